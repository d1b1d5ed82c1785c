import type { Token } from '../markdown/types.js';
import type { ConvertOptions, Profile } from '../types.js';
import { inline } from './blocks/inline.js';
import { literalParagraph } from './blocks/literal.js';
import { ConvertContext, emptyContent } from './context.js';
import type { Forward } from './forward.js';
import { flushDangling } from './directives.js';
import { readFrontMatter } from './front-matter.js';
import { checkedResolvers } from './resolver-answers.js';

/**
 * Markdown → the natural ADF tree: markdown-it's flat token stream, one handler per token
 * type, an explicit stack of open nodes. The tree is fitted to a profile afterwards (fit.ts).
 */
export function buildTree(
  forward: Forward,
  markdown: string,
  profile: Profile,
  options: ConvertOptions = {},
): ConvertContext {
  const ctx: ConvertContext = new ConvertContext(
    markdown,
    profile,
    checkedResolvers(options, (message) =>
      ctx.report('resolver-answer-invalid', message, ctx.positionOf(ctx.current)),
    ),
    forward.inlineHandlers,
  );
  const blocks = forward.blocks(readFrontMatter(ctx));
  const tokens: Array<Token | undefined> = blocks.tokens;
  const parse = blocks.inline;
  const handlers = forward.blockHandlers;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    // Handled tokens are let go as the tree grows: the garbage collector then never copies a
    // large document's tokens and its tree together (nothing looks back, only one token ahead).
    tokens[i] = undefined;
    // The token ahead is read for its place (`nesting`, `map`), never for its children.
    ctx.nextToken = tokens[i + 1];
    const type = token.type;
    if (type === 'inline') {
      // An inline token's children are made only now, so they die with its paragraph. A quarter
      // of the tokens: their handler is known without a lookup.
      if (parse !== undefined) parse(token);
      inline(token, ctx);
      continue;
    }
    const handler = handlers.get(type);
    if (handler) handler(token, ctx);
    else if (token.content) literalParagraph(ctx, token.content, token);
  }
  finishBuild(ctx);
  return ctx;
}

/**
 * The end of a build, in a function of its own: in buildTree, optimised while its loop runs,
 * these reads of the context met a context of another shape with every document (the handlers
 * fill its fields) and threw the optimised loop away each time, 44 times in a cold pass over the
 * corpus.
 */
function finishBuild(ctx: ConvertContext): void {
  flushDangling(ctx, 'nothing follows it');
  // Every block markdown-it opens it closes, but a node left open must still have its array (openBlock).
  for (const node of ctx.stack) emptyContent(node);
  for (const task of ctx.afterBuild) task();
}
