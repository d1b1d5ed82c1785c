import { FORWARD_PARTS } from '../../constructs/forward.js';
import { type Table, tableOf } from '../../engine/maps.js';
import type { BlockHandler } from './handler.js';
import { aloneBlock, directiveBlock, htmlComment } from './html-block.js';
import { inline } from './inline.js';

/**
 * One handler per markdown-it block token type, from every construct; `inline` (a block's text)
 * and the directive comments of HTML blocks belong to the converter itself (HTML itself is the
 * html construct's).
 */
export const BLOCK_HANDLERS: Table<BlockHandler> = tableOf(() => FORWARD_PARTS, 'blockTokens', {
  inline,
  html_comment: htmlComment,
  adf_directive: directiveBlock,
  adf_alone: aloneBlock,
});
