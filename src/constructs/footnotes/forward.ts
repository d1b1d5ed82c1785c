import type { AdfNode } from '../../types.js';
import type { BlockHandler } from '../../convert/blocks/handler.js';
import { close } from '../../convert/blocks/handler.js';
import type { ForwardPart } from '../../engine/parts.js';
import { footnotesConstruct } from './index.js';
import { footnoteRef } from './ref.js';
import { footnotesPlugin } from './tokens.js';

/**
 * The notes of GFM footnotes (markdown-it-footnote gathers them at the end of the document):
 * a rule, then an ordered list, one item per note in the order of first reference, each
 * ending with a back-link `↩` to its reference (`#fnref-1`), as GitHub shows them.
 */
export const footnoteBlockOpen: BlockHandler = (_token, ctx) => {
  ctx.append({ type: 'rule' });
  ctx.open({ type: 'orderedList', attrs: { order: 1 }, content: [] });
};

export const footnoteOpen: BlockHandler = (token, ctx) => {
  ctx.open({ type: 'listItem', content: [] });
  if (token.meta?.unreferenced) {
    // The tokenizer found the definition (tail.ts); line 1 when it could not.
    const label = String(token.meta.label);
    ctx.report(
      'footnote-unreferenced',
      `footnote [^${label}] is not referenced in the text; its note is listed after the others`,
      { line: Number(token.meta.line ?? 1), column: Number(token.meta.column ?? 1) },
    );
  }
};

/** The back-link ends the note's last paragraph (or stands alone after a last block of another kind). */
export const footnoteAnchor: BlockHandler = (token, ctx) => {
  // Nothing refers to an unreferenced note: no way back; a note referenced twice links back once.
  if (token.meta?.unreferenced || Number(token.meta?.subId ?? 0) > 0) return;
  const number = Number(token.meta?.id ?? 0) + 1;
  const backLink: AdfNode = {
    type: 'text',
    text: '↩',
    marks: [{ type: 'link', attrs: { href: `#fnref-${number}` } }],
  };
  const block = ctx.current;
  if (block.type !== 'paragraph') {
    ctx.append({ type: 'paragraph', content: [backLink] });
    return;
  }
  block.content ??= [];
  const content = block.content;
  const last = content.at(-1);
  if (last?.type === 'text' && !last.marks) last.text += ' ';
  else content.push({ type: 'text', text: ' ' });
  content.push(backLink);
};

export const footnotesForward: ForwardPart = {
  construct: footnotesConstruct,
  syntax: footnotesPlugin,
  blockTokens: {
    footnote_block_open: footnoteBlockOpen,
    footnote_block_close: close,
    footnote_open: footnoteOpen,
    footnote_close: close,
    footnote_anchor: footnoteAnchor,
  },
  inlineTokens: { footnote_ref: footnoteRef },
};
