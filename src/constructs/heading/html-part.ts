import type { HtmlPart } from '../../engine/construct.js';
import { TEXT_BLOCK_HANDLERS } from '../../html/nodes/text-blocks.js';
import { headingConstruct } from './index.js';

export const headingHtml: HtmlPart = {
  construct: headingConstruct,
  renderers: { heading: TEXT_BLOCK_HANDLERS.heading },
};
