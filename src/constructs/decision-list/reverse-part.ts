import type { ReversePart } from '../../engine/construct.js';
import { decisionListConstruct } from './index.js';
import { decisionList } from './reverse.js';

export const decisionListReverse: ReversePart = {
  construct: decisionListConstruct,
  writers: { decisionList },
  partOf: ['decisionItem'],
};
