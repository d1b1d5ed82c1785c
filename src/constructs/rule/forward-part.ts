import type { ForwardPart } from '../../engine/construct.js';
import { hr } from './forward.js';
import { ruleConstruct } from './index.js';

export const ruleForward: ForwardPart = { construct: ruleConstruct, blockTokens: { hr } };
