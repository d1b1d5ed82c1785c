import type { Directive } from '../../directives/parse-comment.js';
import { commentSpan, directiveOf, directivesOf } from '../../directives/tokens.js';
import type { Token } from '../../markdown/types.js';
import { type DirectiveSpec, directiveSpec, RAW_NODE_DIRECTIVE } from '../../registry/directives.js';
import type { AdfNode } from '../../types.js';
import type { ConvertContext } from '../context.js';
import { addPending, applyAttributes, checkDirective, missingAttributes } from '../directives.js';
import { type Locator, locator } from '../locate.js';
import { parseRawNode } from '../raw-node.js';
import { literalParagraph } from './literal.js';
import { addBlock } from './handler.js';

/**
 * The tokens of HTML blocks (src/directives/tokens.ts): directive comments (which wait
 * for the next block), an `adf:node` carrying a whole node, a plain comment (dropped, with a
 * warning), or raw HTML (kept as text); `<details>` tags are the expand's own tokens. A line that starts with
 * an inline directive (`<!-- adf:status -->DONE`) never gets here: the tokenizer made it a
 * paragraph.
 */
export function directiveBlock(token: Token, ctx: ConvertContext): void {
  readDirective(token, ctx, directiveOf(token), locator(ctx, token.map![0], token.content));
}

function readDirective(token: Token, ctx: ConvertContext, directive: Directive, locate: Locator): void {
  if (directive.name === RAW_NODE_DIRECTIVE) {
    const node = parseRawNode(ctx, directive.body, locate(directive.offset), 'block');
    if (node) ctx.append(node, token);
    return;
  }
  const spec = checkDirective(ctx, directive, locate);
  if (!spec) return;
  if (opensCurrent(ctx, spec)) applyAttributes(ctx, ctx.current, directive.attributes, spec, locate);
  else addPending(ctx, { piece: directive, spec, locate, nextLine: token.map![1] }, token.map![0]);
}

export function htmlComment(token: Token, ctx: ConvertContext): void {
  const at = locator(ctx, token.map![0], token.content)(commentSpan(token).offset);
  ctx.report('html-comment-dropped', 'HTML comment has no ADF form; it is not in the output', at);
}

/** HTML with no ADF form, between or around the tags: kept literally, with a warning. */
export function rawHtml(ctx: ConvertContext, token: Token, text: string, offset: number): void {
  let lead = 0;
  while (lead < text.length && text[lead].trim() === '') lead++;
  ctx.report(
    'raw-html',
    'raw HTML has no ADF form; its text is kept literally (Markdown needs a blank line after an HTML line)',
    locator(ctx, token.map![0], token.content)(offset + lead),
  );
  literalParagraph(ctx, text.trim(), token);
}

/** A directive that names the node it stands first in (`adf:listItem`), before anything else there. */
function opensCurrent(ctx: ConvertContext, spec: DirectiveSpec): boolean {
  const node = ctx.current;
  return (
    spec.firstIn?.includes(node.type) === true &&
    (node.content?.length ?? 0) === 0 &&
    ctx.directives.pending.length === 0
  );
}

/**
 * Directives whose registry entry has `alone` (`adf:paragraph`, `adf:extension`), alone in
 * their block, with no block on the next line (a blank line, the end of their container or of
 * the document follows) are that node itself: an empty paragraph, a macro. Otherwise they wait
 * for the next block as any directive does.
 */
export function aloneBlock(token: Token, ctx: ConvertContext): void {
  const directives = directivesOf(token);
  const locate = locator(ctx, token.map![0], token.content);
  const next = ctx.nextToken;
  const alone =
    ctx.directives.pending.length === 0 &&
    (next === undefined || next.nesting === -1 || next.map?.[0] !== token.map![1]);
  if (!alone) {
    for (const directive of directives) readDirective(token, ctx, directive, locate);
    return;
  }
  aloneNode(token, ctx, directives, directiveSpec(directives[0].name)!, locate);
}

function aloneNode(
  token: Token,
  ctx: ConvertContext,
  directives: readonly Directive[],
  spec: DirectiveSpec,
  locate: Locator,
): void {
  const node: AdfNode =
    spec.alone === 'paragraph' ? { type: 'paragraph', content: [] } : { type: spec.alone! };
  for (const directive of directives) {
    for (const problem of directive.problems) {
      ctx.report('malformed-directive', `malformed directive: ${problem.message}`, locate(problem.offset));
    }
    applyAttributes(ctx, node, directive.attributes, spec, locate);
  }
  const required = [...(spec.required ?? []), ...(spec.aloneRequired ?? [])];
  const missing = missingAttributes(node, { ...spec, required });
  if (missing) {
    ctx.report('malformed-directive', `\`adf:${spec.alone}\` ${missing}; it applies to nothing`, locate(0));
    return;
  }
  addBlock(ctx, node, token);
}
