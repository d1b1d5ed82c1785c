import type { ForwardPart } from '../engine/construct.js';
import { textForward } from './text/forward-part.js';
import { paragraphForward } from './paragraph/forward-part.js';
import { headingForward } from './heading/forward-part.js';
import { codeBlockForward } from './code-block/forward-part.js';
import { mathForward } from './math/forward-part.js';
import { ruleForward } from './rule/forward-part.js';
import { quoteForward } from './quote/forward-part.js';
import { calloutForward } from './callout/forward-part.js';
import { listsForward } from './lists/forward-part.js';
import { taskListForward } from './task-list/forward-part.js';
import { tableForward } from './table/forward-part.js';
import { mediaForward } from './media/forward-part.js';
import { expandForward } from './expand/forward-part.js';
import { emphasisForward } from './emphasis/forward-part.js';
import { linkForward } from './link/forward-part.js';
import { emojiForward } from './emoji/forward-part.js';
import { mentionForward } from './mention/forward-part.js';
import { footnotesForward } from './footnotes/forward-part.js';
import { layoutForward } from './layout/forward-part.js';

/**
 * What each construct reads: Markdown → ADF (`markdownToAdf`, `convert`).
 * Every construct folder with a part of this direction, in the order of src/constructs/index.ts
 * (tests/constructs/completeness.test.ts checks both).
 */
export const FORWARD_PARTS: readonly ForwardPart[] = [
  textForward,
  paragraphForward,
  headingForward,
  codeBlockForward,
  mathForward,
  ruleForward,
  quoteForward,
  calloutForward,
  listsForward,
  taskListForward,
  tableForward,
  mediaForward,
  expandForward,
  emphasisForward,
  linkForward,
  emojiForward,
  mentionForward,
  footnotesForward,
  layoutForward,
];
