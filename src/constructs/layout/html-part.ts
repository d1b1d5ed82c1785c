import type { HtmlPart } from '../../engine/construct.js';
import { CONTAINER_HANDLERS } from '../../html/nodes/containers.js';
import { layoutConstruct } from './index.js';

export const layoutHtml: HtmlPart = {
  construct: layoutConstruct,
  renderers: {
    layoutSection: CONTAINER_HANDLERS.layoutSection,
    layoutColumn: CONTAINER_HANDLERS.layoutColumn,
  },
};
