import type { HtmlPart } from '../../engine/construct.js';
import { paragraph } from './html.js';
import { paragraphConstruct } from './index.js';

export const paragraphHtml: HtmlPart = {
  construct: paragraphConstruct,
  renderers: { paragraph },
};
