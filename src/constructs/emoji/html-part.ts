import type { HtmlPart } from '../../engine/construct.js';
import { emoji } from './html.js';
import { emojiConstruct } from './index.js';

export const emojiHtml: HtmlPart = { construct: emojiConstruct, renderers: { emoji } };
