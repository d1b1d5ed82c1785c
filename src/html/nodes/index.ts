import type { NodeHandler } from '../handler.js';
import { CONTAINER_HANDLERS } from './containers.js';
import { INLINE_HANDLERS } from './inline.js';
import { LIST_HANDLERS } from './lists.js';
import { MEDIA_HANDLERS } from './media.js';
import { TABLE_HANDLERS } from './tables.js';
import { TEXT_BLOCK_HANDLERS } from './text-blocks.js';
import { unknownNode } from './unknown.js';

/** Node type to handler; a Map, so a user's `"type": "__proto__"` finds nothing. */
const HANDLERS: ReadonlyMap<string, NodeHandler> = new Map(
  Object.entries({
    ...TEXT_BLOCK_HANDLERS,
    ...LIST_HANDLERS,
    ...TABLE_HANDLERS,
    ...CONTAINER_HANDLERS,
    ...INLINE_HANDLERS,
    ...MEDIA_HANDLERS,
  }),
);

export function handlerFor(type: unknown): NodeHandler {
  return (typeof type === 'string' && HANDLERS.get(type)) || unknownNode;
}

export function knownNodeTypes(): string[] {
  return [...HANDLERS.keys()];
}

/** Node types that live among text; an unknown node next to them renders as a span. */
export { INLINE_NODE_TYPES } from '../../adf/node-kinds.js';
