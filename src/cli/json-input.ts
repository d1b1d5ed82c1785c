import type { ReportedDiagnostic } from './diagnostics-format.js';

export type JsonInput = { ok: true; value: unknown } | { ok: false; diagnostic: ReportedDiagnostic };

/** Parses a JSON input; a syntax error becomes an `invalid-json` diagnostic, at its position when V8 names one. */
export function parseJsonInput(text: string): JsonInput {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = /at position (\d+)/.exec(message);
    const at = position ? lineAndColumn(text, Number(position[1])) : {};
    return {
      ok: false,
      diagnostic: { severity: 'error', code: 'invalid-json', message: `invalid JSON: ${message}`, ...at },
    };
  }
}

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lastBreak = before.lastIndexOf('\n');
  return { line: before.split('\n').length, column: offset - lastBreak };
}
