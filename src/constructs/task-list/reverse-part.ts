import type { ReversePart } from '../../engine/construct.js';
import { taskListConstruct } from './index.js';
import { taskItem, taskList } from './reverse.js';

export const taskListReverse: ReversePart = {
  construct: taskListConstruct,
  writers: { taskList, taskItem },
  asNode: ['blockTaskItem'],
};
