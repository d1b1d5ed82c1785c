import type { HtmlPart } from '../engine/parts.js';
import { textHtml } from './text/html.js';
import { paragraphHtml } from './paragraph/html.js';
import { headingHtml } from './heading/html.js';
import { codeBlockHtml } from './code-block/html.js';
import { ruleHtml } from './rule/html.js';
import { quoteHtml } from './quote/html.js';
import { listsHtml } from './lists/html.js';
import { taskListHtml } from './task-list/html.js';
import { decisionListHtml } from './decision-list/html.js';
import { tableHtml } from './table/html.js';
import { mediaHtml } from './media/html.js';
import { expandHtml } from './expand/html.js';
import { emojiHtml } from './emoji/html.js';
import { mentionHtml } from './mention/html.js';
import { statusHtml } from './status/html.js';
import { dateHtml } from './date/html.js';
import { cardHtml } from './card/html.js';
import { layoutHtml } from './layout/html.js';
import { extensionHtml } from './extension/html.js';
import { placeholderHtml } from './placeholder/html.js';
import { rawHtml } from './raw/html.js';

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
