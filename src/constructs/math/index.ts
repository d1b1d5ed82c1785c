import type { Construct } from '../../engine/construct.js';
import { mathBlock, mathInline } from './forward.js';

/** `$…$` and `$$` math (tokens.ts); it makes code, which the code constructs write and render. */
export const mathConstruct: Construct = {
  name: 'math',
  nodes: [],
  blockTokens: { math_block: mathBlock },
  inlineTokens: { math_inline: mathInline },
};
