import type { Construct } from '../../engine/construct.js';
import { bulletListDirective, listItemDirective, orderedListDirective } from './directives.js';

export const listsConstruct: Construct = {
  name: 'lists',
  nodes: ['bulletList', 'orderedList', 'listItem'],
  directives: {
    bulletList: bulletListDirective,
    orderedList: orderedListDirective,
    listItem: listItemDirective,
  },
};
