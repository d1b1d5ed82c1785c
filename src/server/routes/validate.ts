import type { FastifyInstance } from 'fastify';
import type { Profile } from '../../types.js';
import { JSON_TYPE } from '../body-parsers.js';
import { commonProblemResponses, jsonResponse, validateBody, validateResult } from '../schemas.js';
import type { RouteContext } from './context.js';
import { sendResult } from './respond.js';

export function validateRoute(app: FastifyInstance, { pool }: RouteContext): void {
  app.post<{ Body: { doc: unknown; profile: Profile } }>(
    '/v1/validate',
    {
      config: { consumes: [JSON_TYPE] },
      schema: {
        summary: 'Validate an ADF document against a profile schema',
        description:
          'An invalid document is a 200 answer with `valid: false`; only a malformed request is a 400.',
        body: { content: { [JSON_TYPE]: { schema: validateBody } } },
        response: {
          200: jsonResponse('Whether the document is valid, and why not.', validateResult),
          ...commonProblemResponses,
        },
      },
    },
    async (request, reply) => {
      const { doc, profile } = request.body;
      return sendResult(reply, await pool.run({ op: 'validate', doc, profile }, request.inputBytes));
    },
  );
}
