import type { HtmlPart } from '../../engine/construct.js';
import { heading } from './html.js';
import { headingConstruct } from './index.js';

export const headingHtml: HtmlPart = {
  construct: headingConstruct,
  renderers: { heading },
};
