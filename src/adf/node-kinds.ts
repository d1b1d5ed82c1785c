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

/** A node type as words for messages: `codeBlock` → "code block". */
export function nodeName(type: string): string {
  return type.replace(/([A-Z])/g, ' $1').toLowerCase();
}

/** The same with its article: "a table", "an emoji", "an inline card". */
export function aNode(type: string): string {
  const words = nodeName(type);
  return `${'aeiou'.includes(words[0]) ? 'an' : 'a'} ${words}`;
}
