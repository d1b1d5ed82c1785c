import type { Heading } from './sections.js';
import { outline } from './sections.js';
import type { Piece } from './paging.js';

/**
 * What tools answer: a few `name: value` lines of metadata, then (for reads) the body as its own
 * text part, so the Markdown an agent copies never holds the header. Writes answer the
 * metadata only, never the body.
 */
export type Meta = ReadonlyArray<readonly [string, string | number | undefined]>;

export const metaLines = (meta: Meta): string[] =>
  meta.filter(([, value]) => value !== undefined && value !== '').map(([name, value]) => `${name}: ${value}`);

/** The header and the piece of body for a read; a body in pieces names its cursor and, first, the outline. */
export function readAnswer(meta: Meta, piece: Piece, sections?: readonly Heading[]): string[] {
  const lines = metaLines(meta);
  if (piece.count > 1) {
    lines.push(
      `part: ${piece.number} of ${piece.count}${piece.next ? `; for the next part call again with cursor: ${piece.next}` : ' (the last)'}`,
    );
    if (piece.number === 1 && sections && sections.length > 0) {
      lines.push(
        'sections (read or replace one with section: "…"):',
        ...outline(sections).map((line) => `  ${line}`),
      );
    }
  }
  return [lines.join('\n'), piece.text];
}

/** Warnings of a write's conversion, a few at most. */
export function warningLines(warnings: readonly string[]): string[] {
  if (warnings.length === 0) return [];
  const shown = warnings.slice(0, 5).map((line) => `  ${line}`);
  if (warnings.length > 5) shown.push(`  … and ${warnings.length - 5} more`);
  return ['warnings (line:column in the Markdown sent):', ...shown];
}

/** A write's answer: its metadata, then the conversion's warnings. */
export const writeAnswer = (meta: Meta, warnings: readonly string[]): string =>
  [...metaLines(meta), ...warningLines(warnings)].join('\n');
