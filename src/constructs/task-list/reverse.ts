import { scalarText } from '../../adf/scalar-text.js';
import type { AdfNode } from '../../types.js';
import { asNode, type BlockHandler, hasExtras } from '../../reverse/handler.js';
import { writePhrasing } from '../../reverse/inline/phrasing.js';
import { indent, leaf, type Rendered, stack } from '../../reverse/rendered.js';
import { wellFormed } from '../../reverse/shape.js';
import { bulletChar } from '../../reverse/blocks/list-markers.js';
import type { ReversePart } from '../../engine/parts.js';
import { taskListConstruct } from './index.js';

/**
 * GFM task lists: `- [ ] text` / `- [x] text`. A task list nested in a task list follows an
 * item in ADF (it is the list's own child); in Markdown it is indented under that item.
 * `localId`s are not written: the forward direction generates them (docs/reverse.md).
 */
const CHECKBOX: Readonly<Record<string, string>> = { TODO: '[ ]', DONE: '[x]' };

function itemsProblem(children: readonly AdfNode[]): string | null {
  if (children.length === 0) return 'an empty task list has no Markdown form';
  if (!children.every(wellFormed)) return 'a child that is not a well-formed node';
  if (children[0]?.type !== 'taskItem') return 'a task list not starting with an item has no Markdown form';
  for (const child of children) {
    if (child?.type === 'taskList') continue;
    if (child?.type !== 'taskItem') return `a ${scalarText(child?.type)} in a task list has no Markdown form`;
    if (hasExtras(child, ['localId', 'state'])) return 'task item attributes have no Markdown form';
    if (!Object.hasOwn(CHECKBOX, scalarText(child.attrs?.state)))
      return 'a task state other than TODO or DONE';
  }
  return null;
}

export const taskList: BlockHandler = (node, place) => {
  if (hasExtras(node, ['localId'])) return asNode('task list attributes have no Markdown form');
  const children = node.content ?? [];
  const problem = itemsProblem(children);
  if (problem) return asNode(problem);
  const bullet = `${bulletChar(place.siblings, place.index)} `;
  const continuation = ' '.repeat(bullet.length);
  return {
    children,
    levels: 2,
    join: (parts) => {
      if (parts.some((part, i) => part.asNode && children[i].type === 'taskItem')) {
        return asNode('a task item does not read back the same');
      }
      const blocks: Rendered[] = parts.map((part, i) =>
        children[i].type === 'taskItem'
          ? indent(part, bullet, continuation)
          : indent(part, continuation, continuation),
      );
      return stack(blocks, () => 0);
    },
  };
};

/** The checkbox and the item's text; the text is a paragraph to the reader, after the marker. */
export const taskItem: BlockHandler = (node, place) => {
  if (place.parent.type !== 'taskList') return asNode('a task item outside a task list has no Markdown form');
  const checkbox = CHECKBOX[scalarText(node.attrs?.state)];
  // `- [ ]` alone: the reader takes a checkbox with nothing after it for an empty task.
  if (checkbox && (node.content?.length ?? 0) === 0) return leaf([checkbox]);
  const written = writePhrasing({
    settings: place.settings,
    container: 'taskItem',
    nodes: node.content ?? [],
    leadingSpaceLost: true,
  });
  if (!written || !checkbox) return asNode('its inline content does not read back the same');
  return indent(leaf(written.lines, written.notes), `${checkbox} `, '');
};

export const taskListReverse: ReversePart = {
  construct: taskListConstruct,
  writers: { taskList, taskItem },
  asNode: ['blockTaskItem'],
};
