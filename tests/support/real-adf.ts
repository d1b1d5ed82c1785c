import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { convert } from '../../src/index.js';
import { DIRECTIVES } from '../../src/registry/directives.js';
import { convertAdf } from '../../src/compose/reverse.js';
import type { AdfDoc, AdfNode, Profile } from '../../src/types.js';
import { validateAdf } from '../../src/validate/index.js';
import { normalize } from '../reverse/normalize.js';

/**
 * Real ADF written by others (tests/fixtures/real-adf, sources in SOURCES.md), and what the
 * round trip ADF → Markdown → ADF does to it. Shared by tests/reverse/real-adf.test.ts and
 * scripts/real-adf-report.ts, so the test and the report measure the same thing.
 */
export const REAL_ADF_DIR = fileURLToPath(new URL('../fixtures/real-adf/', import.meta.url));

export interface RealDoc {
  name: string;
  doc: AdfDoc;
}

/** Every fixture, in name order; only documents valid against the official schema are kept there. */
export function loadRealAdf(): RealDoc[] {
  return readdirSync(REAL_ADF_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ name: f.slice(0, -5), doc: JSON.parse(readFileSync(join(REAL_ADF_DIR, f), 'utf8')) }));
}

/**
 * Differences that carry no meaning in ADF, besides tests/reverse/normalize.ts: an empty
 * `attrs` object (Confluence writes `"attrs": {}` on cells), an empty `content` array, and a
 * hard break's `text: "\n"`.
 */
function canonical(doc: AdfDoc): AdfDoc {
  const copy = normalize(doc);
  const stack: AdfNode[] = [copy as AdfNode];
  while (stack.length > 0) {
    const node = stack.pop()!;
    // A break's `text: "\n"` is the one value the official schema admits: no information.
    if (node.type === 'hardBreak' && node.attrs?.text === '\n' && Object.keys(node.attrs).length === 1)
      delete node.attrs;
    if (node.attrs && Object.keys(node.attrs).length === 0) delete node.attrs;
    if (node.marks && node.marks.length === 0) delete node.marks;
    if (Array.isArray(node.content)) {
      if (node.content.length === 0 && node.type !== 'doc') delete node.content;
      else for (const child of node.content) stack.push(child);
    }
  }
  return copy;
}

/**
 * The extended profile reads attributes under their directive names (`backgroundColor`,
 * `lineNumbers`, `textAlign`); this puts them back under the official names, from the
 * registry's atlassian targets, so both profiles compare with the same original.
 */
function officialNames(doc: AdfDoc): AdfDoc {
  const copy = structuredClone(doc) as AdfNode;
  const stack: AdfNode[] = [copy];
  while (stack.length > 0) {
    const node = stack.pop()!;
    for (const spec of Object.values(DIRECTIVES)) {
      if (!(spec.target as readonly string[]).includes(node.type) || !node.attrs) continue;
      if ('closed' in spec && spec.closed) continue;
      for (const [name, attr] of Object.entries(spec.attributes)) {
        if (!Object.hasOwn(node.attrs, name)) continue;
        const target = attr.atlassian;
        if (target.kind === 'attr' && (target.name !== name || target.to)) {
          const value = node.attrs[name];
          delete node.attrs[name];
          node.attrs[target.name] = target.to ? target.to(value) : value;
        } else if (target.kind === 'mark') {
          const mark = target.toMark(node.attrs[name]);
          delete node.attrs[name];
          if (mark && mark !== 'unsupported') node.marks = [...(node.marks ?? []), mark];
        }
      }
    }
    for (const child of node.content ?? []) stack.push(child);
  }
  return copy as AdfDoc;
}

export interface TripReport {
  name: string;
  profile: Profile;
  exact: boolean;
  /** Nodes written as `adf:node`, by node type. */
  fallbacks: Record<string, number>;
  markdownBytes: number;
  /** Bytes of the `<!-- adf:node ... -->` comments in the Markdown. */
  jsonBytes: number;
  markdown: string;
}

const NODE_COMMENT = /<!-- adf:node [\s\S]*? -->/g;

export function tripReport(real: RealDoc, profile: Profile): TripReport {
  const { markdown, diagnostics } = convertAdf(real.doc, { profile });
  const back = convert(markdown, { profile }).doc;
  const expected = canonical(real.doc);
  const actual = canonical(profile === 'extended' ? officialNames(back) : back);
  const fallbacks: Record<string, number> = {};
  for (const d of diagnostics) {
    if (d.code !== 'node-as-json') continue;
    const type = /^text with marks/.test(d.message) ? 'text' : (d.message.match(/^(\w+)/)?.[1] ?? '?');
    fallbacks[type] = (fallbacks[type] ?? 0) + 1;
  }
  const jsonBytes = [...markdown.matchAll(NODE_COMMENT)].reduce((sum, m) => sum + Buffer.byteLength(m[0]), 0);
  return {
    name: real.name,
    profile,
    exact: isDeepStrictEqual(actual, expected),
    fallbacks,
    markdownBytes: Buffer.byteLength(markdown),
    jsonBytes,
    markdown,
  };
}

export interface CorpusSummary {
  profile: Profile;
  documents: number;
  exact: number;
  withFallback: number;
  markdownBytes: number;
  jsonBytes: number;
  fallbacksByType: Record<string, number>;
}

export function summarize(reports: readonly TripReport[], profile: Profile): CorpusSummary {
  const fallbacksByType: Record<string, number> = {};
  for (const r of reports) {
    for (const [type, n] of Object.entries(r.fallbacks))
      fallbacksByType[type] = (fallbacksByType[type] ?? 0) + n;
  }
  return {
    profile,
    documents: reports.length,
    exact: reports.filter((r) => r.exact).length,
    withFallback: reports.filter((r) => Object.keys(r.fallbacks).length > 0).length,
    markdownBytes: reports.reduce((s, r) => s + r.markdownBytes, 0),
    jsonBytes: reports.reduce((s, r) => s + r.jsonBytes, 0),
    fallbacksByType,
  };
}

export const officiallyValid = (doc: AdfDoc): boolean => validateAdf(doc, { profile: 'atlassian' }).valid;
