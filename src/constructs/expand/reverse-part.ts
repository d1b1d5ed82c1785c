import type { ReversePart } from '../../engine/construct.js';
import { expandConstruct } from './index.js';
import { expand } from './reverse.js';

export const expandReverse: ReversePart = {
  construct: expandConstruct,
  writers: { expand, nestedExpand: expand },
};
