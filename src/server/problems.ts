/**
 * Every error the service answers with, as data. Each becomes an RFC 9457 problem document
 * (`application/problem+json`); `type` is a stable URN clients can switch on.
 */
export interface ProblemSpec {
  status: number;
  title: string;
}

export const PROBLEMS = {
  'invalid-json': { status: 400, title: 'The request body is not valid JSON' },
  'too-deep': { status: 400, title: 'The JSON body is nested too deeply' },
  'invalid-request': { status: 400, title: 'The request does not match the operation schema' },
  'unsupported-content-type': { status: 415, title: 'The content type is not accepted by this operation' },
  'bad-request': { status: 400, title: 'The request is not well-formed HTTP' },
  unauthorized: { status: 401, title: 'A valid bearer token is required' },
  'forbidden-origin': { status: 403, title: 'Cross-origin requests from this origin are not allowed' },
  'not-found': { status: 404, title: 'No such resource' },
  'method-not-allowed': { status: 405, title: 'The resource does not take this method' },
  'request-timeout': { status: 408, title: 'The request was not received in time' },
  'payload-too-large': { status: 413, title: 'The request body exceeds the size limit' },
  'headers-too-large': { status: 431, title: 'The request headers are too large' },
  'conversion-failed': { status: 422, title: 'The document has errors and strict mode is on' },
  'conversion-timeout': { status: 503, title: 'The conversion exceeded the time limit' },
  overloaded: { status: 503, title: 'Too many conversions are waiting; retry later' },
  'too-many-bodies': {
    status: 503,
    title: 'Too many request bodies are being received at once; retry later',
  },
  'internal-error': { status: 500, title: 'Internal server error' },
} as const satisfies Record<string, ProblemSpec>;

export type ProblemType = keyof typeof PROBLEMS;

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  [extension: string]: unknown;
}

export function problemUri(type: ProblemType): string {
  return `urn:mdadf:problem:${type}`;
}

export function problemBody(
  type: ProblemType,
  detail: string,
  extensions: Record<string, unknown> = {},
): ProblemBody {
  const spec: ProblemSpec = PROBLEMS[type];
  return { type: problemUri(type), title: spec.title, status: spec.status, detail, ...extensions };
}

/** The 413's detail: the limit, so a client knows what to split or raise. */
export function tooLargeDetail(limit: number): string {
  const mib = limit / 1024 / 1024;
  const readable = mib >= 1 ? `${Number(mib.toFixed(2))} MiB` : `${Number((limit / 1024).toFixed(2))} KiB`;
  return `The body is larger than the limit of ${limit} bytes (${readable}).`;
}

/** An error that knows which problem it is; thrown by parsers, hooks and handlers. */
export class ProblemError extends Error {
  readonly problem: ProblemType;
  readonly extensions: Record<string, unknown>;
  readonly statusCode: number;

  constructor(problem: ProblemType, detail: string, extensions: Record<string, unknown> = {}) {
    super(detail);
    this.name = 'ProblemError';
    this.problem = problem;
    this.extensions = extensions;
    this.statusCode = PROBLEMS[problem].status;
  }
}
