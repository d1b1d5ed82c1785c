import type { FastifyInstance } from 'fastify';
import { JSON_TYPE } from '../body-parsers.js';
import { commonProblemResponses, jsonResponse, toMarkdownBody, toMarkdownResult } from '../schemas.js';
import type { RouteContext } from './context.js';
import { sendResult } from './respond.js';

export function toMarkdownRoute(app: FastifyInstance, { pool }: RouteContext): void {
  app.post<{ Body: { doc: unknown } | { type: 'doc' } }>(
    '/v1/to-markdown',
    {
      config: { consumes: [JSON_TYPE] },
      schema: {
        summary: 'ADF to Extended Markdown',
        description: 'Nodes without a Markdown form travel as `<!-- adf:node {...} -->` comments.',
        body: { content: { [JSON_TYPE]: { schema: toMarkdownBody } } },
        response: {
          200: jsonResponse('The Markdown and its diagnostics.', toMarkdownResult),
          ...commonProblemResponses,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const doc = 'doc' in body ? body.doc : body;
      return sendResult(reply, await pool.run({ op: 'toMarkdown', doc }, request.inputBytes));
    },
  );
}
