import type { Construct } from '../../engine/construct.js';
import { LIST_HANDLERS } from '../../html/nodes/lists.js';
import { taskItem, taskList } from './reverse.js';

/** `- [ ]` items; a bullet list whose items all are tasks settles into a task list (forward.ts). */
export const taskListConstruct: Construct = {
  name: 'task list',
  nodes: ['taskList', 'taskItem', 'blockTaskItem'],
  writers: { taskList, taskItem },
  asNode: ['blockTaskItem'],
  renderers: {
    taskList: LIST_HANDLERS.taskList,
    taskItem: LIST_HANDLERS.taskItem,
    blockTaskItem: LIST_HANDLERS.blockTaskItem,
  },
};
