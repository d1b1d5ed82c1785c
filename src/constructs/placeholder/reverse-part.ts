import type { ReversePart } from '../../engine/construct.js';
import { placeholderConstruct } from './index.js';

export const placeholderReverse: ReversePart = { construct: placeholderConstruct, phrasing: ['placeholder'] };
