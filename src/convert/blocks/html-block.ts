import { splitComments } from '../../directives/parse-comment.js';
import { RAW_NODE_DIRECTIVE } from '../../registry/directives.js';
import type { Token } from '../../markdown/tokenizer.js';
import type { ConvertContext } from '../context.js';
import { addPending, checkDirective } from '../directives.js';
import { locator } from '../locate.js';
import { parseRawNode } from '../raw-node.js';
import { literalParagraph } from './literal.js';

/**
 * An HTML block is either directive comments (which wait for the next block), an `adf:node`
 * carrying a whole node, a plain comment (dropped, with a warning), or raw HTML (kept as text).
 */
export function htmlBlock(token: Token, ctx: ConvertContext): void {
  const firstLine = token.map![0];
  const locate = locator(ctx, firstLine, token.content);
  for (const piece of splitComments(token.content)) {
    if (piece.kind === 'other') {
      ctx.report('raw-html', 'raw HTML has no ADF form; its text is kept literally', locate(piece.offset));
      literalParagraph(ctx, piece.text.trim(), token);
    } else if (piece.kind === 'comment') {
      ctx.report(
        'html-comment-dropped',
        'HTML comment has no ADF form; it is not in the output',
        locate(piece.offset),
      );
    } else if (piece.name === RAW_NODE_DIRECTIVE) {
      const node = parseRawNode(ctx, piece.body, locate(piece.offset), 'block');
      if (node) ctx.append(node, token);
    } else {
      const spec = checkDirective(ctx, piece, locate);
      if (spec) addPending(ctx, { piece, spec, locate, nextLine: token.map![1] }, firstLine);
    }
  }
}
