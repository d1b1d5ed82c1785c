import type { BlockHandler } from './handler.js';
import { aloneBlock, directiveBlock, htmlComment } from './html-block.js';
import { inline } from './inline.js';

/**
 * The block token types the converter handles itself: `inline` (a block's text) and the
 * directive comments of HTML blocks (HTML itself is the html construct's). The constructs'
 * handlers join them (forward.ts).
 */
export const CORE_BLOCK_HANDLERS: Readonly<Record<string, BlockHandler>> = {
  inline,
  html_comment: htmlComment,
  adf_directive: directiveBlock,
  adf_alone: aloneBlock,
};
