import type { HtmlPart } from '../../engine/construct.js';
import { blockquote, panel } from './html.js';
import { quoteConstruct } from './index.js';

export const quoteHtml: HtmlPart = {
  construct: quoteConstruct,
  renderers: { blockquote, panel },
};
