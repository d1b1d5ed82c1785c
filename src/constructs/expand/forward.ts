import type { Position } from '../../diagnostics/sink.js';
import type { Token } from '../../markdown/tokenizer.js';
import type { AdfNode } from '../../types.js';
import type { ConvertContext } from '../../convert/context.js';
import type { Locator } from '../../convert/locate.js';
import { literalParagraph } from '../../convert/blocks/literal.js';
import { decodeEntities } from '../../markdown/entities.js';
import { claimDirectives } from '../../convert/directives.js';

/**
 * `<details><summary>Title</summary>` … Markdown … `</details>` is ADF's expand. markdown-it
 * gives the tags as HTML blocks around the Markdown between them (a blank line after the
 * summary), so the tags open and close a container on the converter's stack.
 */
export type DetailsPiece =
  | { kind: 'open'; offset: number }
  | { kind: 'summary'; title: string; raw: string; offset: number }
  | { kind: 'close'; offset: number }
  | { kind: 'text'; text: string; offset: number };

const TAGS = /<details(?:\s[^>]*)?>|<\/details\s*>|<summary(?:\s[^>]*)?>([\s\S]*?)<\/summary\s*>/gi;

/** Splits HTML into the details tags and what lies between them (offsets relative to `base`). */
export function splitDetails(html: string, base: number): DetailsPiece[] {
  const pieces: DetailsPiece[] = [];
  let last = 0;
  const addText = (end: number) => {
    const text = html.slice(last, end);
    const start = text.search(/\S/);
    if (start >= 0) pieces.push({ kind: 'text', text: text.slice(start), offset: base + last + start });
  };
  for (const match of html.matchAll(TAGS)) {
    const at = match.index;
    addText(at);
    const tag = match[0].toLowerCase();
    if (tag.startsWith('<summary'))
      pieces.push({ kind: 'summary', title: titleOf(match[1]), raw: match[0], offset: base + at });
    else if (tag.startsWith('</')) pieces.push({ kind: 'close', offset: base + at });
    else pieces.push({ kind: 'open', offset: base + at });
    last = at + match[0].length;
  }
  addText(html.length);
  return pieces;
}

/** A summary is HTML: its tags are dropped, its entities decoded, its blanks collapsed. */
function titleOf(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Expand at the top level; `nestedExpand` where ADF nests one (inside an expand or a table cell).
 * ADF nests no deeper: a `<details>` directly inside a nested expand is flattened into it (its
 * summary becomes a bold line, its content follows), so no title or text is lost.
 */
function openExpand(ctx: ConvertContext, token: Token, at: Position, first: boolean): void {
  const current = ctx.current;
  if (current.type === 'nestedExpand' && ctx.isHtmlOpened(current)) {
    ctx.flattenedDetails.set(current, (ctx.flattenedDetails.get(current) ?? 0) + 1);
    ctx.flatTitleFor = current;
    ctx.report(
      'expand-flattened',
      'ADF nests expands only two deep; this `<details>` is flattened into the nested expand around it',
      at,
    );
    return;
  }
  const nested = ctx.stack.some((node) => NESTING_PARENTS.has(node.type));
  // The title is empty until a summary gives one (nestedExpand must have attrs).
  const expand: AdfNode = { type: nested ? 'nestedExpand' : 'expand', attrs: { title: '' }, content: [] };
  // `adf:expand` on the line before gives its identifier; only a `<details>` opening the block stands there.
  claimDirectives(ctx, expand, first ? token.map?.[0] : undefined);
  ctx.openHtml(expand, token);
  ctx.columnOf.set(expand, at.column - 1);
}

/** A `</details>`: ends a flattened level, or closes the innermost expand; false when none is open here. */
function closeExpand(ctx: ConvertContext): boolean {
  const flattened = ctx.flattenedDetails.get(ctx.current) ?? 0;
  if (flattened > 0 && ctx.isHtmlOpened(ctx.current)) {
    ctx.flattenedDetails.set(ctx.current, flattened - 1);
    return true;
  }
  return ctx.closeHtml();
}

const NESTING_PARENTS = new Set(['expand', 'nestedExpand', 'tableCell', 'tableHeader']);

function isFreshExpand(node: AdfNode): boolean {
  const expand = node.type === 'expand' || node.type === 'nestedExpand';
  return expand && node.attrs?.title === '' && node.content?.length === 0;
}

/** Handles the details pieces of one HTML block; the text between tags is kept literally. */
export function convertDetails(
  ctx: ConvertContext,
  token: Token,
  pieces: DetailsPiece[],
  locate: Locator,
): void {
  for (const piece of pieces) {
    if (piece.kind === 'open') {
      openExpand(ctx, token, locate(piece.offset), piece === pieces[0]);
    } else if (piece.kind === 'summary' && ctx.stack.length > 1 && isFreshExpand(ctx.current)) {
      ctx.current.attrs = { ...ctx.current.attrs, title: piece.title };
    } else if (piece.kind === 'summary' && ctx.flatTitleFor === ctx.current) {
      ctx.flatTitleFor = undefined;
      if (piece.title !== '') {
        ctx.append(
          { type: 'paragraph', content: [{ type: 'text', text: piece.title, marks: [{ type: 'strong' }] }] },
          token,
        );
      }
    } else if (piece.kind === 'close') {
      if (!closeExpand(ctx)) {
        ctx.report(
          'details-unbalanced',
          '`</details>` has no open `<details>` in the same container; kept as text',
          locate(piece.offset),
        );
        literalParagraph(ctx, '</details>', token);
      }
    } else {
      const text = piece.kind === 'summary' ? piece.raw : piece.text;
      ctx.report(
        'raw-html',
        'raw HTML has no ADF form; its text is kept literally (Markdown needs a blank line after an HTML line)',
        locate(piece.offset),
      );
      literalParagraph(ctx, text.trim(), token);
    }
  }
}
