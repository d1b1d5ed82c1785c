import type { HtmlPart } from '../../engine/construct.js';
import { INLINE_HANDLERS } from '../../html/nodes/inline.js';
import { emojiConstruct } from './index.js';

export const emojiHtml: HtmlPart = { construct: emojiConstruct, renderers: { emoji: INLINE_HANDLERS.emoji } };
