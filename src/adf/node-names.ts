// Apart from node-kinds.ts, which reads the generated content model: the registry's directive
// rows use these names, and the schema build reads the registry before anything is generated.

/** A node type as words for messages: `codeBlock` → "code block". */
export function nodeName(type: string): string {
  return type.replace(/([A-Z])/g, ' $1').toLowerCase();
}

/** The same with its article: "a table", "an emoji", "an inline card". */
export function aNode(type: string): string {
  const words = nodeName(type);
  return `${'aeiou'.includes(words[0]) ? 'an' : 'a'} ${words}`;
}
