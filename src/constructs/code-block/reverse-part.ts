import type { ReversePart } from '../../engine/construct.js';
import { codeBlockConstruct } from './index.js';
import { codeBlock } from './reverse.js';

export const codeBlockReverse: ReversePart = { construct: codeBlockConstruct, writers: { codeBlock } };
