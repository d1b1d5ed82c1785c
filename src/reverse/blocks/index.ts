import { REVERSE_PARTS } from '../../constructs/reverse.js';
import { type Table, tableOf } from '../../engine/maps.js';
import type { BlockHandler } from '../handler.js';

/**
 * One writer per ADF block type with Markdown syntax, from every construct. Every other type (layoutSection,
 * decisionList, extension, mediaGroup, blockCard, ...) is written as `adf:node`.
 */
export const BLOCK_HANDLERS: Table<BlockHandler> = tableOf(() => REVERSE_PARTS, 'writers');
