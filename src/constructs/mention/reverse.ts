import type { ReversePart } from '../../engine/parts.js';
import { mentionConstruct } from './index.js';

export const mentionReverse: ReversePart = { construct: mentionConstruct, phrasing: ['mention'] };
