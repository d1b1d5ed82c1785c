import type { BlockHandler } from '../../convert/blocks/handler.js';
import { openBlock } from '../../convert/blocks/handler.js';
import type { ConvertContext } from '../../convert/context.js';
import type { Token } from '../../markdown/types.js';
import type { AdfNode } from '../../types.js';
import type { CalloutMeta } from './kinds.js';
import type { ForwardPart } from '../../engine/parts.js';
import { calloutBlocksPlugin } from './blocks.js';
import { calloutConstruct } from './index.js';
import { expandType } from '../expand/forward.js';

/**
 * A callout is a panel of its type; a foldable one (`[!faq]-`, `???`) is that panel inside an
 * expand titled by it, and VitePress's `::: details` an expand alone. `openPanel` opens the
 * panel (a quote's opens it at its `>`), so an `adf:panel` directive before it lands on it.
 */
export function openCallout(ctx: ConvertContext, token: Token, openPanel: (panel: AdfNode) => void): void {
  const meta = token.meta as unknown as CalloutMeta;
  if (meta.fold || meta.expandOnly) {
    const expand: AdfNode = { type: expandType(ctx), attrs: { title: meta.title ?? '' }, content: [] };
    if (meta.expandOnly) openBlock(ctx, expand, token);
    else ctx.open(expand, token);
  }
  if (!meta.expandOnly) openPanel({ type: 'panel', attrs: { panelType: meta.panelType }, content: [] });
  if (meta.unknown !== undefined) {
    ctx.report(
      'callout-type-unknown',
      `"${meta.unknown}" is not a callout type mdadf knows; the panel is an info panel, titled with the type`,
      ctx.positionOf(ctx.current),
    );
  }
}

export function closeCallout(ctx: ConvertContext, token: Token): void {
  const meta = token.meta as unknown as CalloutMeta;
  if (!meta.expandOnly) ctx.close();
  if (meta.fold || meta.expandOnly) ctx.close();
}

/** MkDocs admonitions and Docusaurus / VitePress containers (block rules in this folder). */
export const calloutOpen: BlockHandler = (token, ctx) => {
  openCallout(ctx, token, (panel) => {
    const node = openBlock(ctx, panel, token);
    ctx.setColumn(node, (token.meta?.column as number | undefined) ?? 0);
  });
};

export const calloutClose: BlockHandler = (token, ctx) => {
  closeCallout(ctx, token);
};

export const calloutForward: ForwardPart = {
  construct: calloutConstruct,
  syntax: calloutBlocksPlugin,
  blockTokens: { callout_open: calloutOpen, callout_close: calloutClose },
};
