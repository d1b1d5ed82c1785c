import { aNode } from '../adf/node-names.js';
import type { Profile } from '../types.js';
import { childPointer } from '../validate/pointer.js';
import type { NodeRule, ProfileNodeRules } from './build/derive-node-rules.js';
import { below, checkValue, describeValue, isJsonObject, type ValueProblem } from './check-value.js';
import generated from './generated/node-rules.js';

/**
 * Checks one node given as JSON (`adf:node`) against a profile, with the compact rules
 * scripts/build-schemas.ts derives from the profile's schema (generated/node-rules.js), and
 * without the ajv validators. An explicit stack walks the children, so any depth costs heap,
 * not call stack; the first problem, in document order, is returned (`nodeProblems`: all of them).
 *
 * A node is valid when one of the variants its parent allows for its type (`paragraph_with_no_marks`,
 * `paragraph_with_alignment`...) accepts its own properties, and each child is valid as one of
 * the variants those accept at its position. The node checked is a root: it is taken as its
 * type's variants where it will stand (ProfileNodeRules.roots), and its own marks need only be
 * valid marks; which of them it may keep where it lands is the repair pass's work (fit.ts).
 */
export interface NodeProblem {
  /** JSON pointer inside the checked node. */
  path: string;
  message: string;
}

/** The rules with the lookups the walk repeats for every node made once per profile. */
interface Index {
  rules: ProfileNodeRules;
  /** For each list of variant names (by identity), its rules by node type. */
  byType: WeakMap<readonly string[], Map<string, NodeRule[]>>;
  /** Mark rule names by mark type. */
  markNames: Map<string, string[]>;
  /** Each rule's variant name, and the child-variant unions made so far (see childVariants). */
  nameOf: Map<NodeRule, string>;
  unions: Map<string, readonly string[]>;
}

const indexes = new Map<Profile, Index>();

function indexOf(profile: Profile): Index {
  let index = indexes.get(profile);
  if (!index) {
    const rules = (generated as Readonly<Record<Profile, ProfileNodeRules>>)[profile];
    const markNames = new Map<string, string[]>();
    for (const [name, rule] of Object.entries(rules.marks)) {
      for (const type of rule.properties?.type?.enum ?? []) {
        markNames.set(String(type), [...(markNames.get(String(type)) ?? []), name]);
      }
    }
    const nameOf = new Map(Object.entries(rules.nodes).map(([name, rule]) => [rule, name]));
    index = { rules, byType: new WeakMap(), markNames, nameOf, unions: new Map() };
    indexes.set(profile, index);
  }
  return index;
}

function rulesOfType(index: Index, variants: readonly string[], type: string): readonly NodeRule[] {
  let byType = index.byType.get(variants);
  if (!byType) {
    byType = new Map();
    for (const name of variants) {
      const rule = index.rules.nodes[name];
      byType.set(rule.type, [...(byType.get(rule.type) ?? []), rule]);
    }
    index.byType.set(variants, byType);
  }
  return byType.get(type) ?? [];
}

interface Visit {
  value: unknown;
  /** Variant names allowed here; undefined for the root. */
  variants: readonly string[] | undefined;
  parent?: Visit;
  parentType?: string;
  index: number;
  depth: number;
}

/** `maxDepth`: how many node levels the node may have, itself included (unbounded by default). */
export const checkNode = (value: unknown, profile: Profile, maxDepth = Number.POSITIVE_INFINITY) =>
  nodeProblems(value, profile, 1, maxDepth)[0] as NodeProblem | undefined;

/**
 * Up to `limit` problems of the node, in document order: a node with a problem is reported
 * once and its children are not entered (what they may be depends on what it is); the walk
 * goes on with its siblings, so every node that is wrong on its own is found.
 */
