import type { Frame, Repair } from '../../convert/fit.js';
import type { AdfNode } from '../../types.js';

/** The node placed last in the frame, if any. */
function lastPlaced(frame: Frame): AdfNode | undefined {
  if (frame.out === null) return frame.kept > 0 ? frame.kids[frame.kept - 1] : undefined;
  const last = frame.out.at(-1);
  return last && !('moved' in last) ? last : undefined;
}

/**
 * A caption stands where the `adf:caption` paragraph was, after its image: it joins the
 * `mediaSingle` placed just before it. Anywhere else it stays the paragraph it was.
 */
export const captionRepair: Repair = (fit, frame, caption) => {
  const image = lastPlaced(frame);
  if (
    image?.type === 'mediaSingle' &&
    image.content?.length === 1 &&
    fit.model.allows('mediaSingle', 'caption')
  ) {
    fit.refit(caption);
    image.content.push(caption);
    return;
  }
  fit.report(
    frame,
    caption,
    'dangling-directive',
    '`adf:caption` applies to nothing: the block before it is not an image alone in its paragraph; it stays a paragraph',
  );
  const paragraph: AdfNode = { ...caption, type: 'paragraph' };
  fit.ctx.lineOf.set(paragraph, fit.ctx.lineOf.get(caption) ?? 0);
  fit.refit(paragraph);
  fit.place(frame, paragraph);
};
