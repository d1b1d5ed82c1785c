import type { ForwardPart } from '../engine/parts.js';
import type { SyntaxPlugin } from '../markdown/types.js';
import { textForward } from './text/forward.js';
import { paragraphForward } from './paragraph/forward.js';
import { headingForward } from './heading/forward.js';
import { codeBlockForward } from './code-block/forward.js';
import { mathForward } from './math/forward.js';
import { ruleForward } from './rule/forward.js';
import { quoteForward } from './quote/forward.js';
import { calloutForward } from './callout/forward.js';
import { listsForward } from './lists/forward.js';
import { taskListForward } from './task-list/forward.js';
import { tableForward } from './table/forward.js';
import { mediaForward } from './media/forward.js';
import { expandForward } from './expand/forward.js';
import { htmlForward } from './html/forward.js';
import { emphasisForward } from './emphasis/forward.js';
import { linkForward } from './link/forward.js';
import { emojiForward } from './emoji/forward.js';
import { mentionForward } from './mention/forward.js';
import { footnotesForward } from './footnotes/forward.js';
import { layoutForward } from './layout/forward.js';
import { directiveTokensPlugin } from '../directives/tokens.js';

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
  htmlForward,
  emphasisForward,
  linkForward,
  emojiForward,
  mentionForward,
  footnotesForward,
  layoutForward,
];

/**
 * The markdown-it plugins the tokenizer applies, in this order: every forward part's `syntax`,
 * and the directive comments' rules (src/directives/tokens.ts), which are no construct's. Rules
 * placed at the same rule of markdown-it's (`after('inline')`, `before('fence')`) take the order
 * their plugins are applied in, so this order, not the list's, decides theirs
 * (tests/markdown/rule-chains.test.ts pins the chains). markdown-it-footnote puts its
 * `footnote_tail` directly after `inline`, before every rule placed there earlier, and the notes
 * are listed after every other rule there has run: the footnotes come first, then the directive
 * comments, then the constructs in the list's order (whose rules placed after `inline` thus run
 * before the directive comments' one, the last applied first).
 */
export const SYNTAX: readonly SyntaxPlugin[] = [
  footnotesForward.syntax!,
  directiveTokensPlugin,
  ...FORWARD_PARTS.flatMap((part) => (part === footnotesForward ? [] : (part.syntax ?? []))),
];