export function nodeProblems(
  value: unknown,
  profile: Profile,
  limit: number,
  maxDepth = Number.POSITIVE_INFINITY,
): NodeProblem[] {
  const index = indexOf(profile);
  const problems: NodeProblem[] = [];
  const stack: Visit[] = [{ value, variants: undefined, index: 0, depth: 1 }];
  while (stack.length > 0 && problems.length < limit) {
    const visit = stack.pop()!;
    if (visit.depth > maxDepth) {
      problems.push({
        path: '',
        message: `nests nodes deeper than ${maxDepth} levels, all the document has room for here`,
      });
      return problems;
    }
    const result = checkOne(visit, index, profile);
    if ('path' in result) {
      problems.push({ path: pathOf(visit) + result.path, message: result.message });
      continue;
    }
    const { node, passed } = result;
    const content = node.content;
    if (!Array.isArray(content)) continue;
    const tuple = passed.some((rule) => rule.content?.tuple);
    const every = tuple ? undefined : childVariants(index, passed, 0);
    for (let position = content.length - 1; position >= 0; position--) {
      stack.push({
        value: content[position],
        variants: every ?? childVariants(index, passed, position),
        parent: visit,
        parentType: node.type as string,
        index: position,
        depth: visit.depth + 1,
      });
    }
  }
  return problems;
}

function pathOf(visit: Visit): string {
  const indices: number[] = [];
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) indices.push(at.index);
  return indices.reverse().reduce((path, index) => childPointer(path, 'content', index), '');
}

/**
 * Variants a child at this position may be, under any of the variants its parent passed as.
 * Each distinct union is made once per profile and reused, so the walk allocates no list per
 * child and rulesOfType finds it in its cache.
 */
function childVariants(index: Index, passed: readonly NodeRule[], position: number): readonly string[] {
  if (passed.length === 1 && passed[0].content && !passed[0].content.tuple)
    return passed[0].content.items as string[];
  const slots = passed.map((rule) => {
    const content = rule.content;
    if (!content) return -1;
    return content.tuple ? Math.min(position, content.items.length) : 0;
  });
  const key = passed.map((rule, i) => `${index.nameOf.get(rule)}:${slots[i]}`).join(',');
  let names = index.unions.get(key);
  if (!names) {
    const union = new Set<string>();
    passed.forEach((rule, i) => {
      const content = rule.content;
      if (!content) return;
      const items = content.tuple
        ? slots[i] < content.items.length
          ? (content.items[slots[i]] as string[])
          : (content.items as string[][]).flat()
        : (content.items as string[]);
      for (const name of items) union.add(name);
    });
    names = [...union];
    index.unions.set(key, names);
  }
  return names;
}

function checkOne(
  visit: Visit,
  index: Index,
  profile: Profile,
): ValueProblem | { node: Record<string, unknown>; passed: NodeRule[] } {
  const { value } = visit;
  if (!isJsonObject(value))
    return { path: '', message: `must be a node (an object with a \`type\`), not ${describeValue(value)}` };
  const type = value.type;
  if (typeof type !== 'string')
    return { path: '/type', message: `must be a string, not ${describeValue(type)}` };
  const root = visit.variants === undefined;
  const { rules } = index;
  const variants = root ? (Object.hasOwn(rules.roots, type) ? rules.roots[type] : []) : visit.variants!;
  const matching = rulesOfType(index, variants, type);
  if (matching.length === 0) return { path: '', message: notAllowed(type, visit, rules, profile) };
  const passed: NodeRule[] = [];
  let first: ValueProblem | undefined;
  // Children are checked under every variant that passes; a node without any needs only one.
  const leaf = !Array.isArray(value.content) || value.content.length === 0;
  for (const rule of matching) {
    const found = checkProperties(value, rule, index, root);
    if (found) first ??= found;
    else passed.push(rule);
    if (leaf && passed.length > 0) break;
  }
  if (passed.length === 0) return first!;
  return { node: value, passed };
}

