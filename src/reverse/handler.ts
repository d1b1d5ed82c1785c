import type { AdfNode } from '../types.js';
import type { ReverseSettings } from './options.js';
import type { Rendered } from './rendered.js';

/** Where a block stands: its parent's content and its index there. */
export interface Place {
  parent: AdfNode;
  siblings: readonly AdfNode[];
  index: number;
  settings: ReverseSettings;
}

/** The block has no Markdown form (or none that reads back the same): it is written as `adf:node`. */
export interface AsNode {
  asNode: string;
}

/** A block with children: the serializer renders them (on its own stack) and hands them to `join`. */
export interface Container {
  children: readonly AdfNode[];
  /** markdown-it nesting levels the container adds (a list and its item: 2). */
  levels: number;
  join(parts: readonly RenderedChild[]): Rendered | AsNode;
}

export interface RenderedChild extends Rendered {
  /** The child was written as `adf:node`. */
  asNode: boolean;
}

export type Outcome = Rendered | Container | AsNode;

/** One per node type, from the constructs' reverse parts (src/reverse/index.ts builds the table). */
export type BlockHandler = (node: AdfNode, place: Place) => Outcome;

export const asNode = (reason: string): AsNode => ({ asNode: reason });

export function isAsNode(outcome: Outcome | Rendered | AsNode): outcome is AsNode {
  return 'asNode' in outcome;
}

export function isContainer(outcome: Outcome): outcome is Container {
  return 'children' in outcome;
}

/** Attributes and marks beyond the ones the Markdown syntax carries. */
export function hasExtras(node: AdfNode, allowedAttrs: readonly string[] = []): boolean {
  const attrs = Object.entries(node.attrs ?? {}).filter(
    ([k, v]) => v !== undefined && !allowedAttrs.includes(k),
  );
  return attrs.length > 0 || (node.marks?.length ?? 0) > 0;
}
