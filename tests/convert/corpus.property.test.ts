import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { isoDate } from '../../src/constructs/date/day.js';
import { convert, validateAdf } from '../../src/index.js';
import type { AdfNode } from '../../src/types.js';
import { loadDocsCorpus } from '../../bench/workloads.js';
import { loadCorpus } from '../support/corpus.js';
import { markdownDocument } from '../support/markdown-arbitrary.js';

/**
 * Over real Markdown written by others (the `*.md` files in node_modules) and generated input:
 * both profiles convert without throwing, validate against their schema, and the atlassian
 * profile's repairs lose no word: the extended profile's words appear, in order, in its output.
 */
const corpus = loadCorpus();
const repairs = new Map<string, Set<string>>();

function words(doc: AdfNode): string[] {
  const out: string[] = [];
  const stack: AdfNode[] = [doc];
  while (stack.length > 0) {
    const node = stack.pop()!;
    // A node kept as JSON (`invalid-node`) carries its words inside; its structure was fitted to
    // each profile on the way (an empty code block, omitted in extended, stays in atlassian).
    const kept = keptAsJson(node);
    if (kept) {
      stack.push(kept);
      continue;
    }
    const content = node.content ?? [];
    // The text of a run of inline nodes, joined: a repair that turns one into text (a status
    // under a mark the profile forbids there) joins it to the text beside it.
    if (content.some((child) => child.type === 'text')) {
      out.push(
        ...content
          .map((child) => textOf(child) ?? ' ')
          .join('')
          .split(/\s+/)
          .filter(Boolean),
      );
      continue;
    }
    const text = textOf(node);
    if (text) out.push(...text.split(/\s+/).filter(Boolean));
    for (let i = content.length - 1; i >= 0; i--) stack.push(content[i]);
  }
  return out;
}

/** Inline nodes (status, mention, emoji) carry their words in attrs.text. */
function textOf(node: AdfNode): string | undefined {
  return (
    node.text ??
    (typeof node.attrs?.text === 'string' ? node.attrs.text : undefined) ??
    (node.type === 'date' ? isoDate(node.attrs?.timestamp) : undefined) ??
    (typeof node.attrs?.url === 'string' && node.type !== 'media' ? node.attrs.url : undefined)
  );
}

function keptAsJson(node: AdfNode): AdfNode | undefined {
  const text =
    node.type === 'codeBlock' && node.attrs?.language === 'json' ? node.content?.[0]?.text : undefined;
  if (text === undefined || !text.startsWith('{"type":')) return undefined;
  try {
    return JSON.parse(text) as AdfNode;
  } catch {
    return undefined;
  }
}

/** The first word of `needle` not found, in order, in `haystack`; undefined when all are. */
function missingInOrder(needle: string[], haystack: string[]): string | undefined {
  let j = 0;
  for (const word of needle) {
    while (j < haystack.length && haystack[j] !== word) j++;
    if (j === haystack.length) return word;
    j++;
  }
  return undefined;
}

function check(markdown: string, name: string): void {
  const extended = convert(markdown, { profile: 'extended' });
  const atlassian = convert(markdown, { profile: 'atlassian' });
  expect(validateAdf(extended.doc, { profile: 'extended' }).errors, name).toEqual([]);
  expect(validateAdf(atlassian.doc, { profile: 'atlassian' }).errors, name).toEqual([]);
  expect(
    missingInOrder(words(extended.doc as AdfNode), words(atlassian.doc as AdfNode)),
    name,
  ).toBeUndefined();
  for (const d of atlassian.diagnostics) {
    if (!repairs.has(d.code)) repairs.set(d.code, new Set());
    repairs.get(d.code)!.add(name);
  }
}

describe('real-world corpus', () => {
  it(`has hundreds of documents (${corpus.length})`, () => {
    expect(corpus.length).toBeGreaterThan(150);
  });

  it('every document converts in both profiles, validates, and keeps every word in the atlassian profile', () => {
    for (const file of corpus) check(file.text, file.path);
  });
});

describe("documentation corpus (bench/corpus-docs, the benchmark's second corpus)", () => {
  const docs = loadDocsCorpus();
  const bytes = docs.reduce((sum, doc) => sum + Buffer.byteLength(doc.text), 0);

  it(`has at least 150 documents and 1.5 MB (${docs.length}, ${(bytes / 1e6).toFixed(2)} MB)`, () => {
    expect(docs.length).toBeGreaterThanOrEqual(150);
    expect(bytes).toBeGreaterThanOrEqual(1_500_000);
  });

  it('every document converts in both profiles, validates, and keeps every word in the atlassian profile', () => {
    for (const file of docs) check(file.text, file.path);
  });
});

describe('generated Markdown', () => {
  it('the same properties hold for fast-check documents (fixed seed)', () => {
    fc.assert(
      fc.property(markdownDocument(), (markdown) => check(markdown, 'generated')),
      { seed: 20261122, numRuns: 300 },
    );
  });
});

afterAll(() => {
  const rows = [...repairs].map(
    ([code, docs]) => `${code}: ${docs.has('generated') ? docs.size - 1 : docs.size}`,
  );
  console.log(
    `atlassian profile over ${corpus.length} corpus documents, documents per diagnostic code:\n  ${rows.sort().join('\n  ')}`,
  );
});
