/**
 * Where the Atlassian site is and how to sign in, from the environment (or the caller). The
 * credentials live only in the returned object's `authorization` header value; nothing here
 * prints them, and `redact` removes them from any text that might carry them.
 */

export interface AtlassianConfig {
  /** The base URL without a trailing slash: `https://acme.atlassian.net`, a gateway URL, a test server. */
  site: string;
  /** The `Authorization` header value (`Basic …` or `Bearer …`). Never print it. */
  authorization: string;
  /** The secrets the header carries, for `redact`. */
  secrets: readonly string[];
}

export interface ConfigInput {
  /** `--site`: wins over ATLASSIAN_SITE. */
  site?: string;
  env?: Readonly<Record<string, string | undefined>>;
}

/** A missing or malformed setting: one line that names what to set. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

export function readConfig(input: ConfigInput = {}): AtlassianConfig {
  const env = input.env ?? process.env;
  const site = normalizeSite(input.site ?? env.ATLASSIAN_SITE);
  const bearer = env.ATLASSIAN_BEARER_TOKEN?.trim();
  const email = env.ATLASSIAN_EMAIL?.trim();
  const token = env.ATLASSIAN_API_TOKEN?.trim();
  if (email && token) {
    const basic = Buffer.from(`${email}:${token}`).toString('base64');
    return { site, authorization: `Basic ${basic}`, secrets: [token, basic] };
  }
  if (bearer) return { site, authorization: `Bearer ${bearer}`, secrets: [bearer] };
  if (email && !token) throw new ConfigError('ATLASSIAN_EMAIL is set but ATLASSIAN_API_TOKEN is not');
  if (token && !email) throw new ConfigError('ATLASSIAN_API_TOKEN is set but ATLASSIAN_EMAIL is not');
  throw new ConfigError(
    'no credentials: set ATLASSIAN_EMAIL and ATLASSIAN_API_TOKEN (Cloud), or ATLASSIAN_BEARER_TOKEN (Data Center, OAuth)',
  );
}

function normalizeSite(raw: string | undefined): string {
  const value = raw?.trim();
  if (!value) {
    throw new ConfigError('no site: set ATLASSIAN_SITE (https://your-site.atlassian.net) or pass --site');
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`the site ${JSON.stringify(value)} is not a URL (https://your-site.atlassian.net)`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ConfigError(`the site ${JSON.stringify(value)} is not an http(s) URL`);
  }
  if (url.username || url.password) {
    throw new ConfigError(
      'the site URL must not carry credentials: use ATLASSIAN_EMAIL and ATLASSIAN_API_TOKEN',
    );
  }
  if (url.search || url.hash)
    throw new ConfigError(`the site ${JSON.stringify(value)} must not have a query`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/**
 * Whether the site is Atlassian's API gateway (`https://api.atlassian.com/ex/jira/CLOUD_ID`,
 * `/ex/confluence/CLOUD_ID`), the address a scoped token needs. The API answers there, but a
 * person opens pages on the site itself (`https://acme.atlassian.net`), which the API names.
 */
export function isGateway(site: string): boolean {
  return GATEWAY.test(new URL(site).pathname);
}

const GATEWAY = /^\/ex\/(?:jira|confluence)\/([^/]+)$/;

/**
 * The base a request path goes to. On the gateway each product has its own prefix for one cloud
 * id, so one setting serves both: a Confluence path (`/wiki/…`) goes below `/ex/confluence/ID`,
 * any other below `/ex/jira/ID`. Elsewhere the site serves both.
 */
export function baseFor(site: string, path: string): string {
  const url = new URL(site);
  const cloudId = GATEWAY.exec(url.pathname)?.[1];
  if (cloudId === undefined) return site;
  return `${url.origin}/ex/${path.startsWith('/wiki/') ? 'confluence' : 'jira'}/${cloudId}`;
}

const MASK = '[redacted]';

/** The text with every secret (and its URL-encoded form) replaced: for any message that might echo one. */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    if (secret.length < 4) continue;
    for (const form of new Set([secret, encodeURIComponent(secret)])) out = out.split(form).join(MASK);
  }
  return out;
}
