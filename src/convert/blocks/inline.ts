import type { AdfNode } from '../../types.js';
import type { ConvertContext } from '../context.js';
import { convertInline } from '../inline/index.js';
import { plainText } from '../inline/image.js';
import { locator } from '../locate.js';
import type { BlockHandler } from './handler.js';
import { taskMarker } from './task-list.js';

/** The inline content of the innermost block: a paragraph, a heading, or a table cell's paragraph. */
export const inline: BlockHandler = (token, ctx) => {
  const block = ctx.current;
  const cell = cellOf(ctx);
  const line = token.map?.[0] ?? ctx.rowLine;
  let searchFrom = 0;
  if (cell) {
    const found = ctx.line(line).indexOf(token.content, ctx.rowCursor);
    searchFrom = found < 0 ? ctx.rowCursor : found;
    ctx.rowCursor = searchFrom + token.content.length;
  }
  const children = token.children ?? [];
  if (block.type === 'paragraph' && !cell && children.length === 1 && children[0].type === 'image') {
    const image = children[0];
    toMediaSingle(block, String(image.attrGet('src') ?? ''), plainText(image.children ?? []));
    if (image.attrGet('title')) {
      ctx.report(
        'image-title-dropped',
        'ADF media has no title; the image title is dropped',
        ctx.positionOf(block),
      );
    }
    return;
  }
  markTask(ctx, token.content);
  block.content = convertInline(ctx, token, locator(ctx, line, token.content, searchFrom), cell);
};

function cellOf(ctx: ConvertContext): AdfNode | undefined {
  const parent = ctx.stack[ctx.stack.length - 2];
  return parent && (parent.type === 'tableCell' || parent.type === 'tableHeader') ? parent : undefined;
}

/** An image alone in its paragraph is a media block: the paragraph becomes `mediaSingle`. */
function toMediaSingle(block: AdfNode, url: string, alt: string): void {
  const attrs: Record<string, unknown> = { type: 'external', url };
  if (alt !== '') attrs.alt = alt;
  block.type = 'mediaSingle';
  block.attrs = { layout: 'center' };
  block.content = [{ type: 'media', attrs }];
}

function markTask(ctx: ConvertContext, raw: string): void {
  const depth = ctx.stack.length;
  const item = ctx.stack[depth - 2];
  if (item?.type !== 'listItem' || ctx.stack[depth - 3]?.type !== 'bulletList') return;
  if (item.content?.[0] !== ctx.current) return;
  const state = taskMarker(raw);
  if (state) ctx.taskState.set(item, state);
}
