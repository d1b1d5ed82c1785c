/** ADF node types that stand among text (inline content), as opposed to blocks. */
export const INLINE_NODE_TYPES: ReadonlySet<string> = new Set([
  'text',
  'hardBreak',
  'mention',
  'emoji',
  'date',
  'status',
  'placeholder',
  'inlineCard',
  'mediaInline',
  'inlineExtension',
]);
