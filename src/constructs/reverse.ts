import type { ReversePart } from '../engine/construct.js';
import { textReverse } from './text/reverse-part.js';
import { paragraphReverse } from './paragraph/reverse-part.js';
import { headingReverse } from './heading/reverse-part.js';
import { codeBlockReverse } from './code-block/reverse-part.js';
import { ruleReverse } from './rule/reverse-part.js';
import { quoteReverse } from './quote/reverse-part.js';
import { listsReverse } from './lists/reverse-part.js';
import { taskListReverse } from './task-list/reverse-part.js';
import { decisionListReverse } from './decision-list/reverse-part.js';
import { tableReverse } from './table/reverse-part.js';
import { mediaReverse } from './media/reverse-part.js';
import { expandReverse } from './expand/reverse-part.js';
import { emojiReverse } from './emoji/reverse-part.js';
import { mentionReverse } from './mention/reverse-part.js';
import { statusReverse } from './status/reverse-part.js';
import { dateReverse } from './date/reverse-part.js';
import { cardReverse } from './card/reverse-part.js';
import { layoutReverse } from './layout/reverse-part.js';
import { extensionReverse } from './extension/reverse-part.js';
import { placeholderReverse } from './placeholder/reverse-part.js';
import { rawReverse } from './raw/reverse-part.js';

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
