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

/** A node type as words for messages: `codeBlock` → "code block". */
export function nodeName(type: string): string {
  return type.replace(/([A-Z])/g, ' $1').toLowerCase();
}

/** The same with its article: "a table", "an emoji", "an inline card". */
export function aNode(type: string): string {
  const words = nodeName(type);
  return `${'aeiou'.includes(words[0]) ? 'an' : 'a'} ${words}`;
}

/** A date node's day as written in Markdown (`2024-01-31`), from its timestamp in milliseconds. */
export function isoDate(timestamp: unknown): string {
  const date = new Date(Number(timestamp));
  return Number.isNaN(date.getTime()) ? String(timestamp ?? '') : date.toISOString().slice(0, 10);
}
