import type { HtmlPart } from '../../engine/construct.js';
import { bulletList, listItem, orderedList } from './html.js';
import { listsConstruct } from './index.js';

export const listsHtml: HtmlPart = {
  construct: listsConstruct,
  renderers: {
    bulletList,
    orderedList,
    listItem,
  },
};
