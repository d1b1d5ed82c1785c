import type { ReversePart } from '../engine/parts.js';
import { textReverse } from './text/reverse.js';
import { paragraphReverse } from './paragraph/reverse.js';
import { headingReverse } from './heading/reverse.js';
import { codeBlockReverse } from './code-block/reverse.js';
import { ruleReverse } from './rule/reverse.js';
import { quoteReverse } from './quote/reverse.js';
import { listsReverse } from './lists/reverse.js';
import { taskListReverse } from './task-list/reverse.js';
import { decisionListReverse } from './decision-list/reverse.js';
import { tableReverse } from './table/reverse.js';
import { mediaReverse } from './media/reverse.js';
import { expandReverse } from './expand/reverse.js';
import { emojiReverse } from './emoji/reverse.js';
import { mentionReverse } from './mention/reverse.js';
import { statusReverse } from './status/reverse.js';
import { dateReverse } from './date/reverse.js';
import { cardReverse } from './card/reverse.js';
import { layoutReverse } from './layout/reverse.js';
import { extensionReverse } from './extension/reverse.js';
import { placeholderReverse } from './placeholder/reverse.js';
import { rawReverse } from './raw/reverse.js';

/**
 * What each construct writes: ADF → Markdown (`adfToMarkdown`, `convertAdf`).
 * Every construct folder with a part of this direction, in the order of src/constructs/index.ts
 * (tests/constructs/completeness.test.ts checks both).
 */
export const REVERSE_PARTS: readonly ReversePart[] = [
  textReverse,
  paragraphReverse,
  headingReverse,
  codeBlockReverse,
  ruleReverse,
  quoteReverse,
  listsReverse,
  taskListReverse,
  decisionListReverse,
  tableReverse,
  mediaReverse,
  expandReverse,
  emojiReverse,
  mentionReverse,
  statusReverse,
  dateReverse,
  cardReverse,
  layoutReverse,
  extensionReverse,
  placeholderReverse,
  rawReverse,
];
