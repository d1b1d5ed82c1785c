import type { ReversePart } from '../../engine/construct.js';
import { paragraphConstruct } from './index.js';
import { paragraph } from './reverse.js';

export const paragraphReverse: ReversePart = { construct: paragraphConstruct, writers: { paragraph } };
