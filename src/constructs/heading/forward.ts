import type { BlockHandler } from '../../convert/blocks/handler.js';
import { openBlock } from '../../convert/blocks/handler.js';
import { fitMarksIn, keptAsThey, leavesFit, parentSettled, queue } from '../../convert/build-repair.js';
import { BlockWithAttrs } from '../../convert/plain.js';
import { boldParagraph, headingMessage } from './fit.js';

/** `h1`..`h6`: ATX `#` count or setext `=` (1) / `-` (2), as markdown-it already decided. */
export const headingOpen: BlockHandler = (token, ctx) => {
  // `h1`..`h6`: the digit's code, without a string to parse.
  const level = token.tag.charCodeAt(1) - 48;
  // A constructor, not a literal, for the tree's most made nodes (convert/plain.ts).
  openBlock(ctx, new BlockWithAttrs('heading', { level }), token);
};

/**
 * Where the profile forbids a heading (a list item; a quote in `atlassian`), it closes as the bold
 * paragraph the fit pass would make of it (fit.ts), so the document fits as built.
 */
export const headingClose: BlockHandler = (_token, ctx) => {
  const stack = ctx.stack;
  const at = stack.length - 1;
  const parent = stack[at - 1];
  const heading = stack[at];
  if (
    parent &&
    !ctx.rules.get(parent.type)?.kids.has('heading') &&
    parentSettled(ctx) &&
    leavesFit(ctx, heading)
  ) {
    const paragraph = boldParagraph(ctx, heading, true);
    const kids = paragraph.content!;
    // Else the fit pass repairs it, as before: its content or the paragraph need more than marks.
    if (keptAsThey(ctx, 'paragraph', kids) && keptAsThey(ctx, parent.type, [paragraph])) {
      queue(ctx, 'heading-to-paragraph', headingMessage(parent.type), heading);
      fitMarksIn(ctx, 'paragraph', kids, parent);
      fitMarksIn(ctx, parent.type, [paragraph], parent);
      stack[at] = paragraph;
      const siblings = parent.content!;
      siblings[siblings.length - 1] = paragraph;
    }
  }
  ctx.close();
};
