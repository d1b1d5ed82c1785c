import type { Construct } from '../../engine/construct.js';

/**
 * Nodes with no Markdown syntax: `adf:node` carries them (src/convert/raw-node.ts reads it,
 * the reverse writes it for every node it has no form for).
 */
export const rawConstruct: Construct = {
  name: 'raw node',
  nodes: ['syncBlock', 'bodiedSyncBlock'],
};
