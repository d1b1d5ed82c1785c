import type { BlockHandler } from '../../convert/blocks/handler.js';
import { openBlock } from '../../convert/blocks/handler.js';

/** `h1`..`h6`: ATX `#` count or setext `=` (1) / `-` (2), as markdown-it already decided. */
export const headingOpen: BlockHandler = (token, ctx) => {
  openBlock(ctx, { type: 'heading', attrs: { level: Number(token.tag.slice(1)) }, content: [] }, token);
};
