import { diffArrays } from 'diff';
import type { AdfNode } from '../types.js';

/**
 * What an agent did not change stays exactly as the site holds it. The agent reads a body as
 * Markdown and sends Markdown back; converting that back gives what the Markdown says, which
 * differs from the stored ADF in what Markdown does not carry (ids the converter makes anew,
 * such as a status's `localId`; text runs split differently). So each stored node is compared
 * with what its own Markdown reads back as (`readBack`, the same conversion of the body as
 * read): where the new conversion equals that, the stored node is kept, byte for byte.
 *
 * The three lists are walked together, level by level, with an explicit stack: `stored` and
 * `readBack` pair by position (when their lengths differ at a level, nothing below it is
 * kept); `readBack` and `incoming` are aligned by a diff of their nodes' JSON, so an inserted
 * paragraph does not shift the rest. A changed node of the same type keeps its stored
 * attributes and marks where those read back unchanged, and its children are compared in turn.
 */
const MAX_DEPTH = 64;

interface Level {
  stored: AdfNode[];
  readBack: AdfNode[];
  incoming: AdfNode[];
  /** Where this level's result goes. */
  out: AdfNode[];
  depth: number;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function keepUnchanged(
  stored: readonly AdfNode[],
  readBack: readonly AdfNode[],
  incoming: readonly AdfNode[],
): AdfNode[] {
  const result: AdfNode[] = [];
  const pending: Level[] = [
    { stored: [...stored], readBack: [...readBack], incoming: [...incoming], out: result, depth: 0 },
  ];
  for (let level = pending.pop(); level !== undefined; level = pending.pop()) {
    if (level.stored.length !== level.readBack.length || level.depth > MAX_DEPTH) {
      level.out.push(...level.incoming);
      continue;
    }
    const changes = diffArrays(
      level.readBack.map((node) => JSON.stringify(node)),
      level.incoming.map((node) => JSON.stringify(node)),
    );
    let r = 0;
    let n = 0;
    for (let c = 0; c < changes.length; c++) {
      const change = changes[c];
      const count = change.count ?? change.value.length;
      if (!change.added && !change.removed) {
        for (let k = 0; k < count; k++) level.out.push(level.stored[r + k]);
        r += count;
        n += count;
        continue;
      }
      if (change.removed) {
        // A removal followed by an addition is an edit in place: pair them one by one.
        const next = changes[c + 1];
        const added = next?.added ? (next.count ?? next.value.length) : 0;
        for (let k = 0; k < added; k++) {
          if (k < count) level.out.push(edited(level, r + k, n + k, pending));
          else level.out.push(level.incoming[n + k]);
        }
        r += count;
        n += added;
        if (added > 0) c++;
        continue;
      }
      for (let k = 0; k < count; k++) level.out.push(level.incoming[n + k]);
      n += count;
    }
  }
  return result;
}

/** The incoming node, with what read back unchanged taken from the stored one. */
function edited(level: Level, r: number, n: number, pending: Level[]): AdfNode {
  const stored = level.stored[r];
  const readBack = level.readBack[r];
  const incoming = level.incoming[n];
  if (!stored || !readBack || !incoming || readBack.type !== incoming.type || stored.type !== readBack.type) {
    return incoming;
  }
  const node: AdfNode = { ...incoming };
  if (same(readBack.attrs, incoming.attrs)) keepField(node, 'attrs', stored.attrs);
  if (same(readBack.marks, incoming.marks)) keepField(node, 'marks', stored.marks);
  if (Array.isArray(incoming.content) && Array.isArray(stored.content) && Array.isArray(readBack.content)) {
    node.content = [];
    pending.push({
      stored: stored.content,
      readBack: readBack.content,
      incoming: incoming.content,
      out: node.content,
      depth: level.depth + 1,
    });
  }
  return node;
}

function keepField<K extends 'attrs' | 'marks'>(node: AdfNode, key: K, value: AdfNode[K]): void {
  if (value === undefined) delete node[key];
  else node[key] = value;
}
