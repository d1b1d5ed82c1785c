import type { HtmlPart } from '../../engine/construct.js';
import { CONTAINER_HANDLERS } from '../../html/nodes/containers.js';
import { expandConstruct } from './index.js';

export const expandHtml: HtmlPart = {
  construct: expandConstruct,
  renderers: { expand: CONTAINER_HANDLERS.expand, nestedExpand: CONTAINER_HANDLERS.nestedExpand },
};
