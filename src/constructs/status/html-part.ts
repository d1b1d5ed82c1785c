import type { HtmlPart } from '../../engine/construct.js';
import { status } from './html.js';
import { statusConstruct } from './index.js';

export const statusHtml: HtmlPart = {
  construct: statusConstruct,
  renderers: { status },
};
