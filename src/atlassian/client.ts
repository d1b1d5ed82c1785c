import type { AtlassianConfig } from './config.js';
import { baseFor, redact } from './config.js';
import { errorDetail, networkCause, parseRetryAfter } from './answers.js';
import type { ClientResponse } from './response.js';
import { AtlassianError, adviceFor } from './errors.js';

/**
 * One client for Jira and Confluence over an injected `fetch` (Node's global one by default).
 * Every request has a timeout; the retry policy is the one Atlassian documents for its rate
 * limits: 429 is retried for any method, honouring `Retry-After` (seconds or an HTTP date) and
 * else backing off exponentially with jitter; a 5xx, a timeout or a dropped connection is
 * retried only for reads, because a write that failed may still have happened (a replayed
 * create makes a second issue); a multipart upload is never replayed after a failure whose
 * outcome is unknown. Attempts and the total wait are bounded, then one clear error.
 */

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface RetryPolicy {
  /** Attempts in all, the first one included. */
  attempts: number;
  /** The most the client waits between attempts over one request, in ms. */
  maxTotalWaitMs: number;
  /** The first backoff without `Retry-After`, doubled each attempt. */
  baseDelayMs: number;
  /** No single backoff is longer. */
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  attempts: 5,
  maxTotalWaitMs: 60_000,
  baseDelayMs: 1_000,
  maxDelayMs: 20_000,
};

export const DEFAULT_TIMEOUT_MS = 30_000;

export interface ClientOptions {
  config: AtlassianConfig;
  fetch?: FetchLike;
  /** How the client waits between attempts (tests pass one that records and returns at once). */
  sleep?: (ms: number) => Promise<void>;
  /** [0, 1): the jitter's source. */
  random?: () => number;
  /** Now in ms since the epoch, for `Retry-After` dates. */
  now?: () => number;
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
}

type QueryValue = string | number | boolean | undefined | readonly string[];

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A path below the site (`/rest/api/3/issue`), or an absolute URL the site gave (a `Location`). */
  path: string;
  query?: Readonly<Record<string, QueryValue>>;
  /** A JSON body. */
  json?: unknown;
  /** A multipart body (an upload). */
  form?: FormData;
  headers?: Readonly<Record<string, string>>;
  /** `manual`: answer a redirect as it is (the attachment content's 303 carries the media id). */
  redirect?: 'follow' | 'manual';
  /** Statuses that are answers, not errors: 2xx by default (and 3xx with `redirect: 'manual'`). */
  accept?: readonly number[];
  /** What the call is about, for messages: `issue PROJ-1`. */
  subject?: string;
}

/** Requests and writes made, retries and time waited: what tests and the benchmark count. */
export interface ClientStats {
  requests: number;
  writes: number;
  retries: number;
  waitedMs: number;
}

const READ_METHODS = new Set(['GET', 'HEAD']);

export class AtlassianClient {
  readonly site: string;
  readonly stats: ClientStats = { requests: 0, writes: 0, retries: 0, waitedMs: 0 };
  private readonly config: AtlassianConfig;
  private readonly fetchImpl: FetchLike;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly random: () => number;
  private readonly now: () => number;
  private readonly timeoutMs: number;
  private readonly retry: RetryPolicy;

  constructor(options: ClientOptions) {
    this.config = options.config;
    this.site = options.config.site;
    this.fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.random = options.random ?? Math.random;
    this.now = options.now ?? Date.now;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.retry = { ...DEFAULT_RETRY, ...options.retry };
  }

  /** The text with the credentials taken out: for anything that might echo what was sent. */
  redact(text: string): string {
    return redact(text, this.config.secrets);
  }

