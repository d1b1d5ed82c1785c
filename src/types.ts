/** The node and document shapes of the Atlassian Document Format, as JSON. */
export interface AdfMark {
  type: string;
  attrs?: Record<string, unknown>;
}

export interface AdfNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: AdfNode[];
  marks?: AdfMark[];
  text?: string;
}

export interface AdfDoc {
  type: 'doc';
  version: 1;
  content: AdfNode[];
}

/**
 * `extended`: the specification's format (official ADF relaxed by the directive attributes).
 * `atlassian`: output the Jira and Confluence APIs accept (Atlassian's official schema).
 */
export type Profile = 'extended' | 'atlassian';

export const PROFILES: readonly Profile[] = ['extended', 'atlassian'];

export interface ConvertOptions {
  profile?: Profile;
  /** Throw a ConversionError when any error diagnostic is raised. */
  strict?: boolean;
}

export type Severity = 'error' | 'warning';

export interface Diagnostic {
  severity: Severity;
  /** Stable, kebab-case identifier; see `src/diagnostics/codes.ts`. */
  code: string;
  message: string;
  /** 1-based. */
  line: number;
  /** 1-based. */
  column: number;
}

export interface ConvertResult {
  doc: AdfDoc;
  diagnostics: Diagnostic[];
}

export class ConversionError extends Error {
  readonly diagnostics: Diagnostic[];

  constructor(diagnostics: Diagnostic[]) {
    const errors = diagnostics.filter((d) => d.severity === 'error');
    const first = errors[0];
    super(
      first
        ? `${errors.length} error(s); first at ${first.line}:${first.column}: ${first.message} [${first.code}]`
        : 'conversion failed',
    );
    this.name = 'ConversionError';
    this.diagnostics = diagnostics;
  }
}
