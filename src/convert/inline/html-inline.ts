import { splitComments } from '../../directives/parse-comment.js';
import type { Token } from '../../markdown/tokenizer.js';
import { applyAttributes } from '../directives.js';
import { eachHtmlPiece } from '../html-pieces.js';
import type { Locator } from '../locate.js';
import { awaitInline } from './inline-directive.js';
import { applyHtmlTag } from './html-tags.js';
import type { InlineState } from './state.js';

/**
 * Inline HTML: a tag with an ADF meaning (`<u>`, `<br>`, see html-tags.ts), a cell directive at
 * the start of a cell, an inline directive (`adf:status`), an inline `adf:node`, a plain comment
 * (dropped, with a warning), or raw HTML (kept as literal text, with a warning).
 */
export function htmlInline(token: Token, state: InlineState): void {
  const start = state.find(token.content);
  const locate: Locator = (offset) => state.locate(start + offset);
  const { ctx } = state;
  eachHtmlPiece(ctx, splitComments(token.content), locate, 'inline', {
    other: (text, offset) => {
      if (applyHtmlTag(text, state, locate(offset))) return;
      ctx.report('raw-html', 'raw HTML has no ADF form; its text is kept literally', locate(offset));
      state.text(text);
    },
    node: (node) => state.node(node),
    directive: (piece, spec) => {
      if (spec.inline) {
        awaitInline(state, { piece, spec, locate });
      } else if (spec.atCellStart && state.atCellStart && state.cell) {
        applyAttributes(ctx, state.cell, piece.attributes, spec, locate);
        state.trimNextText = true;
      } else {
        const where = spec.atCellStart
          ? 'a cell directive must stand at the very start of a cell'
          : 'a block directive must stand on its own line directly before the block';
        ctx.report(
          'dangling-directive',
          `\`adf:${piece.name}\` applies to nothing: ${where}`,
          locate(piece.offset),
        );
      }
    },
  });
}
