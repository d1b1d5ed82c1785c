import type { HtmlPart } from '../../engine/construct.js';
import { bodiedExtension, extension, inlineExtension } from './html.js';
import { extensionConstruct } from './index.js';

export const extensionHtml: HtmlPart = {
  construct: extensionConstruct,
  renderers: {
    extension,
    bodiedExtension,
    inlineExtension,
  },
};
