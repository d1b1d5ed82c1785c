import type { ReversePart } from '../../engine/construct.js';
import { quoteConstruct } from './index.js';
import { blockquote } from './reverse.js';
import { panel } from './reverse-panel.js';

export const quoteReverse: ReversePart = { construct: quoteConstruct, writers: { blockquote, panel } };
