import { close } from '../../convert/blocks/handler.js';
import type { Construct } from '../../engine/construct.js';
import { LIST_HANDLERS } from '../../html/nodes/lists.js';
import { bulletListClose, bulletListOpen, listItemOpen, orderedListOpen } from './forward.js';
import { bulletListDirective, orderedListDirective } from './directives.js';
import { bulletList, listItem, orderedList } from './reverse.js';

export const listsConstruct: Construct = {
  name: 'lists',
  nodes: ['bulletList', 'orderedList', 'listItem'],
  blockTokens: {
    bullet_list_open: bulletListOpen,
    bullet_list_close: bulletListClose,
    ordered_list_open: orderedListOpen,
    ordered_list_close: close,
    list_item_open: listItemOpen,
    list_item_close: close,
  },
  writers: { bulletList, orderedList, listItem },
  renderers: {
    bulletList: LIST_HANDLERS.bulletList,
    orderedList: LIST_HANDLERS.orderedList,
    listItem: LIST_HANDLERS.listItem,
  },
  directives: { bulletList: bulletListDirective, orderedList: orderedListDirective },
};
