import type { HtmlPart } from '../../engine/construct.js';
import { codeBlock } from './html.js';
import { codeBlockConstruct } from './index.js';

export const codeBlockHtml: HtmlPart = {
  construct: codeBlockConstruct,
  renderers: { codeBlock },
};
