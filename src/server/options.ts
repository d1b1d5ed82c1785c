import { availableParallelism } from 'node:os';
import { readOpenFileLimit } from './open-file-limit.js';

export interface ServerOptions {
  /** Default 127.0.0.1. */
  host?: string;
  /** Default: environment variable PORT, else 8080. 0 picks a free port. */
  port?: number;
  /** Maximum request body in bytes; default 5 MiB. Larger bodies get 413. */
  bodyLimit?: number;
  /** Maximum time for one conversion, queue wait included; default 2000 ms. Slower ones get 503. */
  timeoutMs?: number;
  /** Conversion worker threads for ordinary requests; default os.availableParallelism(). */
  workers?: number;
  /** Bodies larger than this many bytes are converted on the separate bulk thread; default 256 KiB. */
  bulkThreshold?: number;
  /** Time a client has to send the request line and headers; default 10,000 ms. Then 408. */
  headersTimeoutMs?: number;
  /** Time a client has to send the whole request, body included; default 30,000 ms. Then 408. */
  requestTimeoutMs?: number;
  /** Open connections at most; more are closed on arrival. Default 4096 (lower if `ulimit -n` is). */
  maxConnections?: number;
  /** Bytes of request bodies being received at once, all requests together; default 64 MiB. Then 503. */
  maxBodyBytesInFlight?: number;
  /** When set, `/v1/*` needs `Authorization: Bearer <token>`. Default: environment variable MDADF_TOKEN. */
  token?: string;
  /** Origins (`https://app.example.com`) allowed to call `/v1/*` from a browser; default none. */
  corsOrigins?: readonly string[];
  /** Fastify/pino logger options; default true (JSON lines on stdout). */
  logger?: boolean | object;
  /** startServer only: close gracefully on SIGTERM/SIGINT; default true. */
  handleSignals?: boolean;
}

export interface ResolvedOptions extends Required<Omit<ServerOptions, 'token' | 'corsOrigins'>> {
  token: string | undefined;
  corsOrigins: readonly string[];
}

const MiB = 1024 * 1024;

function positive(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 1)
    throw new RangeError(`${name} must be a positive integer, got ${value}`);
  return value;
}

function portFromEnvironment(): number {
  const raw = process.env.PORT;
  if (raw === undefined || raw === '') return 8080;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new RangeError(`PORT must be 0-65535, got ${raw}`);
  return port;
}

function tokenOption(token: string | undefined): string | undefined {
  const value = token ?? process.env.MDADF_TOKEN;
  if (value === undefined || value === '') return undefined;
  // A header value cannot carry every character; a token that could never match is a mistake.
  if (!/^[\x21-\x7e]+$/.test(value)) throw new RangeError('token must be printable ASCII without spaces');
  return value;
}

/** `https://a.example:8443/` → `https://a.example:8443`: the form browsers send in `Origin`. */
export function normaliseOrigin(origin: string): string {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    throw new RangeError(`CORS origin must be a URL such as https://app.example.com, got ${origin}`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search)
    throw new RangeError(`CORS origin must be scheme://host[:port] only, got ${origin}`);
  return url.origin;
}

/** At least one body of the largest size must fit, or such bodies could never be sent. */
function bodyBudget(bodyLimit: number, budget: number | undefined): number {
  if (budget === undefined) return Math.max(64 * MiB, 4 * bodyLimit);
  if (positive('maxBodyBytesInFlight', budget) < bodyLimit)
    throw new RangeError('maxBodyBytesInFlight must be at least bodyLimit');
  return budget;
}

/** Below the process's open-file limit, so a full house still leaves descriptors for workers and files. */
export const DEFAULT_MAX_CONNECTIONS = 4096;

export function resolveOptions(
  options: ServerOptions = {},
  openFileLimit: number | undefined = readOpenFileLimit(),
): ResolvedOptions {
  const requestTimeoutMs = positive('requestTimeoutMs', options.requestTimeoutMs ?? 30_000);
  const headersTimeoutMs = positive(
    'headersTimeoutMs',
    options.headersTimeoutMs ?? Math.min(10_000, requestTimeoutMs),
  );
  if (headersTimeoutMs > requestTimeoutMs)
    throw new RangeError('headersTimeoutMs must not exceed requestTimeoutMs');
  const bodyLimit = positive('bodyLimit', options.bodyLimit ?? 5 * MiB);
  const connectionsDefault =
    openFileLimit === undefined
      ? DEFAULT_MAX_CONNECTIONS
      : Math.max(16, Math.min(DEFAULT_MAX_CONNECTIONS, openFileLimit - 256));
  return {
    host: options.host ?? '127.0.0.1',
    port: options.port ?? portFromEnvironment(),
    bodyLimit,
    timeoutMs: positive('timeoutMs', options.timeoutMs ?? 2000),
    workers: positive('workers', options.workers ?? availableParallelism()),
    bulkThreshold: positive('bulkThreshold', options.bulkThreshold ?? 256 * 1024),
    headersTimeoutMs,
    requestTimeoutMs,
    maxConnections: positive('maxConnections', options.maxConnections ?? connectionsDefault),
    maxBodyBytesInFlight: bodyBudget(bodyLimit, options.maxBodyBytesInFlight),
    token: tokenOption(options.token),
    corsOrigins: (options.corsOrigins ?? []).map(normaliseOrigin),
    logger: options.logger ?? true,
    handleSignals: options.handleSignals ?? true,
  };
}
