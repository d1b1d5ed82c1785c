import type { HtmlPart } from '../../engine/construct.js';
import { INLINE_HANDLERS } from '../../html/nodes/inline.js';
import { mentionConstruct } from './index.js';

export const mentionHtml: HtmlPart = {
  construct: mentionConstruct,
  renderers: { mention: INLINE_HANDLERS.mention },
};
