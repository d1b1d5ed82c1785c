import type { ReversePart } from '../../engine/construct.js';
import { mentionConstruct } from './index.js';

export const mentionReverse: ReversePart = { construct: mentionConstruct, phrasing: ['mention'] };
