import { contentModel } from '../schema/content-model.js';

/**
 * ADF node types that stand among text (inline content), as opposed to blocks: what the
 * content model lets a paragraph hold.
 */
export const INLINE_NODE_TYPES: ReadonlySet<string> = new Set(contentModel('extended').children('paragraph'));

/**
 * Mark types that may sit on text; every other mark belongs to the block (or media) it is on.
 * A pure call: only the HTML renderer reads it, so a bundle that only converts drops it and
 * its walk of the content model.
 */
export const TEXT_MARK_TYPES: ReadonlySet<string> = /* @__PURE__ */ textMarkTypes();

function textMarkTypes(): ReadonlySet<string> {
  return new Set(
    contentModel('extended')
      .nodeTypes()
      .flatMap((parent) => contentModel('extended').markSets(parent, 'text') ?? [])
      .flat(),
  );
}
