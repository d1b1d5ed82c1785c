import { pointerOf, type Visit, walk } from '../adf/walk.js';
import type { ContentModel } from '../schema/content-model.js';
import { isJsonObject } from './document-shape.js';
import { childPointer } from './pointer.js';
import type { ValidationError } from './types.js';

/**
 * Errors about which node may stand where, phrased with the content model ("blockquote is
 * not allowed in blockquote (allowed: ...)"): the schema validator can only say that none of
 * the dozens of variants matched. Walks in document order (src/adf/walk.ts); the caller has
 * already bounded the depth.
 */
export function contentModelErrors(
  doc: Record<string, unknown>,
  model: ContentModel,
  limit: number,
): ValidationError[] {
  const known = new Set(model.nodeTypes());
  const errors: ValidationError[] = [];
  // A child with a problem is reported with its parent, by index, and not entered.
  const rejected = new WeakMap<Visit<Record<string, unknown>>, Set<number>>();
  walk(doc, (at) => {
    if (errors.length >= limit) return 'stop';
    if (at.parent && rejected.get(at.parent)?.has(at.index)) return 'skip';
    const { node } = at;
    const parentType = node.type;
    if (typeof parentType !== 'string' || !known.has(parentType) || !Array.isArray(node.content))
      return 'skip';
    const content: unknown[] = node.content;
    let path: string | undefined;
    const here = (): string => (path ??= pointerOf(at));
    const minItems = model.minItems(parentType);
    if (content.length < minItems) {
      errors.push({
        path: childPointer(here(), 'content'),
        message: `${parentType} must contain at least ${minItems} node${minItems === 1 ? '' : 's'}`,
      });
    }
    const bad = new Set<number>();
    content.forEach((child, index) => {
      const problem = childProblem(model, known, parentType, child);
      if (!problem) return;
      const childPath = childPointer(here(), 'content', index);
      errors.push({ path: problem.inMarks ? childPointer(childPath, 'marks') : childPath, ...problem });
      bad.add(index);
    });
    rejected.set(at, bad);
  });
  return errors.slice(0, limit).map(({ path, message }) => ({ path, message }));
}

function childProblem(
  model: ContentModel,
  known: ReadonlySet<string>,
  parentType: string,
  child: unknown,
): { message: string; inMarks?: boolean } | undefined {
  if (!isJsonObject(child) || typeof child.type !== 'string') {
    return { message: 'must be a node: an object with a string "type"' };
  }
  const childType = child.type;
  if (!known.has(childType)) return { message: `unknown node type ${JSON.stringify(childType)}` };
  if (!model.allows(parentType, childType)) {
    const allowed = model.children(parentType);
    return {
      message:
        allowed.length === 0
          ? `${childType} is not allowed here: ${parentType} contains no nodes`
          : `${childType} is not allowed in ${parentType} (allowed: ${allowed.join(', ')})`,
    };
  }
  const marks = child.marks;
  if (!Array.isArray(marks) || !marks.every((mark) => isJsonObject(mark) && typeof mark.type === 'string')) {
    return undefined;
  }
  const markTypes = marks.map((mark) => (mark as { type: string }).type);
  if (model.allowsMarks(parentType, childType, markTypes)) return undefined;
  const sets = (model.markSets(parentType, childType) ?? []).filter((set) => set.length > 0);
  const where = `on ${childType} in ${parentType}`;
  if (sets.length === 0) return { inMarks: true, message: `no marks are allowed ${where}` };
  const listed = sets.map((set) => `[${set.join(', ')}]`).join(' or ');
  const unknown = markTypes.filter((type) => !sets.some((set) => set.includes(type)));
  return {
    inMarks: true,
    message:
      unknown.length > 0
        ? `mark${unknown.length === 1 ? '' : 's'} ${unknown.join(', ')} not allowed ${where} (allowed: ${listed})`
        : `marks [${markTypes.join(', ')}] cannot be combined ${where} (allowed together: ${listed})`,
  };
}
