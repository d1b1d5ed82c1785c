import type { ReversePart } from '../../engine/parts.js';
import { textConstruct } from './index.js';

export const textReverse: ReversePart = { construct: textConstruct, phrasing: ['text', 'hardBreak'] };
