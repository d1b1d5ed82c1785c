import { directiveOf } from '../../directives/tokens.js';
import type { Token } from '../../markdown/types.js';
import { RAW_NODE_DIRECTIVE } from '../../registry/directives.js';
import { applyAttributes, checkDirective, firstInWhere } from '../directives.js';
import type { Locator } from '../locate.js';
import { parseRawNode } from '../raw-node.js';
import { awaitInline } from './inline-directive.js';
import { applyHtmlTag } from './html-tags.js';
import type { InlineState } from './state.js';

/**
 * Inline HTML: a tag with an ADF meaning (`<u>`, `<br>`, see html-tags.ts), or raw HTML (kept
 * as literal text, with a warning). Comments are tokens of their own (src/directives/tokens.ts).
 */
export function htmlInline(token: Token, state: InlineState): void {
  // Only the offset now: a recognised tag needs its position only if it is never closed.
  const start = state.find(token.content);
  if (applyHtmlTag(token.content, state, start)) return;
  state.ctx.report('raw-html', 'raw HTML has no ADF form; its text is kept literally', state.locate(start));
  state.text(token.content);
}

/** A plain comment: dropped, with a warning. */
export function htmlCommentInline(token: Token, state: InlineState): void {
  state.ctx.report(
    'html-comment-dropped',
    'HTML comment has no ADF form; it is not in the output',
    locatorOf(token, state)(0),
  );
}

/** A cell directive at the start of a cell, an inline directive (`adf:status`) or an inline `adf:node`. */
export function directiveInline(token: Token, state: InlineState): void {
  const locate = locatorOf(token, state);
  const { ctx } = state;
  const piece = directiveOf(token);
  if (piece.name === RAW_NODE_DIRECTIVE) {
    const node = parseRawNode(ctx, piece.body, locate(piece.offset), 'inline');
    if (!node) return;
    if (node.type === 'text') {
      ctx.verbatim ??= new Set();
      ctx.verbatim.add(node);
    }
    state.node(node);
    return;
  }
  const spec = checkDirective(ctx, piece, locate);
  if (!spec) return;
  if (spec.inline) {
    awaitInline(state, { piece, spec, locate });
  } else if (spec.atCellStart && state.atCellStart && state.cell) {
    applyAttributes(ctx, state.cell, piece.attributes, spec, locate);
    state.trimNextText = true;
  } else {
    const where = spec.atCellStart
      ? 'a cell directive must stand at the very start of a cell'
      : spec.firstIn
        ? firstInWhere(spec.firstIn)
        : 'a block directive must stand on its own line directly before the block';
    ctx.report(
      'dangling-directive',
      `\`adf:${piece.name}\` applies to nothing: ${where}`,
      locate(piece.offset),
    );
  }
}

function locatorOf(token: Token, state: InlineState): Locator {
  const start = state.find(token.content);
  return (offset) => state.locate(start + offset);
}
