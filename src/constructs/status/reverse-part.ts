import type { ReversePart } from '../../engine/construct.js';
import { statusConstruct } from './index.js';

export const statusReverse: ReversePart = { construct: statusConstruct, phrasing: ['status'] };
