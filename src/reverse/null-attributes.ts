/**
 * ProseMirror's `toJSON` writes every attribute a node did not set as `null` (`background:
 * null`, `localId: null`, `colwidth: null`), and documents saved from an editor straight from
 * it keep them. A null attribute says "not set", which is what leaving it out says; the
 * official schema admits neither as a value for most attributes, and a node written as
 * `adf:node` with one would read back invalid. So before anything is written, every null
 * attribute of every node and mark goes (the document is the reader's own JSON copy), with an explicit
 * stack: the depth of a document never sets the depth of a call.
 */
export function dropNullAttributes(doc: Record<string, unknown>): void {
  const stack: unknown[] = [doc];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === null || typeof node !== 'object' || Array.isArray(node)) continue;
    const { attrs, content, marks } = node as { attrs?: unknown; content?: unknown; marks?: unknown };
    if (attrs !== null && typeof attrs === 'object' && !Array.isArray(attrs)) {
      const own = attrs as Record<string, unknown>;
      for (const name of Object.keys(own)) if (own[name] === null) delete own[name];
    }
    // A mark's attributes alike (a link's `title: null`); a mark has no content to go on with.
    if (Array.isArray(marks)) for (const mark of marks) stack.push(mark);
    if (Array.isArray(content)) for (const child of content) stack.push(child);
  }
}
