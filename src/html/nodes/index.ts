import { HTML_PARTS } from '../../constructs/html.js';
import { type Table, tableOf } from '../../engine/maps.js';
import type { NodeHandler } from '../handler.js';
import { unknownNode } from './unknown.js';

/** Node type to handler, from every construct. */
const HANDLERS: Table<NodeHandler> = tableOf(() => HTML_PARTS, 'renderers');

export function handlerFor(type: unknown): NodeHandler {
  return (typeof type === 'string' && HANDLERS.get(type)) || unknownNode;
}

export function knownNodeTypes(): string[] {
  return HANDLERS.keys();
}

/** Node types that live among text; an unknown node next to them renders as a span. */
export { INLINE_NODE_TYPES } from '../../adf/node-kinds.js';
