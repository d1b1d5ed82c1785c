import { contentModel } from '../schema/content-model.js';

/**
 * ADF node types that stand among text (inline content), as opposed to blocks: what the
 * content model lets a paragraph hold.
 */
export const INLINE_NODE_TYPES: ReadonlySet<string> = new Set(contentModel('extended').children('paragraph'));

/** Mark types that may sit on text; every other mark belongs to the block (or media) it is on. */
export const TEXT_MARK_TYPES: ReadonlySet<string> = new Set(
  contentModel('extended')
    .nodeTypes()
    .flatMap((parent) => contentModel('extended').markSets(parent, 'text') ?? [])
    .flat(),
);
