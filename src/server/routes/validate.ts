import type { FastifyInstance } from 'fastify';
import type { Profile } from '../../types.js';
import { JSON_TYPE } from '../body-parsers.js';
import {
  commonProblemResponses,
  jsonResponse,
  validateBody,
  validateQuery,
  validateResult,
} from '../schemas.js';
import type { RouteContext } from './context.js';
import { oneShape } from './one-shape.js';
import { sendResult } from './respond.js';

type ValidateBody = { doc: unknown; profile?: Profile } | { type: 'doc' };

/** The body shapes of `/v1/to-markdown`: what one route answers, the other can check. */
export function validateRoute(app: FastifyInstance, { pool }: RouteContext): void {
  app.post<{ Querystring: { profile: Profile }; Body: ValidateBody }>(
    '/v1/validate',
    {
      config: { consumes: [JSON_TYPE] },
      preValidation: oneShape('doc', 'type', '{ "doc": <ADF> } or the bare ADF document'),
      schema: {
        summary: 'Validate an ADF document against a profile schema',
        description:
          'The body is `{ doc, profile? }` (`doc` any JSON) or the bare ADF document, as for `/v1/to-markdown`. An invalid document is a 200 answer with `valid: false` and every error found; only a malformed request is a 400.',
        querystring: validateQuery,
        body: { content: { [JSON_TYPE]: { schema: validateBody } } },
        response: {
          200: jsonResponse('Whether the document is valid, and why not.', validateResult),
          ...commonProblemResponses,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const wrapped = 'doc' in body;
      const doc = wrapped ? body.doc : body;
      const profile = (wrapped && body.profile) || request.query.profile;
      return sendResult(reply, await pool.run({ op: 'validate', doc, profile }, request.inputBytes));
    },
  );
}
