import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendProblem } from './errors.js';
import { problemBody } from './problems.js';

/**
 * Who may call the API (`/v1/*`). The page, its files, `/healthz` and `/openapi.json` stay
 * open: they carry no data, and probes must not need a secret.
 *
 * - Browsers: a request that carries an `Origin` other than the service's own is refused
 *   (403) unless that origin is in the allow-list. This matters even on loopback: a page on
 *   any web site can send a "simple" cross-origin POST (`text/plain`, no preflight) to
 *   127.0.0.1, and without this check it would run. Allowed origins get the CORS headers and
 *   their preflights are answered.
 * - With a token, every API call needs `Authorization: Bearer <token>` (401 otherwise).
 */
export interface AccessOptions {
  token: string | undefined;
  corsOrigins: readonly string[];
}

const API_PREFIX = '/v1/';
const PREFLIGHT_MAX_AGE_S = '600';

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/** Compared as digests: equal length, constant time, whatever the client sends. */
function tokenMatches(header: string | undefined, expected: Buffer): boolean {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '');
  return match !== null && timingSafeEqual(digest(match[1]), expected);
}

/** Whether `origin` is the service itself, as the browser reached it (`Host`). */
function isSameOrigin(origin: string, host: string | undefined): boolean {
  try {
    return host !== undefined && new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}

export function registerAccessControl(app: FastifyInstance, options: AccessOptions): void {
  const allowed = new Set(options.corsOrigins);
  const expected = options.token === undefined ? undefined : digest(options.token);

  const refuseOrigin = (reply: FastifyReply, origin: string) =>
    sendProblem(
      reply,
      problemBody(
        'forbidden-origin',
        `Origin ${origin} may not call this service from a browser; the service's CORS allow-list names the origins that may.`,
      ),
    );

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.url.startsWith(API_PREFIX)) return;
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (allowed.has(origin)) {
        reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
        if (request.method === 'OPTIONS') return answerPreflight(reply);
      } else if (!isSameOrigin(origin, request.headers.host)) {
        return refuseOrigin(reply, origin);
      }
    }
    if (expected !== undefined && !tokenMatches(request.headers.authorization, expected)) {
      reply.header('www-authenticate', 'Bearer realm="mdadf"');
      return sendProblem(
        reply,
        problemBody('unauthorized', 'This service needs an Authorization: Bearer <token> header.'),
      );
    }
  });
}

function answerPreflight(reply: FastifyReply): FastifyReply {
  return reply
    .code(204)
    .headers({
      'access-control-allow-methods': 'GET, POST',
      'access-control-allow-headers': 'Authorization, Content-Type',
      'access-control-max-age': PREFLIGHT_MAX_AGE_S,
    })
    .send();
}
