import type { ForwardPart } from '../../engine/construct.js';
import { codeInline, hardbreak, softbreak, text } from './forward.js';
import { textConstruct } from './index.js';

export const textForward: ForwardPart = {
  construct: textConstruct,
  inlineTokens: { text, text_special: text, softbreak, hardbreak, code_inline: codeInline },
};
