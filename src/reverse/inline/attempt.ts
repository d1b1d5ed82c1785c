import type { AdfNode } from '../../types.js';
import type { Note } from '../rendered.js';

/** What the inline writer gives back: the Markdown lines of a run, and what it had to say of them. */
export interface Phrasing {
  lines: string[];
  notes: Note[];
}

/** One way of writing a run, as read-back-check.ts compares it with what it reads back as. */
export interface Attempt {
  markdown: string;
  atoms: Array<{ node: AdfNode; line: number; column: number; why: string }>;
  /** The inline nodes the Markdown is meant to read back as. */
  written: AdfNode[];
}
