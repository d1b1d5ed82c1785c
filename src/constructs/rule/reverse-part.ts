import type { ReversePart } from '../../engine/construct.js';
import { ruleConstruct } from './index.js';
import { rule } from './reverse.js';

export const ruleReverse: ReversePart = { construct: ruleConstruct, writers: { rule } };
