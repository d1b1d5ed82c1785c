import type { Diagnostic } from '../types.js';

/**
 * The Markdown of one block as lines, with the diagnostics raised while writing it.
 * Positions are 0-based and relative to these lines; containers shift them as they
 * indent and stack their children, so the final positions point into the output.
 */
export interface Rendered {
  lines: string[];
  notes: Note[];
}

export interface Note extends Omit<Diagnostic, 'line' | 'column'> {
  line: number;
  column: number;
}

export const EMPTY: Rendered = { lines: [], notes: [] };

export function leaf(lines: string[], notes: Note[] = []): Rendered {
  return { lines, notes };
}

/**
 * Indents a block: `first` before its first line, `rest` before the others. A blank line
 * gets the prefix without its trailing spaces, so no output line ends in whitespace.
 */
export function indent(block: Rendered, first: string, rest: string): Rendered {
  const lines = block.lines.map((line, i) => {
    const prefix = i === 0 ? first : rest;
    return line === '' ? prefix.trimEnd() : prefix + line;
  });
  const notes = block.notes.map((n) => ({
    ...n,
    column: n.column + (n.line === 0 ? first.length : rest.length),
  }));
  return { lines, notes };
}

/** Stacks blocks, with `gap(previousIndex)` blank lines between neighbours. */
export function stack(blocks: readonly Rendered[], gap: (index: number) => number = () => 1): Rendered {
  const lines: string[] = [];
  const notes: Note[] = [];
  blocks.forEach((block, i) => {
    if (block.lines.length === 0) return;
    if (lines.length > 0) {
      for (let g = gap(i - 1); g > 0; g--) lines.push('');
    }
    const offset = lines.length;
    for (const line of block.lines) lines.push(line);
    for (const n of block.notes) notes.push({ ...n, line: n.line + offset });
  });
  return { lines, notes };
}

/** Puts a line (a directive comment) before a block. */
export function withLineBefore(line: string | null, block: Rendered): Rendered {
  if (line === null) return block;
  return stack([leaf([line]), block], () => 0);
}
