import { contentModel } from '../schema/content-model.js';
import { InputError } from '../input/errors.js';
import { INPUT_LIMITS, snapshotJson } from '../input/json-snapshot.js';
import { readOptions } from '../input/options.js';
import type { Profile } from '../types.js';
import { contentModelErrors } from './content-errors.js';
import { documentShapeError } from './document-shape.js';
import { mergeErrors, nodeErrors } from './node-errors.js';
import { schemaErrors } from './schema-errors.js';
import type { ValidationResult } from './types.js';
import { schemaValidator } from './validators.js';

/** Errors reported at most for one document: every error of any real page, bounded for a generated one. */
const MAX_ERRORS = 1000;

export interface ValidateOptions {
  /** Default `extended`. */
  profile?: Profile;
}

/**
 * Checks a document against a profile's JSON Schema (docs/schema.md). `valid` is exactly the
 * schema's verdict (plus the depth bound); `errors` are every error found, in document order. Any value is
 * answered: one that is not JSON data (a cycle, a function, a sparse array, a throwing getter)
 * or beyond INPUT_LIMITS is invalid, with the error at its path. Throws an InputError only
 * for bad options (an unknown profile).
 */
export function validateAdf(doc: unknown, options?: ValidateOptions): ValidationResult {
  const { profile = 'extended' } = readOptions('validateAdf', options, { profile: 'profile' });
  let data: unknown;
  try {
    data = snapshotJson(doc, 'validateAdf', 'doc', INPUT_LIMITS.valueDepth);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return { valid: false, errors: [{ path: error.path, message: error.detail }] };
  }
  return validateData(data, profile);
}

/** validateAdf for data mdadf built itself (JSON data by construction): no copy. */
export function validateData(doc: unknown, profile: Profile): ValidationResult {
  const validate = schemaValidator(profile);
  const shapeError = documentShapeError(doc);
  if (shapeError) return { valid: false, errors: [shapeError] };
  if (validate(doc)) return { valid: true, errors: [] };
  // The verdict is the schema's; the errors are every one found, in document order, the same
  // way in both profiles: where nodes stand (the content model) and what each node is (its rules).
  const record = doc as Record<string, unknown>;
  const errors = mergeErrors(
    contentModelErrors(record, contentModel(profile), MAX_ERRORS),
    nodeErrors(record, profile, MAX_ERRORS),
    MAX_ERRORS,
  );
  return { valid: false, errors: errors.length > 0 ? errors : schemaErrors(validate.errors ?? []) };
}
