import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import {
  PROBLEM_CONTENT_TYPE,
  type ProblemBody,
  ProblemError,
  type ProblemType,
  problemBody,
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

function toProblem(error: FastifyError): ProblemBody {
  if (error instanceof ProblemError) return problemBody(error.problem, error.message, error.extensions);
  const mapped = FASTIFY_CODES[error.code] ?? (error.validation ? 'invalid-request' : undefined);
  if (mapped) return problemBody(mapped, error.message);
  const status = error.statusCode ?? 500;
  if (status >= 500) return problemBody('internal-error', 'The server failed to process the request.');
  // Any other client error Fastify raises keeps its status; `about:blank` per RFC 9457 §4.2.1.
  return { type: 'about:blank', title: STATUS_CODES[status] ?? 'Error', status, detail: error.message };
}

/** Every error, and every unknown route, answers `application/problem+json`; never a stack trace. */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const body = toProblem(error);
    if (body.status >= 500 && !(error instanceof ProblemError)) {
      request.log.error({ err: error }, 'request failed');
    }
    return sendProblem(reply, body);
  });
  app.setNotFoundHandler((request, reply) =>
    sendProblem(
      reply,
      problemBody('not-found', `${request.method} ${request.url.split('?', 1)[0]} does not exist.`),
    ),
  );
}
