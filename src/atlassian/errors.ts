/**
 * What a failed call to Jira or Confluence becomes: one line that says what happened and what
 * to check, with the HTTP status (when there was an answer) for callers that branch on it.
 */
export type AtlassianErrorKind =
  /** The site answered with an error status. */
  | 'http'
  /** Still 429 after the attempts or the wait the policy allows. */
  | 'rate-limited'
  /** No answer within the request timeout. */
  | 'timeout'
  /** The connection failed or dropped (DNS, refused, reset). */
  | 'network'
  /** An answer, but not the one the operation needs (no JSON, no Location). */
  | 'protocol'
  /** Refused before anything was sent (a limit, a missing file, nodes an update would drop). */
  | 'refused';

export class AtlassianError extends Error {
  constructor(
    message: string,
    readonly kind: AtlassianErrorKind,
    /** The HTTP status of the last answer, when there was one. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'AtlassianError';
  }
}

/** What to check for each status a user can fix, worded for the site's three settings. */
export function adviceFor(status: number): string {
  switch (status) {
    case 400:
      return 'the site refused the request as invalid';
    case 401:
      return 'check ATLASSIAN_SITE, ATLASSIAN_EMAIL and ATLASSIAN_API_TOKEN (or ATLASSIAN_BEARER_TOKEN): the site did not accept the credentials';
    case 403:
      return 'the account lacks permission for this (check the project or space permissions, and a scoped token’s scopes)';
    case 404:
      return 'not found: check the key or id, and that ATLASSIAN_SITE is the right site';
    case 409:
      return 'someone else changed it at the same time: pull again and retry';
    case 413:
      return 'the site refused the body as too large';
    case 429:
      return 'the site keeps rate-limiting: wait a minute and retry, or push fewer files at once';
    default:
      return status >= 500 ? 'the site failed; retry later' : 'unexpected answer';
  }
}
