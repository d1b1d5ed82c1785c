import { z } from 'zod';
import { ToolError } from '../errors.js';

/** What the Jira tools share: the site, issue keys. */

export const keyArg = z.string().describe('the issue key, such as PROJ-123');

/** `proj-12` → `PROJ-12`; anything else is refused before a request. */
export function issueKey(text: string): string {
  const key = text.trim().toUpperCase();
  if (!/^[A-Z][A-Z0-9_]*-\d+$/.test(key)) {
    throw new ToolError(`${JSON.stringify(text)} is not an issue key (PROJ-123)`);
  }
  return key;
}

export const labelsArg = z
  .array(z.string().regex(/^\S+$/, 'a label is one word without spaces'))
  .optional()
  .describe('labels, each one word');
