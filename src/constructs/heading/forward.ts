import type { BlockHandler } from '../../convert/blocks/handler.js';
import { openBlock } from '../../convert/blocks/handler.js';
import { BlockWithAttrs } from '../../convert/plain.js';
import type { ForwardPart } from '../../engine/parts.js';
import { headingToParagraph } from './fit.js';
import { close } from '../../convert/blocks/handler.js';
import { headingConstruct } from './index.js';

/** `h1`..`h6`: ATX `#` count or setext `=` (1) / `-` (2), as markdown-it already decided. */
export const headingOpen: BlockHandler = (token, ctx) => {
  // `h1`..`h6`: the digit's code, without a string to parse.
  const level = token.tag.charCodeAt(1) - 48;
  // A constructor, not a literal, for the tree's most made nodes (convert/plain.ts).
  openBlock(ctx, new BlockWithAttrs('heading', { level }), token);
};

export const headingForward: ForwardPart = {
  construct: headingConstruct,
  blockTokens: { heading_open: headingOpen, heading_close: close },
  repairs: { heading: headingToParagraph },
};
