export interface ValidationError {
  /** JSON pointer (RFC 6901) to the offending value, e.g. `/content/0/attrs/level`; `""` is the document. */
  path: string;
  /** What is wrong there, without the path. */
  message: string;
}

export interface ValidationResult {
  valid: boolean;
  errors: ValidationError[];
}

/** `${path}: ${message}`, the form the CLI and the service print. */
export function formatValidationError(error: ValidationError): string {
  return `${error.path || '/'}: ${error.message}`;
}
