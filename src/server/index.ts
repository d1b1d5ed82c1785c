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
export async function startServer(options?: ServerOptions): Promise<{ url: string; close(): Promise<void> }> {
  const resolved = resolveOptions(options);
  const app = await createApp(resolved);
  const url = await app.listen({ host: resolved.host, port: resolved.port });
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
  return { url, close };
}
