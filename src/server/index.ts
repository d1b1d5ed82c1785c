import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createApp } from './app.js';
import { resolveOptions, type ServerOptions } from './options.js';

export type { ServerOptions } from './options.js';

/** The application without a listening socket, for `inject()` tests and embedding. */
export function buildApp(options?: ServerOptions): Promise<FastifyInstance> {
  return createApp(resolveOptions(options));
}

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/**
 * Listens, and on SIGTERM/SIGINT stops accepting connections, lets in-flight requests finish,
 * then stops the worker threads. `close()` does the same on demand.
 */
export interface RunningServer {
  /** A URL to reach the service at (for a wildcard address, its loopback form). */
  url: string;
  /** The address actually bound: `http://0.0.0.0:8080` when listening on every interface. */
  listenUrl: string;
  /** Whether only this machine can connect (a loopback address). */
  loopbackOnly: boolean;
  /** Whether `/v1/*` needs a bearer token. */
  tokenRequired: boolean;
  close(): Promise<void>;
}

export async function startServer(options?: ServerOptions): Promise<RunningServer> {
  const resolved = resolveOptions(options);
  const app = await createApp(resolved);
  let url: string;
  try {
    url = await app.listen({ host: resolved.host, port: resolved.port });
  } catch (error) {
    await app.close();
    throw error;
  }
  const bound = app.server.address() as AddressInfo;
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      for (const signal of SIGNALS) process.off(signal, onSignal);
      await app.close();
    })();
    return closing;
  };
  const onSignal = (signal: NodeJS.Signals) => {
    app.log.info({ signal }, 'shutting down');
    close().then(
      () => app.log.info('stopped'),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exitCode = 1;
      },
    );
  };
  if (resolved.handleSignals) for (const signal of SIGNALS) process.once(signal, onSignal);
  return {
    url,
    listenUrl: `http://${bound.family === 'IPv6' ? `[${bound.address}]` : bound.address}:${bound.port}`,
    loopbackOnly: isLoopback(bound.address),
    tokenRequired: resolved.token !== undefined,
    close,
  };
}

/** 127.0.0.0/8, ::1, and 127.x written as an IPv4-mapped IPv6 address. */
export function isLoopback(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4.startsWith('127.') || address === '::1';
}
