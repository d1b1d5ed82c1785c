import type { ReversePart } from '../../engine/construct.js';
import { rawConstruct } from './index.js';

export const rawReverse: ReversePart = {
  construct: rawConstruct,
  asNode: ['syncBlock', 'bodiedSyncBlock'],
};
