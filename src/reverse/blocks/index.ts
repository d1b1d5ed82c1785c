import type { BlockHandler } from '../handler.js';
import { blockquote } from './blockquote.js';
import { codeBlock } from './code-block.js';
import { expand } from './expand.js';
import { heading } from './heading.js';
import { bulletList, listItem, orderedList } from './lists.js';
import { card } from './card.js';
import { layoutColumn, layoutSection } from './layout.js';
import { decisionList } from './decision-list.js';
import { bodiedExtension, extension } from './extension.js';
import { mediaGroup } from './media-group.js';
import { mediaSingle } from './media-single.js';
import { panel } from './panel.js';
import { paragraph } from './paragraph.js';
import { rule } from './rule.js';
import { table } from './table.js';
import { taskItem, taskList } from './task-list.js';

/**
 * One handler per ADF block type with Markdown syntax. Every other type (layoutSection,
 * decisionList, extension, mediaGroup, blockCard, ...) is written as `adf:node`.
 */
export const BLOCK_HANDLERS: ReadonlyMap<string, BlockHandler> = new Map<string, BlockHandler>([
  ['paragraph', paragraph],
  ['heading', heading],
  ['codeBlock', codeBlock],
  ['rule', rule],
  ['blockquote', blockquote],
  ['bulletList', bulletList],
  ['orderedList', orderedList],
  ['listItem', listItem],
  ['taskList', taskList],
  ['taskItem', taskItem],
  ['table', table],
  ['mediaSingle', mediaSingle],
  ['mediaGroup', mediaGroup],
  ['decisionList', decisionList],
  ['layoutSection', layoutSection],
  ['layoutColumn', layoutColumn],
  ['blockCard', card],
  ['embedCard', card],
  ['extension', extension],
  ['bodiedExtension', bodiedExtension],
  ['panel', panel],
  ['expand', expand],
  ['nestedExpand', expand],
]);
