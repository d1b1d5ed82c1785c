import type { ReversePart } from '../../engine/parts.js';
import { statusConstruct } from './index.js';

export const statusReverse: ReversePart = { construct: statusConstruct, phrasing: ['status'] };
