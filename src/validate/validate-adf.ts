import validateAtlassian from '../schema/generated/validate-atlassian.js';
import validateExtended from '../schema/generated/validate-extended.js';
import { contentModel } from '../schema/content-model.js';
import type { Profile } from '../types.js';
import { contentModelErrors } from './content-errors.js';
import { documentShapeError } from './document-shape.js';
import { schemaErrors } from './schema-errors.js';
import type { ValidationResult } from './types.js';

const VALIDATORS = new Map<Profile, typeof validateExtended>([
  ['extended', validateExtended],
  ['atlassian', validateAtlassian],
]);

const MAX_CONTENT_ERRORS = 10;

export interface ValidateOptions {
  /** Default `extended`. */
  profile?: Profile;
}

/**
 * Checks a document against a profile's JSON Schema (docs/schema.md). `valid` is exactly the
 * schema's verdict (plus the depth bound); `errors` explain it in a few messages. Never throws
 * for any input document; throws a RangeError for an unknown profile.
 */
export function validateAdf(doc: unknown, options: ValidateOptions = {}): ValidationResult {
  const profile = options.profile ?? 'extended';
  const validate = VALIDATORS.get(profile);
  if (!validate) throw new RangeError(`unknown profile "${profile}" (expected extended or atlassian)`);
  const shapeError = documentShapeError(doc);
  if (shapeError) return { valid: false, errors: [shapeError] };
  if (validate(doc)) return { valid: true, errors: [] };
  const placement = contentModelErrors(
    doc as Record<string, unknown>,
    contentModel(profile),
    MAX_CONTENT_ERRORS,
  );
  return { valid: false, errors: placement.length > 0 ? placement : schemaErrors(validate.errors ?? []) };
}
