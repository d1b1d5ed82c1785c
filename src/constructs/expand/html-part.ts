import type { HtmlPart } from '../../engine/construct.js';
import { expand, nestedExpand } from './html.js';
import { expandConstruct } from './index.js';

export const expandHtml: HtmlPart = {
  construct: expandConstruct,
  renderers: { expand, nestedExpand },
};
