import { Command, Option } from 'commander';
import { describeSystemError, runFailure, usageError } from '../errors.js';
import { integerArgument } from '../options.js';
import { loadServer } from '../load-server.js';

interface ServeOptions {
  host?: string;
  port?: number;
  token?: string;
  corsOrigin?: string[];
  maxConnections?: number;
  requestTimeout?: number;
  headersTimeout?: number;
}

/** Errors of `listen` that are the user's choice of address, not a bug. */
const ADDRESS_ERRORS = new Set(['EADDRINUSE', 'EACCES', 'EADDRNOTAVAIL']);
/** The host name (or a malformed address such as 256.1.1.1) does not resolve. */
const RESOLVE_ERRORS = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_FAIL']);

const collect = (value: string, previous: string[] = []): string[] => [...previous, value];

export function serveCommand(): Command {
  return new Command('serve')
    .summary('start the HTTP service')
    .description(
      'Start the mdadf HTTP service and print the address it listens on. On Ctrl-C (SIGINT) or SIGTERM it finishes the requests in flight, then exits.',
    )
    .option('--host <HOST>', 'interface to listen on (default: 127.0.0.1)')
    .option(
      '--port <PORT>',
      'TCP port; 0 picks a free one (default: $PORT, else 8080)',
      integerArgument('--port', { min: 0, max: 65535 }),
    )
    .addOption(
      new Option(
        '--token <TOKEN>',
        'require "Authorization: Bearer TOKEN" on /v1/* (prefer the environment variable: a command line is visible to other users)',
      ).env('MDADF_TOKEN'),
    )
    .option(
      '--cors-origin <ORIGIN>',
      'let pages from ORIGIN (https://app.example.com) call the API; repeat for more (default: none)',
      collect,
    )
    .option(
      '--max-connections <N>',
      'open connections at most (default: 4096, less if the open-file limit is lower)',
      integerArgument('--max-connections'),
    )
    .option(
      '--request-timeout <MS>',
      'time a client has to send a whole request (default: 30000)',
      integerArgument('--request-timeout'),
    )
    .option(
      '--headers-timeout <MS>',
      'time a client has to send the request headers (default: 10000)',
      integerArgument('--headers-timeout'),
    )
    .addHelpText(
      'after',
      `
Examples:
  $ mdadf serve --port 8080
  $ MDADF_TOKEN=$(openssl rand -hex 24) mdadf serve --host 0.0.0.0 --port 3000`,
    )
    .action(async (opts: ServeOptions) => {
      const { startServer } = await loadServer();
      const server = await startServer({
        host: opts.host,
        port: opts.port,
        token: opts.token,
        corsOrigins: opts.corsOrigin,
        maxConnections: opts.maxConnections,
        requestTimeoutMs: opts.requestTimeout,
        headersTimeoutMs: opts.headersTimeout,
      }).catch((error: unknown) => {
        throw startFailure(error, opts.host);
      });
      process.stdout.write(`Listening on ${server.listenUrl}\n`);
      if (!server.loopbackOnly && !server.tokenRequired) {
        process.stderr.write(
          `mdadf: warning: listening on ${server.listenUrl} without a token: anyone who can reach this address can use the API. Set MDADF_TOKEN (or --token).\n`,
        );
      }
    });
}

function startFailure(error: unknown, host: string | undefined): unknown {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code !== undefined && RESOLVE_ERRORS.has(code)) {
    return usageError(`--host ${host ?? ''}: not an IP address or a host name that resolves`);
  }
  if (error instanceof RangeError) return usageError(error.message);
  if (code !== undefined && ADDRESS_ERRORS.has(code)) {
    return runFailure(`cannot start the service: ${describeSystemError(error)}`);
  }
  return error;
}
