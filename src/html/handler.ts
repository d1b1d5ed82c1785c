import type { AdfNode } from '../types.js';

/** A child the core renders in turn: a node (through its handler) or markup written as is. */
export type Child = AdfNode | string;

/**
 * What a node handler gives back: the markup before and after its children, and the children
 * the core walks next. Handlers never recurse; the core keeps the depth on its own stack.
 */
export interface Rendered {
  open: string;
  close?: string;
  children?: readonly Child[];
}

export interface RenderContext {
  /** The node sits among inline siblings (text and inline nodes), so it must render as inline markup. */
  inline: boolean;
}

export type NodeHandler = (node: AdfNode, context: RenderContext) => Rendered;
