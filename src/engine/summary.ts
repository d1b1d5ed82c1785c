import type { DirectiveSpec } from '../registry/spec.js';
import type { ForwardPart, ReversePart } from './parts.js';

/**
 * Facts about the construct lists as a whole, for the checks that hold them together
 * (tests/constructs/completeness.test.ts) and the page that shows them (docs/constructs.md).
 */

/** How a reverse part says a node type is written: every way it declares (one is right). */
export type WayWritten = 'writer' | 'phrasing' | 'partOf' | 'asNode';

export function waysWritten(part: ReversePart | undefined, type: string): WayWritten[] {
  const ways: WayWritten[] = [];
  if (part?.writers?.[type] !== undefined) ways.push('writer');
  if (part?.phrasing?.includes(type)) ways.push('phrasing');
  if (part?.partOf?.includes(type)) ways.push('partOf');
  if (part?.asNode?.includes(type)) ways.push('asNode');
  return ways;
}

/**
 * The node types the forward direction builds: those of the constructs it reads, and those
 * directives make (a panel from a quote, a status from a word, a card alone on its line).
 */
export function nodesBuilt(parts: readonly ForwardPart[], rows: readonly DirectiveSpec[]): Set<string> {
  return new Set([...parts.flatMap((part) => part.construct.nodes), ...rows.flatMap(nodesMadeBy)]);
}

/** The node types a directive row makes: of the word after it, of the block it turns, or of itself alone. */
export function nodesMadeBy(row: DirectiveSpec): string[] {
  return [row.inline?.node, row.becomes?.type, row.alone].filter(
    (type): type is string => type !== undefined,
  );
}
