import type { HtmlPart } from '../../engine/construct.js';
import { layoutColumn, layoutSection } from './html.js';
import { layoutConstruct } from './index.js';

export const layoutHtml: HtmlPart = {
  construct: layoutConstruct,
  renderers: {
    layoutSection,
    layoutColumn,
  },
};
