import type { Token } from '../../markdown/types.js';
import type { AdfNode } from '../../types.js';
import type { ConvertContext } from '../../convert/context.js';
import { rawHtml } from '../../convert/blocks/html-block.js';
import { literalParagraph } from '../../convert/blocks/literal.js';
import { claimDirectives } from '../../convert/directives.js';
import { locator } from '../../convert/locate.js';
import { detailsTagOf } from './tokens.js';
import type { ForwardPart } from '../../engine/parts.js';
import { expandConstruct } from './index.js';
import { detailsPlugin } from './tokens.js';

/**
 * The expand's tokens (tokens.ts): a `<details>` opens an expand on the converter's stack, its
 * `</details>` closes it, its `<summary>` gives the title. Expand at the top level;
 * `nestedExpand` where ADF nests one (inside an expand or a table cell). ADF nests no deeper: a
 * `<details>` directly inside a nested expand is flattened into it (its summary becomes a bold
 * line, its content follows), so no title or text is lost.
 */
export function detailsOpen(token: Token, ctx: ConvertContext): void {
  const tag = detailsTagOf(token);
  const at = locator(ctx, token.map![0], token.content)(tag.offset);
  if (tag.inDetails && ctx.current.type === 'nestedExpand') {
    tag.flattened = true;
    ctx.report(
      'expand-flattened',
      'ADF nests expands only two deep; this `<details>` is flattened into the nested expand around it',
      at,
    );
    return;
  }
  // The title is empty until a summary gives one (nestedExpand must have attrs).
  const expand: AdfNode = { type: expandType(ctx), attrs: { title: '' }, content: [] };
  // `adf:expand` on the line before gives its identifier; only a `<details>` opening the block stands there.
  const first = token.content.slice(0, tag.offset).trim() === '';
  claimDirectives(ctx, expand, first ? token.map?.[0] : undefined);
  ctx.open(expand, token);
  ctx.setColumn(expand, at.column - 1);
}

const NESTING_PARENTS = new Set(['expand', 'nestedExpand', 'tableCell', 'tableHeader']);

/** The type of an expand opened here (a `<details>`, a foldable callout): nested where ADF nests one. */
export const expandType = (ctx: ConvertContext): string =>
  ctx.stack.some((node) => NESTING_PARENTS.has(node.type)) ? 'nestedExpand' : 'expand';

/**
 * An expand made before the node it goes into (an HTML cell Markdown fills, html/forward.ts):
 * nested where ADF nests one. One holding a nested expand stays an expand (ADF nests no deeper),
 * which the fit pass moves out after the table, every word kept.
 */
export function nestIn(parent: AdfNode, node: AdfNode): void {
  if (
    node.type === 'expand' &&
    NESTING_PARENTS.has(parent.type) &&
    !node.content!.some((child) => child.type === 'nestedExpand')
  )
    node.type = 'nestedExpand';
}

export function detailsSummary(token: Token, ctx: ConvertContext): void {
  const tag = detailsTagOf(token);
  const title = tag.title!;
  const flattened = tag.details?.flattened && !tag.details.titled ? tag.details : undefined;
  if (ctx.stack.length > 1 && isFreshExpand(ctx.current)) {
    ctx.current.attrs = { ...ctx.current.attrs, title };
  } else if (flattened) {
    flattened.titled = true;
    if (title !== '') {
      const strong = { type: 'text', text: title, marks: [{ type: 'strong' }] };
      ctx.append({ type: 'paragraph', content: [strong] }, token);
    }
  } else {
    rawHtml(ctx, token, token.content.slice(tag.offset, tag.end), tag.offset);
  }
}

function isFreshExpand(node: AdfNode): boolean {
  const expand = node.type === 'expand' || node.type === 'nestedExpand';
  return expand && node.attrs?.title === '' && node.content?.length === 0;
}

export function detailsClose(token: Token, ctx: ConvertContext): void {
  const tag = detailsTagOf(token);
  if (!tag.open) {
    const at = locator(ctx, token.map![0], token.content)(tag.offset);
    ctx.report(
      'details-unbalanced',
      '`</details>` has no open `<details>` in the same container; kept as text',
      at,
    );
    literalParagraph(ctx, '</details>', token);
    return;
  }
  if (tag.open.flattened) return;
  const node = ctx.close();
  if (tag.unclosed) {
    ctx.report(
      'details-unbalanced',
      `\`<details>\` has no \`</details>\` before its enclosing block ends; the ${node.type} ends there`,
      ctx.positionOf(node),
    );
  }
}

export const expandForward: ForwardPart = {
  construct: expandConstruct,
  syntax: detailsPlugin,
  blockTokens: {
    details_open: detailsOpen,
    details_summary: detailsSummary,
    details_close: detailsClose,
  },
};
