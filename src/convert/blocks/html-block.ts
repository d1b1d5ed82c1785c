import { type CommentPiece, splitComments } from '../../directives/parse-comment.js';
import type { Token } from '../../markdown/tokenizer.js';
import { type DirectiveSpec, directiveSpec } from '../../registry/directives.js';
import type { AdfNode } from '../../types.js';
import type { ConvertContext } from '../context.js';
import { addPending, applyAttributes, missingAttributes } from '../directives.js';
import { eachHtmlPiece } from '../html-pieces.js';
import { locator } from '../locate.js';
import { convertDetails, splitDetails } from '../../constructs/expand/forward.js';
import { addBlock } from './handler.js';

/**
 * An HTML block is either directive comments (which wait for the next block), an `adf:node`
 * carrying a whole node, a plain comment (dropped, with a warning), `<details>` tags (an
 * expand), or raw HTML (kept as text). A line that starts with an inline directive
 * (`<!-- adf:status -->DONE`) never gets here: the tokenizer made it a paragraph
 * (src/markdown/inline-directive-lines.ts).
 */
export function htmlBlock(token: Token, ctx: ConvertContext): void {
  const firstLine = token.map![0];
  const locate = locator(ctx, firstLine, token.content);
  const pieces = splitComments(token.content);
  const alone = standsAlone(pieces, token, ctx);
  if (alone) {
    aloneNode(token, ctx, pieces, alone, locate);
    return;
  }
  eachHtmlPiece(ctx, pieces, locate, 'block', {
    other: (text, offset) => convertDetails(ctx, token, splitDetails(text, offset), locate),
    node: (node) => ctx.append(node, token),
    directive: (piece, spec) => addPending(ctx, { piece, spec, locate, nextLine: token.map![1] }, firstLine),
  });
}

/**
 * A directive whose registry entry has `alone` (`adf:paragraph`, `adf:extension`) with no
 * block on the next line (a blank line, the end of its container or of the document follows)
 * is that node itself: an empty paragraph, a macro. Returns its spec, or undefined.
 */
function standsAlone(
  pieces: readonly CommentPiece[],
  token: Token,
  ctx: ConvertContext,
): DirectiveSpec | undefined {
  // Almost no HTML block holds a directive: settle those without filtering the pieces.
  if (!pieces.some((p) => p.kind === 'directive')) return undefined;
  const directives = pieces.filter((p) => p.kind === 'directive');
  if (directives.length !== pieces.filter((p) => p.kind !== 'other' || p.text.trim() !== '').length)
    return undefined;
  const name = directives[0]?.name;
  const spec = name === undefined ? undefined : directiveSpec(name);
  if (!spec?.alone || directives.some((p) => p.name !== name) || ctx.pending.length > 0) return undefined;
  const next = ctx.nextToken;
  return next === undefined || next.nesting === -1 || next.map?.[0] !== token.map![1] ? spec : undefined;
}

function aloneNode(
  token: Token,
  ctx: ConvertContext,
  pieces: readonly CommentPiece[],
  spec: DirectiveSpec,
  locate: ReturnType<typeof locator>,
): void {
  const node: AdfNode =
    spec.alone === 'paragraph' ? { type: 'paragraph', content: [] } : { type: spec.alone! };
  for (const piece of pieces) {
    if (piece.kind !== 'directive') continue;
    for (const problem of piece.problems) {
      ctx.report('malformed-directive', `malformed directive: ${problem.message}`, locate(problem.offset));
    }
    applyAttributes(ctx, node, piece.attributes, spec, locate);
  }
  const required = [...(spec.required ?? []), ...(spec.aloneRequired ?? [])];
  const missing = missingAttributes(node, { ...spec, required });
  if (missing) {
    ctx.report('malformed-directive', `\`adf:${spec.alone}\` ${missing}; it applies to nothing`, locate(0));
    return;
  }
  addBlock(ctx, node, token);
}
