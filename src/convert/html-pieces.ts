import type { CommentPiece } from '../directives/parse-comment.js';
import { type DirectiveSpec, RAW_NODE_DIRECTIVE } from '../registry/directives.js';
import type { AdfNode } from '../types.js';
import type { ConvertContext } from './context.js';
import { checkDirective } from './directives.js';
import type { Locator } from './locate.js';
import { parseRawNode } from './raw-node.js';

type DirectivePiece = Extract<CommentPiece, { kind: 'directive' }>;

/** What a block or an inline run does with each kind of piece of its HTML. */
export interface PieceHandlers {
  /** HTML that is not a comment. */
  other(text: string, offset: number): void;
  /** A node carried by `adf:node`, already parsed. */
  node(node: AdfNode): void;
  /** A directive whose name and syntax were checked. */
  directive(piece: DirectivePiece, spec: DirectiveSpec): void;
}

/**
 * The part of reading HTML that blocks and inline runs share: plain comments are dropped with
 * a warning, `adf:node` JSON is parsed, a directive is checked before it is handed on.
 */
export function eachHtmlPiece(
  ctx: ConvertContext,
  pieces: readonly CommentPiece[],
  locate: Locator,
  place: 'block' | 'inline',
  on: PieceHandlers,
): void {
  for (const piece of pieces) {
    if (piece.kind === 'other') {
      on.other(piece.text, piece.offset);
    } else if (piece.kind === 'comment') {
      ctx.report(
        'html-comment-dropped',
        'HTML comment has no ADF form; it is not in the output',
        locate(piece.offset),
      );
    } else if (piece.name === RAW_NODE_DIRECTIVE) {
      const node = parseRawNode(ctx, piece.body, locate(piece.offset), place);
      if (node) on.node(node);
    } else {
      const spec = checkDirective(ctx, piece, locate);
      if (spec) on.directive(piece, spec);
    }
  }
}
