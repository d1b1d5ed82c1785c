export { MAX_NODE_DEPTH } from './document-shape.js';
export { type ValidateOptions, validateAdf, validateData } from './validate-adf.js';
export { formatValidationError, type ValidationError, type ValidationResult } from './types.js';
