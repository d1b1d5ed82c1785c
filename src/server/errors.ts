import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  PROBLEM_CONTENT_TYPE,
  type ProblemBody,
  ProblemError,
  type ProblemType,
  problemBody,
  tooLargeDetail,
} from './problems.js';

/** Fastify's own error codes, mapped onto the service's problem types. */
const FASTIFY_CODES: Readonly<Record<string, ProblemType>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload-too-large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported-content-type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid-json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid-json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'invalid-request',
  FST_ERR_VALIDATION: 'invalid-request',
};

export function sendProblem(reply: FastifyReply, body: ProblemBody): FastifyReply {
  if (body.status === 503) reply.header('retry-after', '1');
  // Refused before its body was read (401, 403, 413, a full budget): the rest of the body
  // would only be read to be thrown away, so the connection ends with this answer.
  if (!reply.request.raw.complete) reply.header('connection', 'close');
  return reply.code(body.status).type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(body));
}

function toProblem(error: FastifyError, request: FastifyRequest): ProblemBody {
  if (error instanceof ProblemError) return problemBody(error.problem, error.message, error.extensions);
  const mapped = FASTIFY_CODES[error.code] ?? (error.validation ? 'invalid-request' : undefined);
  // Fastify says only "Request body is too large": the limit is what a client needs to know.
  if (mapped === 'payload-too-large')
    return problemBody(mapped, tooLargeDetail(request.routeOptions.bodyLimit));
  if (mapped) return problemBody(mapped, error.message);
  const status = error.statusCode ?? 500;
  if (status >= 500) return problemBody('internal-error', 'The server failed to process the request.');
  // Any other client error Fastify raises keeps its status; `about:blank` per RFC 9457 §4.2.1.
  return { type: 'about:blank', title: STATUS_CODES[status] ?? 'Error', status, detail: error.message };
}

/** Every error, and every unknown route, answers `application/problem+json`; never a stack trace. */
export function registerErrorHandlers(app: FastifyInstance): void {
  const routes = new RouteMethods();
  app.addHook('onRoute', (route) => routes.add(route.url, route.method));
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const body = toProblem(error, request);
    if (body.status >= 500 && !(error instanceof ProblemError)) {
      request.log.error({ err: error }, 'request failed');
    }
    return sendProblem(reply, body);
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?', 1)[0];
    const allowed = routes.methodsOf(path);
    // A path that exists with other methods: 405 with the ones it takes (RFC 9110 §15.5.6).
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      reply.header('allow', allowed.join(', '));
      return sendProblem(
        reply,
        problemBody(
          'method-not-allowed',
          `${request.method} ${path} is not allowed; it takes ${allowed.join(', ')}.`,
        ),
      );
    }
    return sendProblem(reply, problemBody('not-found', `${request.method} ${path} does not exist.`));
  });
}

/** The methods each route path takes; `:name` segments match any one segment. */
class RouteMethods {
  private readonly exact = new Map<string, Set<string>>();
  private readonly patterns: Array<{ parts: string[]; methods: Set<string> }> = [];

  add(url: string, method: string | string[]): void {
    const methods = Array.isArray(method) ? method : [method];
    let set = this.exact.get(url);
    if (!set) {
      set = new Set();
      this.exact.set(url, set);
      if (url.includes(':')) this.patterns.push({ parts: url.split('/'), methods: set });
    }
    for (const m of methods) set.add(m);
  }

  methodsOf(path: string): string[] {
    const found = new Set(this.exact.get(path));
    const parts = path.split('/');
    for (const pattern of this.patterns) {
      const fits =
        pattern.parts.length === parts.length &&
        pattern.parts.every((part, i) => part === parts[i] || (part.startsWith(':') && parts[i] !== ''));
      if (fits) for (const m of pattern.methods) found.add(m);
    }
    return [...found].sort();
  }
}
