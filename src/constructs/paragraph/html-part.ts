import type { HtmlPart } from '../../engine/construct.js';
import { TEXT_BLOCK_HANDLERS } from '../../html/nodes/text-blocks.js';
import { paragraphConstruct } from './index.js';

export const paragraphHtml: HtmlPart = {
  construct: paragraphConstruct,
  renderers: { paragraph: TEXT_BLOCK_HANDLERS.paragraph },
};
