import { buildTable } from '../engine/maps.js';
import type { ReversePart } from '../engine/parts.js';
import type { Reverse } from './index.js';

/**
 * The writer's tables from the constructs' reverse parts, for the root to hand to
 * `writeMarkdown`. A module apart from the writer's entry, so that the public declarations
 * (which name `Reverse`) never reach the parts' types, and through them markdown-it's.
 */
export function composeReverse(parts: readonly ReversePart[]): Reverse {
  return { writers: buildTable(parts, 'writers') };
}
