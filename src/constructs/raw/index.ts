import type { Construct } from '../../engine/construct.js';
import { CONTAINER_HANDLERS } from '../../html/nodes/containers.js';
import { INLINE_HANDLERS } from '../../html/nodes/inline.js';

/**
 * Nodes with no Markdown syntax: `adf:node` carries them (src/convert/raw-node.ts reads it,
 * the reverse writes it for every node it has no form for).
 */
export const rawConstruct: Construct = {
  name: 'raw node',
  nodes: ['placeholder', 'syncBlock', 'bodiedSyncBlock'],
  asNode: ['placeholder', 'syncBlock', 'bodiedSyncBlock'],
  renderers: {
    placeholder: INLINE_HANDLERS.placeholder,
    syncBlock: CONTAINER_HANDLERS.syncBlock,
    bodiedSyncBlock: CONTAINER_HANDLERS.bodiedSyncBlock,
  },
};
