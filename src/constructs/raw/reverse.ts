import type { ReversePart } from '../../engine/parts.js';
import { rawConstruct } from './index.js';

export const rawReverse: ReversePart = {
  construct: rawConstruct,
  asNode: ['syncBlock', 'bodiedSyncBlock'],
};
