import type { HtmlPart } from '../../engine/construct.js';
import { TEXT_BLOCK_HANDLERS } from '../../html/nodes/text-blocks.js';
import { textConstruct } from './index.js';

export const textHtml: HtmlPart = {
  construct: textConstruct,
  renderers: { text: TEXT_BLOCK_HANDLERS.text, hardBreak: TEXT_BLOCK_HANDLERS.hardBreak },
};
