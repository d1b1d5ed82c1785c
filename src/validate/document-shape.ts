import { pointerOf, walk } from '../adf/walk.js';
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
  let error: ValidationError | undefined;
  walk(doc, (at) => {
    if (at.depth <= MAX_NODE_DEPTH) return undefined;
    error = {
      path: pointerOf(at),
      message: `nodes are nested deeper than ${MAX_NODE_DEPTH} levels (the limit of this validator)`,
    };
    return 'stop';
  });
  return error;
}
