import type { ForwardPart } from '../../engine/construct.js';
import { fence, indentedCode } from './forward.js';
import { codeBlockConstruct } from './index.js';

export const codeBlockForward: ForwardPart = {
  construct: codeBlockConstruct,
  blockTokens: { fence, code_block: indentedCode },
};
