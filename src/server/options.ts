import { availableParallelism } from 'node:os';

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
  /** Fastify/pino logger options; default true (JSON lines on stdout). */
  logger?: boolean | object;
  /** startServer only: close gracefully on SIGTERM/SIGINT; default true. */
  handleSignals?: boolean;
}

export type ResolvedOptions = Required<ServerOptions>;

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

export function resolveOptions(options: ServerOptions = {}): ResolvedOptions {
  return {
    host: options.host ?? '127.0.0.1',
    port: options.port ?? portFromEnvironment(),
    bodyLimit: positive('bodyLimit', options.bodyLimit ?? 5 * MiB),
    timeoutMs: positive('timeoutMs', options.timeoutMs ?? 2000),
    workers: positive('workers', options.workers ?? availableParallelism()),
    bulkThreshold: positive('bulkThreshold', options.bulkThreshold ?? 256 * 1024),
    logger: options.logger ?? true,
    handleSignals: options.handleSignals ?? true,
  };
}
