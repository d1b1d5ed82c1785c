import { compareMarks } from '../../adf/marks.js';
import { aNode } from '../../adf/node-names.js';
import type { Repair } from '../../convert/fit.js';
import type { AdfNode } from '../../types.js';

function withStrong(text: AdfNode): AdfNode {
  if (text.marks?.some((m) => m.type === 'strong')) return text;
  return { ...text, marks: [...(text.marks ?? []), { type: 'strong' }].sort(compareMarks) };
}

/** A heading where the profile forbids one (a table cell, a list item): a bold paragraph. */
export const headingToParagraph: Repair = (fit, frame, heading) => {
  fit.report(
    frame,
    heading,
    'heading-to-paragraph',
    `a heading is not allowed inside ${aNode(frame.node.type)}; it becomes a bold paragraph`,
  );
  const content = (heading.content ?? []).map((child) => (child.type === 'text' ? withStrong(child) : child));
  // Block marks (alignment) come along; fitMarks drops, with a warning, what the new place forbids.
  const paragraph: AdfNode = heading.marks
    ? { type: 'paragraph', marks: heading.marks, content }
    : { type: 'paragraph', content };
  fit.ctx.lineOf.set(paragraph, fit.ctx.lineOf.get(heading) ?? 0);
  fit.refit(paragraph);
  fit.place(frame, paragraph);
};
