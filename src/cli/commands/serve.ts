import { Command } from 'commander';
import { describeSystemError, runFailure } from '../errors.js';
import { integerArgument } from '../options.js';

interface ServeOptions {
  host?: string;
  port?: number;
}

export function serveCommand(): Command {
  return new Command('serve')
    .summary('start the HTTP service')
    .description(
      'Start the mdadf HTTP service and print its URL. On Ctrl-C (SIGINT) or SIGTERM it finishes the requests in flight, then exits.',
    )
    .option('--host <HOST>', 'interface to listen on (default: 127.0.0.1)')
    .option(
      '--port <PORT>',
      'TCP port; 0 picks a free one (default: $PORT, else 8080)',
      integerArgument('--port', { min: 0, max: 65535 }),
    )
    .addHelpText(
      'after',
      `
Examples:
  $ mdadf serve --port 8080
  $ mdadf serve --host 0.0.0.0 --port 3000`,
    )
    .action(async (opts: ServeOptions) => {
      const { startServer } = await import('../../server/index.js');
      const server = await startServer({ host: opts.host, port: opts.port }).catch((error: unknown) => {
        const code = (error as NodeJS.ErrnoException).code;
        if (
          code === 'EADDRINUSE' ||
          code === 'EACCES' ||
          code === 'EADDRNOTAVAIL' ||
          error instanceof RangeError
        ) {
          throw runFailure(
            `cannot start the service: ${error instanceof RangeError ? error.message : describeSystemError(error)}`,
          );
        }
        throw error;
      });
      process.stdout.write(`Listening on ${server.url}\n`);
    });
}
