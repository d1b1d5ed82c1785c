import type { Construct } from '../../engine/construct.js';

/** `- [ ]` items; a bullet list whose items all are tasks settles into a task list (forward.ts). */
export const taskListConstruct: Construct = {
  name: 'task list',
  nodes: ['taskList', 'taskItem', 'blockTaskItem'],
};
