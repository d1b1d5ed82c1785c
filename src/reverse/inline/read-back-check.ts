import type { AdfNode, Profile } from '../../types.js';
import type { Item } from './items.js';
import type { Attempt, Phrasing } from './attempt.js';
import { asRead, type Container, readBack, type Segment, segmentsOf } from './readback.js';

/** How the inline writer checks an attempt and picks what to write as a node when it fails. */

/**
 * Prose that cannot hold any syntax: one plain text of letters, digits, inner spaces and
 * punctuation that starts no construct anywhere in a line (no `[`, `*`, `_`, `` ` ``, `<`,
 * `&`, `\\`, `~`, `|`, `:`, `@`, `!`, `#`, `>`, `=`, `+`, no `www.`, and no `-` or digit
 * first, where a list or rule could begin). Its Markdown is the text itself; reading it back is
 * skipped, which halves the cost of typical documents.
 */
const INERT = /^[\p{L}\p{M}][\p{L}\p{M}\p{N} ,.;?'"()/%-]*[\p{L}\p{M}\p{N}.?)"']$|^[\p{L}\p{M}]$/u;

export function inert(items: readonly Item[]): boolean {
  const only = items[0];
  if (items.length !== 1 || only.kind !== 'text' || only.marks.length > 0) return false;
  // `www.` is a GFM autolink even without a scheme.
  return INERT.test(only.text) && !/www\./i.test(only.text);
}

/** The segments an attempt's Markdown must read back as: its written nodes, as the reader keeps them. */
export function expectedSegments(
  written: readonly AdfNode[],
  container: Container,
  profile: Profile,
): Segment[] {
  return segmentsOf(asRead(written, container, profile));
}

/**
 * Index of the first segment that reads back differently; -1 when all match; null when the
 * block itself changed. `expected` is expectedSegments of the attempt's written nodes.
 */
export function firstMismatch(
  attempt: Attempt,
  container: Container,
  profile: Profile,
  expected: readonly Segment[],
): number | null {
  const nodes = readBack(attempt.markdown, container, profile);
  if (nodes === null) return null;
  const actual = segmentsOf(nodes);
  const n = Math.max(actual.length, expected.length);
  for (let i = 0; i < n; i++) {
    if (actual[i]?.key !== expected[i]?.key || actual[i]?.text !== expected[i]?.text) return i;
  }
  return -1;
}

export function atomOf(item: Item): Item {
  if (item.kind !== 'text') return { kind: 'atom', node: item.node };

  const node: AdfNode = { type: 'text', text: item.text };
  if (item.marks.length > 0) node.marks = item.marks;
  return { kind: 'atom', node };
}

/**
 * The item to write as a node for a mismatch at `index`: a marked text or an emoji shortcode
 * at or next to it first (delimiters and shortcodes are what fails), else the nearest text.
 */
export function culprit(items: readonly Item[], index: number): number {
  const marked = nearest(items.length, index, (i) => {
    const item = items[i];
    return (
      (item.kind === 'text' && item.marks.length > 0) ||
      item.kind === 'emoji' ||
      item.kind === 'directive' ||
      item.kind === 'mention'
    );
  });
  return marked >= 0 ? marked : nearest(items.length, index, (i) => items[i].kind === 'text');
}

/** The first position in [0, length) that passes, visiting `index`, `index + 1`, `index - 1`, `index + 2`, …; -1 when none. */
function nearest(length: number, index: number, passes: (i: number) => boolean): number {
  const tried = (i: number) => i >= 0 && i < length && passes(i);
  if (tried(index)) return index;
  for (let d = 1; d < length; d++) {
    if (tried(index + d)) return index + d;
    if (tried(index - d)) return index - d;
  }
  return -1;
}

export function done(attempt: Attempt): Phrasing {
  return {
    lines: attempt.markdown.split('\n'),
    notes: attempt.atoms.map((atom) => ({
      severity: 'warning',
      code: 'node-as-json',
      message: `${atom.why}; written as adf:node`,
      line: atom.line,
      column: atom.column,
    })),
  };
}
