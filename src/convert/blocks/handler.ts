import type { Token } from '../../markdown/types.js';
import type { AdfNode } from '../../types.js';
import type { ConvertContext } from '../context.js';
import { claimDirectives } from '../directives.js';

export type BlockHandler = (token: Token, ctx: ConvertContext) => void;

/**
 * Opens a container block; directives on the line before it apply to it. The common blocks are
 * opened with `content: undefined` (the key in place, so keys keep their order): their first
 * child, or a paragraph's inline content, brings an array of its own, and the empty one each
 * was made with was garbage at once (`ConvertContext.close` gives one to a block closed empty).
 */
export function openBlock(ctx: ConvertContext, node: AdfNode, token: Token): AdfNode {
  // Asked here: nearly every block has no directive before it, and this runs for every one.
  if (ctx.directives.pending.length > 0) claimDirectives(ctx, node, token.map?.[0]);
  return ctx.open(node, token);
}

/** Adds a leaf block; directives on the line before it apply to it. */
export function addBlock(ctx: ConvertContext, node: AdfNode, token: Token): AdfNode {
  if (ctx.directives.pending.length > 0) claimDirectives(ctx, node, token.map?.[0]);
  return ctx.append(node, token);
}

export const close: BlockHandler = (_token, ctx) => {
  ctx.close();
};

/** Tokens that only group others (thead, tbody) have no ADF node. */
export const ignore: BlockHandler = () => {};
