import type { BlockHandler } from '../../convert/blocks/handler.js';
import { addBlock } from '../../convert/blocks/handler.js';
import type { InlineHandler } from '../../convert/inline/handler.js';
import type { ForwardPart } from '../../engine/parts.js';
import { mathPlugin } from './tokens.js';
import { mathConstruct } from './index.js';

/**
 * ADF has no math. Jira shows it best as code, verbatim: inline math is inline code holding
 * the math as written (`$\alpha$`, delimiters and all, so readers see it is math), a math block
 * a code block of language `math` (GitHub's own fence for math, which ```` ```math ```` gives too).
 */
export const mathInline: InlineHandler = (token, state) => {
  state.find(token.content);
  state.code(token.content);
};

export const mathBlock: BlockHandler = (token, ctx) => {
  const content = token.content === '' ? [] : [{ type: 'text', text: token.content }];
  addBlock(ctx, { type: 'codeBlock', attrs: { language: 'math' }, content }, token);
};

export const mathForward: ForwardPart = {
  construct: mathConstruct,
  syntax: mathPlugin,
  blockTokens: { math_block: mathBlock },
  inlineTokens: { math_inline: mathInline },
};
