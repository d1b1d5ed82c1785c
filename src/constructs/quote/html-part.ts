import type { HtmlPart } from '../../engine/construct.js';
import { CONTAINER_HANDLERS } from '../../html/nodes/containers.js';
import { TEXT_BLOCK_HANDLERS } from '../../html/nodes/text-blocks.js';
import { quoteConstruct } from './index.js';

export const quoteHtml: HtmlPart = {
  construct: quoteConstruct,
  renderers: { blockquote: TEXT_BLOCK_HANDLERS.blockquote, panel: CONTAINER_HANDLERS.panel },
};
