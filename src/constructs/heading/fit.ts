import { compareMarks } from '../../adf/marks.js';
import { aNode } from '../../adf/node-names.js';
import type { Repair } from '../../convert/fit.js';
import type { ConvertContext } from '../../convert/context.js';
import type { AdfNode } from '../../types.js';

/**
 * A text of the heading, bold. Code stays as it is: bold never combines with code (mark-fit.ts
 * keeps code), and a bold added only to be dropped would be a warning about a mark nobody wrote.
 */
function withStrong(text: AdfNode): AdfNode {
  if (text.marks?.some((m) => m.type === 'strong' || m.type === 'code')) return text;
  return { ...text, marks: [...(text.marks ?? []), { type: 'strong' }].sort(compareMarks) };
}

const headingMessage = (parent: string): string =>
  `a heading is not allowed inside ${aNode(parent)}; it becomes a bold paragraph`;

/**
 * The bold paragraph a heading becomes where the profile forbids one, at the heading's line.
 * Block marks (alignment) come along; fitting its marks drops, with a warning, what the new place forbids.
 */
function boldParagraph(ctx: ConvertContext, heading: AdfNode): AdfNode {
  const content = (heading.content ?? []).map((child) => (child.type === 'text' ? withStrong(child) : child));
  const paragraph: AdfNode = heading.marks
    ? { type: 'paragraph', marks: heading.marks, content }
    : { type: 'paragraph', content };
  ctx.lineOf.set(paragraph, ctx.lineOf.get(heading) ?? 0);
  return paragraph;
}

/** A heading where the profile forbids one (a table cell, a list item): a bold paragraph. */
export const headingToParagraph: Repair = (fit, frame, heading) => {
  fit.report(frame, heading, 'heading-to-paragraph', headingMessage(frame.node.type));
  const paragraph = boldParagraph(fit.ctx, heading);
  fit.refit(paragraph);
  fit.place(frame, paragraph);
};
