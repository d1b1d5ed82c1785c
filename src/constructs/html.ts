import type { HtmlPart } from '../engine/construct.js';
import { textHtml } from './text/html-part.js';
import { paragraphHtml } from './paragraph/html-part.js';
import { headingHtml } from './heading/html-part.js';
import { codeBlockHtml } from './code-block/html-part.js';
import { ruleHtml } from './rule/html-part.js';
import { quoteHtml } from './quote/html-part.js';
import { listsHtml } from './lists/html-part.js';
import { taskListHtml } from './task-list/html-part.js';
import { decisionListHtml } from './decision-list/html-part.js';
import { tableHtml } from './table/html-part.js';
import { mediaHtml } from './media/html-part.js';
import { expandHtml } from './expand/html-part.js';
import { emojiHtml } from './emoji/html-part.js';
import { mentionHtml } from './mention/html-part.js';
import { statusHtml } from './status/html-part.js';
import { dateHtml } from './date/html-part.js';
import { cardHtml } from './card/html-part.js';
import { layoutHtml } from './layout/html-part.js';
import { extensionHtml } from './extension/html-part.js';
import { placeholderHtml } from './placeholder/html-part.js';
import { rawHtml } from './raw/html-part.js';

/**
 * What each construct renders: ADF → HTML (`adfToHtml`).
 * Every construct folder with a part of this direction, in the order of src/constructs/index.ts
 * (tests/constructs/completeness.test.ts checks both).
 */
export const HTML_PARTS: readonly HtmlPart[] = [
  textHtml,
  paragraphHtml,
  headingHtml,
  codeBlockHtml,
  ruleHtml,
  quoteHtml,
  listsHtml,
  taskListHtml,
  decisionListHtml,
  tableHtml,
  mediaHtml,
  expandHtml,
  emojiHtml,
  mentionHtml,
  statusHtml,
  dateHtml,
  cardHtml,
  layoutHtml,
  extensionHtml,
  placeholderHtml,
  rawHtml,
];
