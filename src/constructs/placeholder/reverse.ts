import type { ReversePart } from '../../engine/parts.js';
import { placeholderConstruct } from './index.js';

export const placeholderReverse: ReversePart = { construct: placeholderConstruct, phrasing: ['placeholder'] };
