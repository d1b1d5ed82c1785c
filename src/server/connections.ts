import type { ServerOptions as HttpServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ResolvedOptions } from './options.js';
import { type ProblemType, problemBody } from './problems.js';

/**
 * What bounds a connection before any route runs: a client must send its headers within
 * `headersTimeoutMs` and its whole request within `requestTimeoutMs` (both 408), and no more
 * than `maxConnections` sockets are open at once. Without these, clients that send slowly, or
 * not at all, keep their sockets (and the bytes they sent) for ever, until the process runs
 * out of file descriptors.
 */
export function connectionOptions(options: ResolvedOptions): {
  requestTimeout: number;
  http: HttpServerOptions;
  clientErrorHandler: (error: NodeJS.ErrnoException, socket: Socket) => void;
} {
  return {
    requestTimeout: options.requestTimeoutMs,
    http: {
      headersTimeout: options.headersTimeoutMs,
      // Node checks both timeouts on this interval (30 s by default, which would let a stalled
      // client hold its socket for up to 30 s past its limit).
      connectionsCheckingInterval: checkingInterval(options.headersTimeoutMs),
    },
    clientErrorHandler: answerClientError,
  };
}

const checkingInterval = (headersTimeoutMs: number): number =>
  Math.max(10, Math.min(1000, Math.floor(headersTimeoutMs / 4)));

/** Node's own parser errors, before Fastify sees a request. */
function clientProblem(code: string | undefined): ProblemType {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'request-timeout';
  if (code === 'HPE_HEADER_OVERFLOW') return 'headers-too-large';
  return 'bad-request';
}

const CLIENT_DETAILS: Partial<Record<ProblemType, string>> = {
  'request-timeout': 'The request headers or body arrived too slowly.',
  'headers-too-large': 'The request line and headers exceed the server limit.',
  'bad-request': 'The request could not be parsed as HTTP/1.1.',
};

/**
 * Replaces Fastify's default, which answers these in plain JSON: every error is problem+json.
 * The socket is closed afterwards, as Node does, since the stream is no longer in sync.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const type = clientProblem(error.code);
  const problem = problemBody(type, CLIENT_DETAILS[type] ?? '');
  const body = JSON.stringify(problem);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${problem.status} ${statusText(problem.status)}\r\n` +
        'Content-Type: application/problem+json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'X-Content-Type-Options: nosniff\r\n' +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy();
}

const STATUS_TEXT: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};
const statusText = (status: number): string => STATUS_TEXT[status] ?? 'Error';

/**
 * Connections past the cap are closed as soon as they are accepted, so their descriptor is
 * released at once; the ones already open keep being served.
 */
export function capConnections(app: FastifyInstance, maxConnections: number): void {
  app.server.maxConnections = maxConnections;
}
