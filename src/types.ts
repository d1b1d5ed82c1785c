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

/** What `resolveMention` answers for a mention it knows: the account, and optionally how to show it. */
export interface MentionResolution {
  id: string;
  text?: string;
  accessLevel?: string;
}

/** What `resolveLink` answers: a smart link card for the URL, or the attributes of a plain link. */
export type LinkResolution = { inlineCard: { url: string } } | { href: string; title?: string };

/** Answers of a caller-side resolver: a value, or `undefined` to leave the construct as written. */
type Resolver<In, Out> = (value: In) => Out | undefined;

export interface ConvertOptions {
  profile?: Profile;
  /** Throw a ConversionError when any error diagnostic is raised. */
  strict?: boolean;
  /** A bare URL alone in its paragraph becomes a smart link card (`inlineCard`). */
  smartLinks?: boolean;
  /** Called with `@handle` words and with `[@Name](mention:)` links that carry no account id. */
  resolveMention?: Resolver<string, MentionResolution>;
  /** Called with the URL of each image alone in its paragraph; answers the `media` attributes. */
  resolveImage?: Resolver<string, Record<string, unknown>>;
  /** Called with the URL of each link. */
  resolveLink?: Resolver<string, LinkResolution>;
}

/** `convertAsync` takes the same options, with resolvers that may answer with a promise. */
export interface AsyncConvertOptions
  extends Omit<ConvertOptions, 'resolveMention' | 'resolveImage' | 'resolveLink'> {
  resolveMention?: Resolver<string, MentionResolution | Promise<MentionResolution | undefined>>;
  resolveImage?: Resolver<string, Record<string, unknown> | Promise<Record<string, unknown> | undefined>>;
  resolveLink?: Resolver<string, LinkResolution | Promise<LinkResolution | undefined>>;
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
  /** The YAML front matter (`---` first line ... `---`), when the document has one. */
  metadata?: Record<string, unknown>;
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
