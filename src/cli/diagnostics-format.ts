import type { Severity } from '../types.js';
import { printable, printableJson } from './printable.js';
import type { Paint } from './terminal.js';

/**
 * A diagnostic as the CLI reports it: the converter's (with a source position), the
 * validator's (with a JSON path into the document) or the CLI's own (neither).
 */
export interface ReportedDiagnostic {
  severity: Severity;
  code: string;
  message: string;
  line?: number;
  column?: number;
  /** JSON path of the offending value, for `validate`. */
  path?: string;
}

export interface FileDiagnostic extends ReportedDiagnostic {
  file: string;
}

/** Messages must stay on one line: a newline would break `FILE:LINE:COL:` parsers (editors, CI). */
const oneLine = (text: string): string => text.replace(/\s*[\r\n]+\s*/g, ' ');

const SEVERITY_STYLE = { error: 'red', warning: 'yellow' } as const;

/** Compiler style: `FILE:LINE:COL: error: message [code]`, the form editors and CI annotate. */
export function formatDiagnostic(d: FileDiagnostic, paint: Paint): string {
  const file = printable(d.file);
  const location = d.line === undefined ? file : `${file}:${d.line}:${d.column ?? 1}`;
  const where = d.path === undefined ? '' : `${printable(d.path)}: `;
  return `${location}: ${paint(SEVERITY_STYLE[d.severity], d.severity)}: ${where}${printable(oneLine(d.message))} [${d.code}]`;
}

export type DiagnosticsFormat = 'text' | 'json';
export const DIAGNOSTICS_FORMATS: readonly DiagnosticsFormat[] = ['text', 'json'];

/**
 * Sends diagnostics to stderr: in text form one line each as they come; in JSON form all of
 * them as one array at the end, so the stream stays parseable.
 */
export class DiagnosticsReporter {
  private readonly collected: FileDiagnostic[] = [];
  errors = 0;
  warnings = 0;

  constructor(
    private readonly format: DiagnosticsFormat,
    private readonly paint: Paint,
    private writeLine: (line: string) => void,
  ) {}

  /** Sends the text lines elsewhere (through the progress bar); returns the previous writer. */
  redirect(writeLine: (line: string) => void): (line: string) => void {
    const previous = this.writeLine;
    this.writeLine = writeLine;
    return previous;
  }

  report(file: string, diagnostics: readonly ReportedDiagnostic[]): void {
    for (const d of diagnostics) {
      if (d.severity === 'error') this.errors++;
      else this.warnings++;
      const withFile: FileDiagnostic = { file, ...d };
      if (this.format === 'json') this.collected.push(withFile);
      else this.writeLine(formatDiagnostic(withFile, this.paint));
    }
  }

  finish(): void {
    if (this.format === 'json') this.writeLine(printableJson(JSON.stringify(this.collected)));
  }
}
