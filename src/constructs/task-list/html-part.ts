import type { HtmlPart } from '../../engine/construct.js';
import { LIST_HANDLERS } from '../../html/nodes/lists.js';
import { taskListConstruct } from './index.js';

export const taskListHtml: HtmlPart = {
  construct: taskListConstruct,
  renderers: {
    taskList: LIST_HANDLERS.taskList,
    taskItem: LIST_HANDLERS.taskItem,
    blockTaskItem: LIST_HANDLERS.blockTaskItem,
  },
};
