import { childPointer } from './pointer.js';
import type { ValidationError } from './types.js';

/**
 * Deepest node nesting accepted. The generated validator recurses once per level (and so
 * would any consumer walking the tree recursively), so depth is measured first, iteratively,
 * and a deeper document is invalid with this error instead of overflowing the stack.
 * 500 is far beyond what Jira or Confluence render and far below what the validator survives.
 */
export const MAX_NODE_DEPTH = 500;

export const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

interface Visit {
  node: Record<string, unknown>;
  depth: number;
  parent?: Visit;
  index: number;
}

function pointerOf(visit: Visit): string {
  const indices: number[] = [];
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) indices.push(at.index);
  return indices.reverse().reduce((path, index) => childPointer(path, 'content', index), '');
}

/**
 * The checks that must pass before the schema validator may run: the document is a JSON
 * object and no node is nested deeper than MAX_NODE_DEPTH (the document itself is depth 0).
 * Only `content` arrays nest nodes; the schema never descends into anything else unboundedly.
 */
export function documentShapeError(doc: unknown): ValidationError | undefined {
  if (!isJsonObject(doc)) {
    const kind = doc === null ? 'null' : Array.isArray(doc) ? 'an array' : `a ${typeof doc}`;
    return { path: '', message: `an ADF document must be a JSON object, got ${kind}` };
  }
  const pending: Visit[] = [{ node: doc, depth: 0, index: 0 }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    const content = visit.node.content;
    if (!Array.isArray(content)) continue;
    for (let index = 0; index < content.length; index++) {
      const child: unknown = content[index];
      if (!isJsonObject(child)) continue;
      const childVisit: Visit = { node: child, depth: visit.depth + 1, parent: visit, index };
      if (childVisit.depth > MAX_NODE_DEPTH) {
        return {
          path: pointerOf(childVisit),
          message: `nodes are nested deeper than ${MAX_NODE_DEPTH} levels (the limit of this validator)`,
        };
      }
      pending.push(childVisit);
    }
  }
  return undefined;
}
