import type { ClientResponse } from './response.js';

/** Reading what a site answered: its rate-limit wait, its error body, a failed connection's cause. */

/** Seconds (`120`) or an HTTP date; `undefined` for anything else. */
export function parseRetryAfter(value: string, now: number): number | undefined {
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date names its day and month (`Thu, 01 Jan 2026 00:00:03 GMT`); Date.parse alone
  // would read `-5` as a year.
  const date = /^[A-Za-z]{3}, /.test(text) ? Date.parse(text) : Number.NaN;
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

/** Atlassian's error body (`errorMessages`, `errors`, `message`) in one short line. */
export function errorDetail(response: ClientResponse): string {
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return '';
  }
  if (!body || typeof body !== 'object') return '';
  const data = body as { errorMessages?: unknown; errors?: unknown; message?: unknown };
  const parts: string[] = [];
  if (Array.isArray(data.errorMessages)) parts.push(...data.errorMessages.map(String));
  if (data.errors && typeof data.errors === 'object') {
    for (const [field, message] of Object.entries(data.errors as Record<string, unknown>)) {
      parts.push(`${field}: ${String(message)}`);
    }
  }
  if (typeof data.message === 'string') parts.push(data.message);
  const line = parts.join('; ').replace(/\s+/g, ' ').trim();
  return line === '' ? '' : `(${line.length > 200 ? `${line.slice(0, 199)}…` : line})`;
}

export function networkCause(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } } | undefined)?.cause;
  if (cause?.code) return cause.code;
  if (cause?.message) return cause.message;
  return error instanceof Error ? error.message : String(error);
}
