import { printable } from '../cli/printable.js';

/**
 * A failure the agent can act on: one line, said as a tool error (`isError`), never a crash of
 * the server. Errors of the library (`InputError`), the Atlassian client (`AtlassianError`,
 * `ConfigError`) and the server's own checks all carry such a line already.
 */
export class ToolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ToolError';
  }
}

/** Errors whose message is written for the user; any other is a bug, logged with its stack. */
const EXPECTED = new Set(['ToolError', 'InputError', 'AtlassianError', 'ConfigError', 'ConversionError']);

export function isExpected(error: unknown): boolean {
  return error instanceof Error && EXPECTED.has(error.name);
}

/** One line of text for the answer: control characters escaped, line breaks folded. */
export function oneLine(text: string): string {
  return printable(text.replace(/\s*\n\s*/g, ' ').trim());
}

export function errorLine(error: unknown): string {
  if (isExpected(error)) return oneLine((error as Error).message);
  const message = error instanceof Error ? error.message : String(error);
  return `internal error: ${oneLine(message)} (a bug in mdadf; the server's log on stderr has the details)`;
}
