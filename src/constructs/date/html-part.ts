import type { HtmlPart } from '../../engine/construct.js';
import { INLINE_HANDLERS } from '../../html/nodes/inline.js';
import { dateConstruct } from './index.js';

export const dateHtml: HtmlPart = { construct: dateConstruct, renderers: { date: INLINE_HANDLERS.date } };
