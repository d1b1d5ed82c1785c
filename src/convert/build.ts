import { type Token, tokenizeBlocks } from '../markdown/tokenizer.js';
import type { ConvertOptions, Profile } from '../types.js';
import { BLOCK_HANDLERS } from './blocks/index.js';
import { inline } from './blocks/inline.js';
import { literalParagraph } from './blocks/literal.js';
import { ConvertContext } from './context.js';
import { flushDangling } from './directives.js';
import { checkChildren, checkDoc, emptyContent } from './fit-ahead.js';
import { readFrontMatter } from './front-matter.js';
import { reportDropped } from './inline/fitting-marks.js';
import { reportRepairs } from './build-repair.js';
import { checkedResolvers } from './resolver-answers.js';

/**
 * Markdown → the natural ADF tree: markdown-it's flat token stream, one handler per token
 * type, an explicit stack of open nodes. The tree is fitted to a profile afterwards (fit.ts).
 */
export function buildTree(markdown: string, profile: Profile, options: ConvertOptions = {}): ConvertContext {
  const ctx: ConvertContext = new ConvertContext(
    markdown,
    profile,
    checkedResolvers(options, (message) =>
      ctx.report('resolver-answer-invalid', message, ctx.positionOf(ctx.current)),
    ),
  );
  const blocks = tokenizeBlocks(readFrontMatter(ctx));
  const tokens: Array<Token | undefined> = blocks.tokens;
  const parse = blocks.inline;
  const handlers = BLOCK_HANDLERS.built();
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
  flushDangling(ctx, 'nothing follows it');
  // Every block markdown-it opens it closes, but a node left open must still have its array (openBlock).
  for (const node of ctx.stack) emptyContent(node);
  // The doc's children are final as a container's are when it closes (fit-ahead.ts).
  checkChildren(ctx, ctx.doc);
  for (const task of ctx.afterBuild) task();
  reportDropped(ctx);
  reportRepairs(ctx);
  checkDoc(ctx);
  return ctx;
}
