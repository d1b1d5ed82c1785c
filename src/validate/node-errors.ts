import { nodeProblems } from '../schema/check-node.js';
import type { Profile } from '../types.js';
import { childPointer } from './pointer.js';
import type { ValidationError } from './types.js';

const DOC_KEYS = new Set(['type', 'version', 'content']);

/**
 * Every error of the document's own keys and of each node on its own (attributes, keys,
 * marks, counts, children the node cannot hold), found with the compact node rules
 * (src/schema/check-node.ts) rather than the schema validator, which stops at its first
 * failure. A node that is wrong is reported once, and what it holds is not entered.
 */
export function nodeErrors(doc: Record<string, unknown>, profile: Profile, limit: number): ValidationError[] {
  const errors: ValidationError[] = [];
  for (const key of Object.keys(doc))
    if (!DOC_KEYS.has(key))
      errors.push({ path: childPointer('', key), message: `${JSON.stringify(key)} is not allowed here` });
  if (doc.type !== 'doc') errors.push({ path: '/type', message: 'must be "doc"' });
  if (doc.version !== 1) errors.push({ path: '/version', message: 'must be 1' });
  const content = doc.content;
  if (!Array.isArray(content)) {
    errors.push({ path: '/content', message: 'must be an array of nodes' });
    return errors.slice(0, limit);
  }
  for (let i = 0; i < content.length && errors.length < limit; i++) {
    const at = childPointer('', 'content', i);
    for (const problem of nodeProblems(content[i], profile, limit - errors.length))
      errors.push({ path: at + problem.path, message: problem.message });
  }
  return errors.slice(0, limit);
}

/**
 * The errors of both lists in document order, without one inside a node the other already
 * reports (the content model's wording, first, says best which node may stand where).
 */
export function mergeErrors(
  first: readonly ValidationError[],
  second: readonly ValidationError[],
  limit: number,
): ValidationError[] {
  const covered = (path: string) =>
    first.some((error) => path === error.path || path.startsWith(`${error.path}/`));
  const all = [...first, ...second.filter((error) => !covered(error.path))];
  return all.sort((a, b) => comparePointers(a.path, b.path)).slice(0, limit);
}

/**
 * Document order of two pointers, token by token: array indices as numbers, a node's own keys
 * (`attrs`, `marks`, `version`) before its `content`, a parent before what it holds.
 */
function comparePointers(a: string, b: string): number {
  const x = a.split('/');
  const y = b.split('/');
  for (let i = 1; i < Math.min(x.length, y.length); i++) {
    if (x[i] === y[i]) continue;
    const m = Number(x[i]);
    const n = Number(y[i]);
    if (Number.isInteger(m) && Number.isInteger(n)) return m - n;
    if (x[i] === 'content' || y[i] === 'content') return x[i] === 'content' ? 1 : -1;
    return x[i] < y[i] ? -1 : 1;
  }
  return x.length - y.length;
}
