import type { AdfNode } from '../../types.js';
import type { Child, NodeHandler } from '../handler.js';
import { openTag } from '../markup.js';
import { attrsOf, childrenOf, stringAttr } from './access.js';

/** Bullet, ordered, task and decision lists. */

const bulletList: NodeHandler = (node) => ({ open: '<ul>\n', close: '</ul>\n', children: childrenOf(node) });

const orderedList: NodeHandler = (node) => {
  const order = attrsOf(node).order;
  const start =
    typeof order === 'number' && Number.isInteger(order) && order >= 0 && order !== 1 ? order : undefined;
  return { open: `${openTag('ol', { start })}\n`, close: '</ol>\n', children: childrenOf(node) };
};

const listItem: NodeHandler = (node) => ({ open: '<li>', close: '</li>\n', children: childrenOf(node) });

const TASK_ITEMS = new Set(['taskItem', 'blockTaskItem']);

function taskItemOpening(item: AdfNode): string {
  const done = stringAttr(item, 'state') === 'DONE';
  return `${openTag('li', { class: 'adf-task-item' })}${openTag('input', { type: 'checkbox', disabled: true, checked: done })} `;
}

/**
 * ADF nests a task list as a sibling following the item it belongs to; HTML needs it inside
 * that item's `<li>`, so the list lays its items out itself.
 */
const taskList: NodeHandler = (node) => {
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
const taskItem: NodeHandler = (node) => ({
  open: taskItemOpening(node),
  close: '</li>\n',
  children: childrenOf(node),
});

const decisionList: NodeHandler = (node) => ({
  open: '<ul class="adf-decision-list">\n',
  close: '</ul>\n',
  children: childrenOf(node),
});

const decisionItem: NodeHandler = (node) => ({
  open: openTag('li', { class: 'adf-decision-item', 'data-state': stringAttr(node, 'state') }),
  close: '</li>\n',
  children: childrenOf(node),
});

export const LIST_HANDLERS: Record<string, NodeHandler> = {
  bulletList,
  orderedList,
  listItem,
  taskList,
  taskItem,
  blockTaskItem: taskItem,
  decisionList,
  decisionItem,
};
