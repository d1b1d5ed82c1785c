import type { Diagnostic } from '../types.js';
import { type DiagnosticCode, SEVERITIES } from './codes.js';

/** Source position of a node or token, 1-based. */
export interface Position {
  line: number;
  column: number;
}

/** Collects diagnostics; the severity always comes from the catalogue, never from the caller. */
export class DiagnosticSink {
  readonly list: Diagnostic[] = [];

  report(code: DiagnosticCode, message: string, at: Position | undefined): void {
    this.list.push({
      severity: SEVERITIES[code],
      code,
      message,
      line: at?.line ?? 1,
      column: at?.column ?? 1,
    });
  }

  hasErrors(): boolean {
    return this.list.some((d) => d.severity === 'error');
  }

  /** In source order, so editors and CI list them the way a compiler would. */
  sorted(): Diagnostic[] {
    const list = this.list;
    // Most lists are in order already; sorting one still cost V8's sort its merge state (over a kilobyte).
    for (let i = 1; i < list.length; i++) {
      // The sort is stable, so diagnostics at one position keep the order they were reported in.
      if (byPosition(list[i - 1], list[i]) > 0) return list.slice().sort(byPosition);
    }
    return list.slice();
  }
}

function byPosition(a: Diagnostic, b: Diagnostic): number {
  return a.line - b.line || a.column - b.column;
}
