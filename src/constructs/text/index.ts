import { codeInline, hardbreak, softbreak, text } from './forward.js';
import type { Construct } from '../../engine/construct.js';
import { TEXT_BLOCK_HANDLERS } from '../../html/nodes/text-blocks.js';

/** Text, line breaks and code spans. */
export const textConstruct: Construct = {
  name: 'text',
  nodes: ['text', 'hardBreak'],
  inlineTokens: { text, text_special: text, softbreak, hardbreak, code_inline: codeInline },
  phrasing: ['text', 'hardBreak'],
  renderers: { text: TEXT_BLOCK_HANDLERS.text, hardBreak: TEXT_BLOCK_HANDLERS.hardBreak },
};
