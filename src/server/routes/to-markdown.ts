import type { FastifyInstance } from 'fastify';
import type { Profile } from '../../types.js';
import { JSON_TYPE } from '../body-parsers.js';
import {
  commonProblemResponses,
  jsonResponse,
  toMarkdownBody,
  toMarkdownQuery,
  toMarkdownResult,
} from '../schemas.js';
import type { RouteContext } from './context.js';
import { oneShape } from './one-shape.js';
import { sendResult } from './respond.js';

type ToMarkdownBody = { doc: unknown; profile?: Profile } | { type: 'doc' };

export function toMarkdownRoute(app: FastifyInstance, { pool }: RouteContext): void {
  app.post<{ Querystring: { profile: Profile }; Body: ToMarkdownBody }>(
    '/v1/to-markdown',
    {
      config: { consumes: [JSON_TYPE] },
      preValidation: oneShape('doc', 'type', '{ "doc": <ADF> } or the bare ADF document'),
      schema: {
        summary: 'ADF to Extended Markdown',
        description:
          'The body is `{ doc, profile? }` or the bare ADF document. Nodes without a Markdown form travel as `<!-- adf:node {...} -->` comments, each with a warning.',
        querystring: toMarkdownQuery,
        body: { content: { [JSON_TYPE]: { schema: toMarkdownBody } } },
        response: {
          200: jsonResponse('The Markdown and its diagnostics.', toMarkdownResult),
          ...commonProblemResponses,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const wrapped = 'doc' in body;
      const doc = wrapped ? body.doc : body;
      const profile = (wrapped && body.profile) || request.query.profile;
      return sendResult(reply, await pool.run({ op: 'toMarkdown', doc, profile }, request.inputBytes));
    },
  );
}
