import type { ReversePart } from '../../engine/construct.js';
import { headingConstruct } from './index.js';
import { heading } from './reverse.js';

export const headingReverse: ReversePart = { construct: headingConstruct, writers: { heading } };
