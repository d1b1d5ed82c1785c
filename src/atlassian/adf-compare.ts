import { walk } from '../adf/walk.js';
import type { AdfNode } from '../types.js';

/**
 * What a publisher compares between the document it would write and the one the site holds:
 * equality (an equal document is not written), the file media ids a document references, and
 * the nodes that Markdown holds only as written directives, which an update must not drop
 * unless told to.
 */

/** Deep equality of JSON values with an explicit stack; key order does not matter. */
export function sameJson(a: unknown, b: unknown): boolean {
  const pending: Array<[unknown, unknown]> = [[a, b]];
  while (pending.length > 0) {
    const [x, y] = pending.pop()!;
    if (x === y) continue;
    if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return false;
    if (Array.isArray(x) !== Array.isArray(y)) return false;
    if (Array.isArray(x)) {
      const ys = y as unknown[];
      if (x.length !== ys.length) return false;
      for (let i = 0; i < x.length; i++) pending.push([x[i], ys[i]]);
      continue;
    }
    const xo = x as Record<string, unknown>;
    const yo = y as Record<string, unknown>;
    const keys = Object.keys(xo).filter((k) => xo[k] !== undefined);
    if (keys.length !== Object.keys(yo).filter((k) => yo[k] !== undefined).length) return false;
    for (const key of keys) {
      if (!(key in yo)) return false;
      pending.push([xo[key], yo[key]]);
    }
  }
  return true;
}

/** The file media ids (Media Services UUIDs) a document references, in document order. */
export function fileMediaIds(doc: AdfNode | null | undefined): string[] {
  const ids: string[] = [];
  if (!doc) return ids;
  walk(doc, ({ node }) => {
    if ((node.type === 'media' || node.type === 'mediaInline') && node.attrs?.type === 'file') {
      ids.push(String(node.attrs.id));
    }
    return undefined;
  });
  return ids;
}

/**
 * Node types Markdown holds only as directives (docs/syntax.md): a file without them drops them,
 * most often because someone added them in Jira after the file was written.
 */
const KEPT_ONLY_AS_WRITTEN = new Set([
  'extension',
  'bodiedExtension',
  'inlineExtension',
  'multiBodiedExtension',
  'mediaGroup',
  'mediaInline',
  'status',
  'date',
]);

/** How many of each such node type a document has. */
export function keptOnlyAsWritten(doc: AdfNode | null | undefined): Map<string, number> {
  const counts = new Map<string, number>();
  if (!doc) return counts;
  walk(doc, ({ node }) => {
    if (KEPT_ONLY_AS_WRITTEN.has(node.type)) counts.set(node.type, (counts.get(node.type) ?? 0) + 1);
    return undefined;
  });
  return counts;
}

/** The length Jira measures a text field by: its ADF as JSON. */
export function storedLength(doc: AdfNode): number {
  return JSON.stringify(doc).length;
}