function notAllowed(type: string, visit: Visit, rules: ProfileNodeRules, profile: Profile): string {
  if (visit.variants === undefined)
    return `"${type}" is not a node \`adf:node\` can give in the ${profile} profile`;
  const holds = [...new Set(visit.variants.map((name) => rules.nodes[name].type))];
  const parent = aNode(visit.parentType ?? 'node');
  return holds.length === 0
    ? `${parent} holds no content`
    : `${aNode(type)} is not allowed in ${parent} (allowed: ${holds.join(', ')})`;
}

/** The node's own properties against one variant; children are left to the walk. */
function checkProperties(
  node: Record<string, unknown>,
  rule: NodeRule,
  index: Index,
  root: boolean,
): ValueProblem | undefined {
  for (const key of Object.keys(node)) {
    if (rule.keys && !rule.keys.includes(key))
      return { path: childPointer('', key), message: `is not a property of ${aNode(rule.type)}` };
  }
  for (const key of rule.required) {
    if (!Object.hasOwn(node, key)) return { path: '', message: `${aNode(rule.type)} must have \`${key}\`` };
  }
  for (const [key, property] of Object.entries(rule.properties)) {
    if (!Object.hasOwn(node, key)) continue;
    const found = checkValue(node[key], property);
    if (found) return below(key, found);
  }
  if (Object.hasOwn(node, 'marks')) {
    const found = checkMarks(node.marks, rule, index, root);
    if (found) return found;
  }
  if (Object.hasOwn(node, 'content')) return checkContentShape(node.content, rule);
  return undefined;
}

function checkContentShape(content: unknown, rule: NodeRule): ValueProblem | undefined {
  if (!Array.isArray(content))
    return { path: '/content', message: `must be an array, not ${describeValue(content)}` };
  const model = rule.content;
  if (!model) {
    return content.length === 0
      ? undefined
      : { path: '/content', message: `${aNode(rule.type)} holds no content here` };
  }
  if (model.minItems !== undefined && content.length < model.minItems)
    return { path: '/content', message: `${aNode(rule.type)} must hold at least ${model.minItems} node(s)` };
  if (model.maxItems !== undefined && content.length > model.maxItems)
    return { path: '/content', message: `${aNode(rule.type)} holds at most ${model.maxItems} node(s)` };
  return undefined;
}

/**
 * Every mark must be a valid mark of the profile. Below the root, it must also be one the
 * variant allows; on the root, the repair pass drops (with a warning) what its place forbids.
 */
function checkMarks(marks: unknown, rule: NodeRule, index: Index, root: boolean): ValueProblem | undefined {
  if (!Array.isArray(marks))
    return { path: '/marks', message: `must be an array, not ${describeValue(marks)}` };
  const allowed = rule.marks;
  if (!root && allowed?.maxItems !== undefined && marks.length > allowed.maxItems) {
    return {
      path: '/marks',
      message:
        allowed.maxItems === 0
          ? `${aNode(rule.type)} takes no marks here`
          : `${aNode(rule.type)} takes at most ${allowed.maxItems} mark(s) here`,
    };
  }
  const anyMark = root || !allowed || allowed.names.includes('*');
  for (let i = 0; i < marks.length; i++) {
    const mark = marks[i];
    if (!isJsonObject(mark) || typeof mark.type !== 'string')
      return {
        path: childPointer('/marks', i),
        message: `must be a mark (an object with a string \`type\`), not ${describeValue(mark)}`,
      };
    const ofType = index.markNames.get(mark.type) ?? [];
    const named = anyMark ? ofType : ofType.filter((name) => allowed.names.includes(name));
    if (named.length === 0) {
      return {
        path: childPointer('/marks', i, 'type'),
        message: anyMark
          ? `"${mark.type}" is not a mark of this profile`
          : `${aNode(rule.type)} cannot have the mark "${mark.type}" here`,
      };
    }
    let first: ValueProblem | undefined;
    for (const name of named) {
      const found = checkValue(mark, index.rules.marks[name]);
      if (!found) {
        first = undefined;
        break;
      }
      first ??= found;
    }
    if (first) return below('marks', below(i, first));
  }
  return undefined;
}
