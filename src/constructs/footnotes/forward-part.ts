import { close } from '../../convert/blocks/handler.js';
import type { ForwardPart } from '../../engine/construct.js';
import { footnoteAnchor, footnoteBlockOpen, footnoteOpen } from './forward.js';
import { footnotesConstruct } from './index.js';
import { footnoteRef } from './ref.js';
import { footnotesPlugin } from './tokens.js';

export const footnotesForward: ForwardPart = {
  construct: footnotesConstruct,
  syntax: footnotesPlugin,
  blockTokens: {
    footnote_block_open: footnoteBlockOpen,
    footnote_block_close: close,
    footnote_open: footnoteOpen,
    footnote_close: close,
    footnote_anchor: footnoteAnchor,
  },
  inlineTokens: { footnote_ref: footnoteRef },
};
