import type { Construct } from '../../engine/construct.js';
import { TEXT_BLOCK_HANDLERS } from '../../html/nodes/text-blocks.js';
import { codeBlockDirective } from './directives.js';
import { fence, indentedCode } from './forward.js';
import { codeBlock } from './reverse.js';

export const codeBlockConstruct: Construct = {
  name: 'code block',
  nodes: ['codeBlock'],
  blockTokens: { fence, code_block: indentedCode },
  writers: { codeBlock },
  renderers: { codeBlock: TEXT_BLOCK_HANDLERS.codeBlock },
  directives: { codeBlock: codeBlockDirective },
};
