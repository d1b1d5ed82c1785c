import type { ErrorObject } from 'ajv';
import type { JsonSchema } from '../schema/json-schema.js';
import { childPointer, pointerDepth } from './pointer.js';
import type { ValidationError } from './types.js';

/** At most this many schema errors are reported; beyond the first few they repeat each other. */
const MAX_SCHEMA_ERRORS = 3;

/** "must match a schema in anyOf": says nothing the errors of the branches do not say better. */
const SUMMARY_KEYWORDS = new Set(['anyOf', 'allOf', 'oneOf', 'if']);

/**
 * The error of a variant for another node or mark type (a `hardBreak` variant complaining
 * about the `text` of a text node): it only rules the variant out. Seen either on the `type`
 * itself or, because ajv checks `required` and `additionalProperties` first, on an object
 * whose schema names another `type` (the validators are compiled `verbose`, so errors carry
 * their schema and data).
 */
function isVariantMismatch(error: ErrorObject): boolean {
  if (error.keyword === 'enum' && error.schemaPath.endsWith('/properties/type/enum')) return true;
  const typeSchema = (error.parentSchema as JsonSchema | undefined)?.properties?.type;
  const data = error.data as { type?: unknown } | undefined;
  return (
    Array.isArray(typeSchema?.enum) &&
    typeof data === 'object' &&
    data !== null &&
    !typeSchema.enum.includes(data.type)
  );
}

function describe(error: ErrorObject): ValidationError {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties':
      return {
        path: childPointer(error.instancePath, String(params.additionalProperty)),
        message: `${JSON.stringify(params.additionalProperty)} is not allowed here`,
      };
    case 'enum':
      return {
        path: error.instancePath,
        message: `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`,
      };
    default:
      return { path: error.instancePath, message: error.message ?? `fails "${error.keyword}"` };
  }
}

/**
 * Reduces ajv's errors for an anyOf-heavy schema to the useful few: each failed variant
 * leaves one error, and the variant that got furthest into the document is the one the
 * author meant, so the errors at the deepest path win.
 */
export function schemaErrors(errors: readonly ErrorObject[]): ValidationError[] {
  const concrete = errors.filter((error) => !SUMMARY_KEYWORDS.has(error.keyword));
  const relevant = concrete.filter((error) => !isVariantMismatch(error));
  const described = (relevant.length > 0 ? relevant : concrete).map(describe);
  if (described.length === 0) return [{ path: '', message: 'does not match the schema' }];
  const deepest = Math.max(...described.map((error) => pointerDepth(error.path)));
  const seen = new Set<string>();
  const result: ValidationError[] = [];
  for (const error of described) {
    const key = `${error.path}\u0000${error.message}`;
    if (pointerDepth(error.path) !== deepest || seen.has(key)) continue;
    seen.add(key);
    result.push(error);
  }
  return result.slice(0, MAX_SCHEMA_ERRORS);
}
