import type { HtmlPart } from '../../engine/construct.js';
import { INLINE_HANDLERS } from '../../html/nodes/inline.js';
import { statusConstruct } from './index.js';

export const statusHtml: HtmlPart = {
  construct: statusConstruct,
  renderers: { status: INLINE_HANDLERS.status },
};
