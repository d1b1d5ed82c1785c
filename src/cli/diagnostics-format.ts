import type { Severity } from '../types.js';
import { excerptLines } from './excerpt.js';
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
  /** The text of `line`, for the excerpt under a `pretty` diagnostic; never printed in JSON. */
  source?: string;
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

/** The compiler line, then the source line with a caret under the column. */
function formatWithExcerpt(d: FileDiagnostic, paint: Paint): string[] {
  const first = formatDiagnostic(d, paint);
  if (d.source === undefined || d.line === undefined) return [first];
  return [first, ...excerptLines(d.source, d.line, d.column ?? 1)];
}

/** GitHub Actions workflow-command escaping: data and property values differ. */
const escapeData = (text: string): string =>
  text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
const escapeProperty = (text: string): string =>
  escapeData(text).replaceAll(':', '%3A').replaceAll(',', '%2C');

/** `::error file=notes.md,line=3,col=5,title=mdadf (code)::message`: an annotation in a GitHub Actions run. */
export function formatGithub(d: FileDiagnostic): string {
  const properties = [`file=${escapeProperty(d.file)}`];
  if (d.line !== undefined) properties.push(`line=${d.line}`, `col=${d.column ?? 1}`);
  properties.push(`title=${escapeProperty(`mdadf (${d.code})`)}`);
  const where = d.path === undefined ? '' : `${d.path}: `;
  return `::${d.severity} ${properties.join(',')}::${escapeData(printable(`${where}${oneLine(d.message)}`))}`;
}

export type DiagnosticsFormat = 'text' | 'pretty' | 'json' | 'github';
export const DIAGNOSTICS_FORMATS: readonly DiagnosticsFormat[] = ['text', 'pretty', 'json', 'github'];

const withoutSource = ({ source: _source, ...rest }: FileDiagnostic): FileDiagnostic => rest;

/**
 * Sends diagnostics to stderr: in text forms one line (or a few, with the excerpt) each as
 * they come; in JSON form all of them as one array at the end, so the stream stays parseable.
 */
export class DiagnosticsReporter {
  private readonly collected: FileDiagnostic[] = [];
  errors = 0;
  warnings = 0;

  constructor(
    readonly format: DiagnosticsFormat,
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
      if (this.format === 'json') this.collected.push(withoutSource(withFile));
      else if (this.format === 'github') this.writeLine(formatGithub(withFile));
      else if (this.format === 'pretty') this.writeLine(formatWithExcerpt(withFile, this.paint).join('\n'));
      else this.writeLine(formatDiagnostic(withFile, this.paint));
    }
  }

  /** Whether anything at or above `level` was reported. */
  reached(level: Severity): boolean {
    return this.errors > 0 || (level === 'warning' && this.warnings > 0);
  }

  finish(): void {
    if (this.format === 'json') this.writeLine(printableJson(JSON.stringify(this.collected)));
  }
}
