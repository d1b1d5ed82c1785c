import { InputError } from '../input/errors.js';
import { readDocument } from '../input/document.js';
import { readOptions } from '../input/options.js';
import type { AdfNode, Diagnostic, Profile } from '../types.js';
import { checkNode } from '../schema/check-node.js';
import { contentModel } from '../schema/content-model.js';
import { MAX_NODE_DEPTH } from '../validate/document-shape.js';
import { dropNullAttributes } from './null-attributes.js';
import type { Note } from './rendered.js';
import { serializeBlocks, type Writers } from './serializer.js';

export type { ReverseOptions } from './options.js';

export interface ReverseResult {
  markdown: string;
  /**
   * One `node-as-json` warning per node written as `adf:node`, at its line and column in
   * `markdown`; one `invalid-adf` warning when the input is not valid for the profile.
   */
  diagnostics: Diagnostic[];
}

/**
 * What the writer is handed by the root (src/compose/reverse.ts): the table of block writers
 * derived from the constructs' reverse parts (writers.ts). The writer never imports the
 * constructs' list.
 */
export interface Reverse {
  readonly writers: Writers;
}

/**
 * ADF → Extended Markdown with the constructs `reverse` was composed of (`convertAdf` and
 * `adfToMarkdown` are this, for `fn`). The document is read through the input guard
 * (src/input/): any value that is not JSON data within INPUT_LIMITS, or not
 * `{ type: "doc", content: [...] }`, is an InputError.
 */
export function writeMarkdown(reverse: Reverse, fn: string, doc: unknown, options: unknown): ReverseResult {
  const { profile = 'extended' } = readOptions(fn, options, { profile: 'profile' });
  const data = readDocument(fn, doc);
  if (data.type !== 'doc' || !Array.isArray(data.content)) {
    throw new InputError(
      fn,
      'doc',
      '',
      'wrong-type',
      'expected an ADF document ({ type: "doc", content: [...] })',
    );
  }
  dropNullAttributes(data);
  const starts: number[] = [];
  const rendered = serializeBlocks(reverse.writers, data as unknown as AdfNode, { profile }, starts);
  const diagnostics: Diagnostic[] = [...rendered.notes, ...invalidInput(data, profile, starts)]
    .map((n) => ({ ...n, line: n.line + 1, column: n.column + 1 }))
    .sort((a, b) => a.line - b.line || a.column - b.column);
  return { markdown: `${rendered.lines.join('\n')}\n`, diagnostics };
}

/**
 * The forward direction only ever builds documents valid for the profile, so no Markdown reads
 * back as an invalid one: whatever makes the input invalid (marks the profile forbids together,
 * an attribute it lacks, a node where it is not allowed) comes back repaired. Each such place
 * is reported, instead of being lost silently: the first such place in document order (found by
 * the compact checker the forward direction uses for `adf:node`), at the line of its block.
 */
function invalidInput(data: Record<string, unknown>, profile: Profile, starts: readonly number[]): Note[] {
  const model = contentModel(profile);
  const blocks = data.content as unknown[];
  for (let index = 0; index < blocks.length; index++) {
    const block = blocks[index] as { type?: unknown };
    const type = typeof block?.type === 'string' ? block.type : undefined;
    // The document is level 0 in validateAdf, whose depth bound the forward direction keeps.
    const problem =
      type !== undefined && !model.allows('doc', type)
        ? { path: '', message: `${type} is not allowed at the top of a document` }
        : checkNode(block, profile, MAX_NODE_DEPTH);
    if (!problem) continue;
    return [
      {
        severity: 'warning',
        code: 'invalid-adf',
        message: `the input is not valid ${profile} ADF at /content/${index}${problem.path} (${problem.message}); the Markdown reads back as a valid document, which differs there`,
        line: starts[index] ?? 0,
        column: 0,
      },
    ];
  }
  return [];
}
