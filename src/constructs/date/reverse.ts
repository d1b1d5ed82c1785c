import type { ReversePart } from '../../engine/parts.js';
import { dateConstruct } from './index.js';

export const dateReverse: ReversePart = { construct: dateConstruct, phrasing: ['date'] };
