import type { FastifyReply } from 'fastify';
import { sendProblem } from '../errors.js';
import { problemBody } from '../problems.js';
import type { TaskResult } from '../tasks.js';

const CONTENT_TYPES = { json: 'application/json; charset=utf-8', html: 'text/html; charset=utf-8' } as const;

/** Sends what a worker answered; bodies come already serialised, so they go out as they are. */
export function sendResult(reply: FastifyReply, result: TaskResult): FastifyReply {
  if (result.kind === 'rejected') {
    const errors = result.diagnostics.filter((d) => d.severity === 'error').length;
    return sendProblem(
      reply,
      problemBody('conversion-failed', `${errors} error diagnostic(s) in strict mode.`, {
        diagnostics: result.diagnostics,
      }),
    );
  }
  return reply.type(CONTENT_TYPES[result.kind]).send(result.body);
}