  /** The absolute URL of a path on the site. */
  url(path: string, query?: RequestOptions['query']): string {
    const url = new URL(/^https?:\/\//.test(path) ? path : `${baseFor(this.site, path)}${path}`);
    for (const [name, value] of Object.entries(query ?? {})) {
      if (value === undefined) continue;
      if (Array.isArray(value)) for (const item of value) url.searchParams.append(name, item);
      else url.searchParams.set(name, String(value));
    }
    return url.toString();
  }

  async request(options: RequestOptions): Promise<ClientResponse> {
    const method = options.method ?? 'GET';
    const url = this.url(options.path, options.query);
    const read = READ_METHODS.has(method);
    const upload = options.form !== undefined;
    const label = `${method} ${new URL(url).pathname}`;
    let waited = 0;
    for (let attempt = 1; ; attempt++) {
      const outcome = await this.attempt(method, url, options);
      if (outcome.response && this.accepted(outcome.response.status, options)) {
        return outcome.response;
      }
      const status = outcome.response?.status;
      // What may be tried again: a 429 was not processed, so any method; a 5xx or a lost
      // answer may have been processed, so only a read; an upload's outcome is unknown then.
      const retryable = status === 429 || ((status === undefined || status >= 500) && read && !upload);
      const delay = retryable ? this.delayFor(outcome.response, attempt) : 0;
      const last = !retryable || attempt >= this.retry.attempts || waited + delay > this.retry.maxTotalWaitMs;
      if (last) throw this.failure(label, options, outcome, attempt, retryable);
      this.stats.retries++;
      this.stats.waitedMs += delay;
      waited += delay;
      await this.sleep(delay);
    }
  }

  /** `request` and its JSON body. */
  async json<T = unknown>(options: RequestOptions): Promise<T> {
    return (await this.request(options)).json<T>();
  }

  private accepted(status: number, options: RequestOptions): boolean {
    if (options.accept) return options.accept.includes(status);
    if (status >= 200 && status < 300) return true;
    return options.redirect === 'manual' && status >= 300 && status < 400;
  }

  private async attempt(
    method: string,
    url: string,
    options: RequestOptions,
  ): Promise<{ response?: ClientResponse; error?: unknown; timedOut?: boolean }> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    // The credentials go to the site only, never to a host a redirect named (the media store's
    // `Location` carries its own short-lived token).
    if (new URL(url).origin === new URL(this.site).origin) headers.Authorization = this.config.authorization;
    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) body = options.form;
    const signal = AbortSignal.timeout(this.timeoutMs);
    this.stats.requests++;
    if (!READ_METHODS.has(method)) this.stats.writes++;
    try {
      const response = await this.fetchImpl(url, {
        method,
        headers,
        body,
        redirect: options.redirect ?? 'follow',
        signal,
      });
      const bytes = new Uint8Array(await response.arrayBuffer());
      return { response: wrap(response, bytes, () => this.failureText(method, url)) };
    } catch (error) {
      return { error, timedOut: signal.aborted };
    }
  }

  private failureText(method: string, url: string): string {
    return `${method} ${new URL(url).pathname}`;
  }

  /** `Retry-After` (seconds or an HTTP date) when the site gave one, else exponential backoff with jitter. */
  private delayFor(response: ClientResponse | undefined, attempt: number): number {
    const header = response?.headers.get('retry-after');
    const told = header === null || header === undefined ? undefined : parseRetryAfter(header, this.now());
    if (told !== undefined) return told;
    const ceiling = Math.min(this.retry.maxDelayMs, this.retry.baseDelayMs * 2 ** (attempt - 1));
    // Half fixed, half random: clients that were refused together do not come back together.
    return Math.round(ceiling / 2 + (this.random() * ceiling) / 2);
  }

  private failure(
    label: string,
    options: RequestOptions,
    outcome: { response?: ClientResponse; error?: unknown; timedOut?: boolean },
    attempts: number,
    retryable: boolean,
  ): AtlassianError {
    const about = options.subject ? ` (${options.subject})` : '';
    const tries = attempts > 1 ? ` after ${attempts} attempts` : '';
    const response = outcome.response;
    if (!response) {
      const unsafe = !retryable
        ? '; not retried: the write may or may not have happened, check before pushing again'
        : '';
      if (outcome.timedOut) {
        return new AtlassianError(
          this.redact(
            `${label}${about}: no answer within ${Math.round(this.timeoutMs / 1000)} s${tries}${unsafe}`,
          ),
          'timeout',
        );
      }
      return new AtlassianError(
        this.redact(
          `${label}${about}: cannot reach ${this.site} (${networkCause(outcome.error)})${tries}${unsafe}`,
        ),
        'network',
      );
    }
    const status = response.status;
    const detail = errorDetail(response);
    const advice = status === 429 && retryable ? adviceFor(429) : adviceFor(status);
    const unsafe =
      status >= 500 && !retryable
        ? '; not retried: the write may or may not have happened, check before pushing again'
        : '';
    return new AtlassianError(
      this.redact(`${label}${about}: ${status}${detail ? ` ${detail}` : ''}${tries}: ${advice}${unsafe}`),
      status === 429 ? 'rate-limited' : 'http',
      status,
    );
  }
}

function wrap(response: Response, bytes: Uint8Array, label: () => string): ClientResponse {
  return {
    status: response.status,
    headers: response.headers,
    bytes,
    json<T>(): T {
      if (bytes.length === 0) return undefined as T;
      try {
        return JSON.parse(new TextDecoder().decode(bytes)) as T;
      } catch {
        throw new AtlassianError(
          `${label()}: the answer (${response.status}) is not JSON`,
          'protocol',
          response.status,
        );
      }
    },
  };
}
