import type { ForwardPart } from '../../engine/construct.js';
import { mathPlugin } from './tokens.js';
import { mathBlock, mathInline } from './forward.js';
import { mathConstruct } from './index.js';

export const mathForward: ForwardPart = {
  construct: mathConstruct,
  syntax: mathPlugin,
  blockTokens: { math_block: mathBlock },
  inlineTokens: { math_inline: mathInline },
};
