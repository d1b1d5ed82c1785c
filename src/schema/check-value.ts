import { pointerToken } from '../validate/pointer.js';
import type { ValueRule } from './build/derive-node-rules.js';

/**
 * Checks one JSON value against a value rule (the JSON Schema subset that ADF attributes and
 * marks are written in). Recursion follows the rule, whose depth is fixed by the schema, never
 * the value: a value deeper than its rule is only looked at as deep as the rule goes.
 */
export interface ValueProblem {
  /** JSON pointer below the checked value ('' for the value itself). */
  path: string;
  message: string;
}

export const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return value.length > 40 ? 'a string' : JSON.stringify(value);
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : `a ${typeof value}`;
}

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isJsonObject(value);
    default:
      return false;
  }
}

/** JSON Schema counts characters (code points), not UTF-16 units. */
function codePoints(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    count++;
  }
  return count;
}

const patterns = new Map<string, RegExp>();
function patternOf(source: string): RegExp {
  let pattern = patterns.get(source);
  if (!pattern) {
    // As ajv compiles it: unanchored, with the `u` flag.
    pattern = new RegExp(source, 'u');
    patterns.set(source, pattern);
  }
  return pattern;
}

const problem = (message: string): ValueProblem => ({ path: '', message });

/** Paths are built only for the problem found, on the way out: checking allocates none. */
export function below(key: string | number, found: ValueProblem): ValueProblem {
  return { path: `/${pointerToken(key)}${found.path}`, message: found.message };
}

/** The alternatives of an `anyOf` that name the value's own `type` (media `attrs`, marks); else all. */
function candidates(value: unknown, alternatives: readonly ValueRule[]): readonly ValueRule[] {
  if (!isJsonObject(value) || typeof value.type !== 'string') return alternatives;
  const named = alternatives.filter((rule) => rule.properties?.type?.enum?.includes(value.type as string));
  return named.length > 0 ? named : alternatives;
}

export function checkValue(value: unknown, rule: ValueRule): ValueProblem | undefined {
  if (rule.anyOf) {
    let first: ValueProblem | undefined;
    let matched = false;
    for (const alternative of candidates(value, rule.anyOf)) {
      const found = checkValue(value, alternative);
      if (!found) {
        matched = true;
        break;
      }
      first ??= found;
    }
    if (!matched) return first ?? problem('matches no allowed form');
  }
  if (rule.type !== undefined) {
    const types = Array.isArray(rule.type) ? rule.type : [rule.type];
    if (!types.some((type) => hasType(value, type)))
      return problem(`must be ${types.join(' or ')}, not ${describeValue(value)}`);
  }
  if (rule.enum && !rule.enum.includes(value as string))
    return problem(`must be one of ${rule.enum.map((v) => JSON.stringify(v)).join(', ')}`);
  if (typeof value === 'number') {
    if (rule.minimum !== undefined && value < rule.minimum) return problem(`must be >= ${rule.minimum}`);
    if (rule.maximum !== undefined && value > rule.maximum) return problem(`must be <= ${rule.maximum}`);
    if (rule.exclusiveMinimum !== undefined && value <= rule.exclusiveMinimum)
      return problem(`must be > ${rule.exclusiveMinimum}`);
    if (rule.exclusiveMaximum !== undefined && value >= rule.exclusiveMaximum)
      return problem(`must be < ${rule.exclusiveMaximum}`);
  }
  if (typeof value === 'string') {
    if (rule.minLength !== undefined && codePoints(value) < rule.minLength)
      return problem(`must have at least ${rule.minLength} character(s)`);
    if (rule.pattern !== undefined && !patternOf(rule.pattern).test(value))
      return problem(`must match the pattern ${rule.pattern}`);
  }
  if (Array.isArray(value)) return checkArray(value, rule);
  if (isJsonObject(value)) return checkObject(value, rule);
  return undefined;
}

function checkArray(value: readonly unknown[], rule: ValueRule): ValueProblem | undefined {
  if (rule.minItems !== undefined && value.length < rule.minItems)
    return problem(`must have at least ${rule.minItems} item(s)`);
  if (rule.maxItems !== undefined && value.length > rule.maxItems)
    return problem(`must have at most ${rule.maxItems} item(s)`);
  if (rule.items) {
    for (let i = 0; i < value.length; i++) {
      const found = checkValue(value[i], rule.items);
      if (found) return below(i, found);
    }
  }
  return undefined;
}

function checkObject(value: Record<string, unknown>, rule: ValueRule): ValueProblem | undefined {
  for (const name of rule.required ?? []) {
    if (!Object.hasOwn(value, name)) return problem(`must have the property \`${name}\``);
  }
  const properties = rule.properties ?? {};
  for (const name of Object.keys(value)) {
    const known = Object.hasOwn(properties, name);
    if (!known && rule.additionalProperties === false)
      return below(name, problem('is not an allowed property'));
    if (known) {
      const found = checkValue(value[name], properties[name]);
      if (found) return below(name, found);
    }
  }
  return undefined;
}
