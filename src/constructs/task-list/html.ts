import type { AdfNode } from '../../types.js';
import type { Child, NodeHandler } from '../../html/handler.js';
import { openTag } from '../../html/markup.js';
import { childrenOf, stringAttr } from '../../html/nodes/access.js';
import type { HtmlPart } from '../../engine/parts.js';
import { taskListConstruct } from './index.js';

const TASK_ITEMS = new Set(['taskItem', 'blockTaskItem']);

function taskItemOpening(item: AdfNode): string {
  const done = stringAttr(item, 'state') === 'DONE';
  return `${openTag('li', { class: 'adf-task-item' })}${openTag('input', { type: 'checkbox', disabled: true, checked: done })} `;
}

/**
 * ADF nests a task list as a sibling following the item it belongs to; HTML needs it inside
 * that item's `<li>`, so the list lays its items out itself.
 */
export const taskList: NodeHandler = (node) => {
  const items = childrenOf(node);
  const children: Child[] = [];
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    if (TASK_ITEMS.has(item.type)) {
      children.push(taskItemOpening(item), ...childrenOf(item));
      while (items[i + 1]?.type === 'taskList') children.push(items[++i]);
      children.push('</li>\n');
    } else if (item.type === 'taskList') {
      children.push('<li class="adf-task-nested">', item, '</li>\n');
    } else {
      children.push(item);
    }
  }
  return { open: '<ul class="adf-task-list">\n', close: '</ul>\n', children };
};

/** A task item met outside a task list. */
export const taskItem: NodeHandler = (node) => ({
  open: taskItemOpening(node),
  close: '</li>\n',
  children: childrenOf(node),
});

export const taskListHtml: HtmlPart = {
  construct: taskListConstruct,
  renderers: {
    taskList,
    taskItem,
    blockTaskItem: taskItem,
  },
};
