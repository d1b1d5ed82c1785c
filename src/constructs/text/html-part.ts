import type { HtmlPart } from '../../engine/construct.js';
import { hardBreak, text } from './html.js';
import { textConstruct } from './index.js';

export const textHtml: HtmlPart = {
  construct: textConstruct,
  renderers: { text, hardBreak },
};
