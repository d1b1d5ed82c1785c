import type { HtmlPart } from '../../engine/construct.js';
import { CONTAINER_HANDLERS } from '../../html/nodes/containers.js';
import { extensionConstruct } from './index.js';

export const extensionHtml: HtmlPart = {
  construct: extensionConstruct,
  renderers: {
    extension: CONTAINER_HANDLERS.extension,
    bodiedExtension: CONTAINER_HANDLERS.bodiedExtension,
    inlineExtension: CONTAINER_HANDLERS.inlineExtension,
  },
};
