import { close } from '../../convert/blocks/handler.js';
import { footnoteRef } from './ref.js';
import type { Construct } from '../../engine/construct.js';
import { footnoteAnchor, footnoteBlockOpen, footnoteOpen } from './forward.js';

/** `[^1]` references and their definitions, made into ordinary ADF (see forward.ts). */
export const footnotesConstruct: Construct = {
  name: 'footnotes',
  nodes: [],
  blockTokens: {
    footnote_block_open: footnoteBlockOpen,
    footnote_block_close: close,
    footnote_open: footnoteOpen,
    footnote_close: close,
    footnote_anchor: footnoteAnchor,
  },
  inlineTokens: { footnote_ref: footnoteRef },
};
