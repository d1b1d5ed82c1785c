import type { HtmlPart } from '../../engine/construct.js';
import { taskItem, taskList } from './html.js';
import { taskListConstruct } from './index.js';

export const taskListHtml: HtmlPart = {
  construct: taskListConstruct,
  renderers: {
    taskList,
    taskItem,
    blockTaskItem: taskItem,
  },
};
