import type { ReversePart } from '../../engine/construct.js';
import { dateConstruct } from './index.js';

export const dateReverse: ReversePart = { construct: dateConstruct, phrasing: ['date'] };
