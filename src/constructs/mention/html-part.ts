import type { HtmlPart } from '../../engine/construct.js';
import { mention } from './html.js';
import { mentionConstruct } from './index.js';

export const mentionHtml: HtmlPart = {
  construct: mentionConstruct,
  renderers: { mention },
};
