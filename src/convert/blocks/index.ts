import { alertOpen, blockquoteOpen } from './blockquote.js';
import { fence, indentedCode } from './code.js';
import { footnoteAnchor, footnoteBlockOpen, footnoteOpen } from './footnotes.js';
import { type BlockHandler, close, ignore } from './handler.js';
import { headingOpen } from './heading.js';
import { htmlBlock } from './html-block.js';
import { inline } from './inline.js';
import { bulletListClose, bulletListOpen, listItemOpen, orderedListOpen } from './list.js';
import { paragraphOpen } from './paragraph.js';
import { hr } from './rule.js';
import { cellClose, cellOpenHandler, headerOpen, rowOpen, tableOpen } from './table.js';

/** One handler per markdown-it block token type; adding a construct is adding a row. */
export const BLOCK_HANDLERS: ReadonlyMap<string, BlockHandler> = new Map<string, BlockHandler>([
  ['paragraph_open', paragraphOpen],
  ['paragraph_close', close],
  ['heading_open', headingOpen],
  ['heading_close', close],
  ['blockquote_open', blockquoteOpen],
  ['blockquote_close', close],
  ['alert_open', alertOpen],
  ['alert_close', close],
  ['bullet_list_open', bulletListOpen],
  ['bullet_list_close', bulletListClose],
  ['ordered_list_open', orderedListOpen],
  ['ordered_list_close', close],
  ['list_item_open', listItemOpen],
  ['list_item_close', close],
  ['fence', fence],
  ['code_block', indentedCode],
  ['hr', hr],
  ['html_block', htmlBlock],
  ['table_open', tableOpen],
  ['table_close', close],
  ['thead_open', ignore],
  ['thead_close', ignore],
  ['tbody_open', ignore],
  ['tbody_close', ignore],
  ['tr_open', rowOpen],
  ['tr_close', close],
  ['th_open', headerOpen],
  ['th_close', cellClose],
  ['td_open', cellOpenHandler],
  ['td_close', cellClose],
  ['inline', inline],
  ['footnote_block_open', footnoteBlockOpen],
  ['footnote_block_close', close],
  ['footnote_open', footnoteOpen],
  ['footnote_close', close],
  ['footnote_anchor', footnoteAnchor],
]);
