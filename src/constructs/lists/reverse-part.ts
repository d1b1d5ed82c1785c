import type { ReversePart } from '../../engine/construct.js';
import { listsConstruct } from './index.js';
import { bulletList, listItem, orderedList } from './reverse.js';

export const listsReverse: ReversePart = {
  construct: listsConstruct,
  writers: { bulletList, orderedList, listItem },
};
