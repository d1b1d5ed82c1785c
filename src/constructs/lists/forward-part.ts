import { close } from '../../convert/blocks/handler.js';
import type { ForwardPart } from '../../engine/construct.js';
import { bulletListClose, bulletListOpen, listItemOpen, orderedListOpen } from './forward.js';
import { listsConstruct } from './index.js';

export const listsForward: ForwardPart = {
  construct: listsConstruct,
  blockTokens: {
    bullet_list_open: bulletListOpen,
    bullet_list_close: bulletListClose,
    ordered_list_open: orderedListOpen,
    ordered_list_close: close,
    list_item_open: listItemOpen,
    list_item_close: close,
  },
};
