import type { HtmlPart } from '../../engine/construct.js';
import { LIST_HANDLERS } from '../../html/nodes/lists.js';
import { listsConstruct } from './index.js';

export const listsHtml: HtmlPart = {
  construct: listsConstruct,
  renderers: {
    bulletList: LIST_HANDLERS.bulletList,
    orderedList: LIST_HANDLERS.orderedList,
    listItem: LIST_HANDLERS.listItem,
  },
};
