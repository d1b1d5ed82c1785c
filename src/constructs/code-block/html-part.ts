import type { HtmlPart } from '../../engine/construct.js';
import { TEXT_BLOCK_HANDLERS } from '../../html/nodes/text-blocks.js';
import { codeBlockConstruct } from './index.js';

export const codeBlockHtml: HtmlPart = {
  construct: codeBlockConstruct,
  renderers: { codeBlock: TEXT_BLOCK_HANDLERS.codeBlock },
};
