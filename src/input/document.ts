import { InputError } from './errors.js';
import { INPUT_LIMITS, snapshotJson } from './json-snapshot.js';

/**
 * The document argument of adfToHtml, adfToMarkdown and convertAdf: a JSON-data copy
 * (json-snapshot.ts) that is an object. What the object holds is each function's business:
 * they render or write malformed nodes rather than refuse them.
 */
export function readDocument(fn: string, doc: unknown): Record<string, unknown> {
  const data = snapshotJson(doc, fn, 'doc', INPUT_LIMITS.valueDepth);
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    const got = data === null ? 'null' : Array.isArray(data) ? 'an array' : `a ${typeof data}`;
    throw new InputError(fn, 'doc', '', 'wrong-type', `must be an ADF document (a JSON object), got ${got}`);
  }
  return data;
}
