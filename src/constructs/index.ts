import type { Construct } from '../engine/construct.js';
import { textConstruct } from './text/index.js';
import { paragraphConstruct } from './paragraph/index.js';
import { headingConstruct } from './heading/index.js';
import { codeBlockConstruct } from './code-block/index.js';
import { mathConstruct } from './math/index.js';
import { ruleConstruct } from './rule/index.js';
import { quoteConstruct } from './quote/index.js';
import { calloutConstruct } from './callout/index.js';
import { listsConstruct } from './lists/index.js';
import { taskListConstruct } from './task-list/index.js';
import { decisionListConstruct } from './decision-list/index.js';
import { tableConstruct } from './table/index.js';
import { mediaConstruct } from './media/index.js';
import { expandConstruct } from './expand/index.js';
import { htmlConstruct } from './html/index.js';
import { emphasisConstruct } from './emphasis/index.js';
import { linkConstruct } from './link/index.js';
import { emojiConstruct } from './emoji/index.js';
import { mentionConstruct } from './mention/index.js';
import { statusConstruct } from './status/index.js';
import { dateConstruct } from './date/index.js';
import { cardConstruct } from './card/index.js';
import { footnotesConstruct } from './footnotes/index.js';
import { layoutConstruct } from './layout/index.js';
import { extensionConstruct } from './extension/index.js';
import { placeholderConstruct } from './placeholder/index.js';
import { rawConstruct } from './raw/index.js';

/**
 * Every construct mdadf reads, writes and renders. Each direction has its own list of the
 * constructs' parts (forward.ts, reverse.ts, html.ts beside this file), so that an entry point
 * bundles only the direction it runs; src/engine/maps.ts derives the lookup tables from them.
 */
export const CONSTRUCTS: readonly Construct[] = [
  textConstruct,
  paragraphConstruct,
  headingConstruct,
  codeBlockConstruct,
  mathConstruct,
  ruleConstruct,
  quoteConstruct,
  calloutConstruct,
  listsConstruct,
  taskListConstruct,
  decisionListConstruct,
  tableConstruct,
  mediaConstruct,
  expandConstruct,
  htmlConstruct,
  emphasisConstruct,
  linkConstruct,
  emojiConstruct,
  mentionConstruct,
  statusConstruct,
  dateConstruct,
  cardConstruct,
  footnotesConstruct,
  layoutConstruct,
  extensionConstruct,
  placeholderConstruct,
  rawConstruct,
];
