import validateAtlassian from '../schema/generated/validate-atlassian.js';
import validateExtended from '../schema/generated/validate-extended.js';
import type { Profile } from '../types.js';

export type SchemaValidator = typeof validateExtended;

/**
 * The generated JSON Schema validator of a profile (about 1 MB of code for both). The Node
 * bundles put them in a file of their own and replace this module with one that loads that
 * file on the first call (scripts/build-bundles.ts), so that converting never pays for them;
 * here, for bundlers and the sources, they are plain imports a bundler drops when
 * `validateAdf` is not called.
 */
export function schemaValidator(profile: Profile): SchemaValidator {
  return profile === 'atlassian' ? validateAtlassian : validateExtended;
}
