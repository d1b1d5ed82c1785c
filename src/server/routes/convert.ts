import type { FastifyInstance } from 'fastify';
import type { Profile } from '../../types.js';
import { JSON_TYPE, MARKDOWN_TYPES } from '../body-parsers.js';
import {
  commonProblemResponses,
  convertJsonBody,
  convertQuery,
  convertResult,
  jsonResponse,
  markdownBodies,
  problemResponse,
} from '../schemas.js';
import type { RouteContext } from './context.js';
import { sendResult } from './respond.js';

interface ConvertOptionsIn {
  profile?: Profile;
  strict?: boolean;
}

export function convertRoute(app: FastifyInstance, { pool }: RouteContext): void {
  app.post<{ Querystring: ConvertOptionsIn; Body: string | ({ markdown: string } & ConvertOptionsIn) }>(
    '/v1/convert',
    {
      config: { consumes: [...MARKDOWN_TYPES, JSON_TYPE] },
      schema: {
        summary: 'Extended Markdown to ADF',
        description:
          'The body is the Markdown (`text/markdown`, options in the query) or `{ markdown, profile?, strict? }`.',
        querystring: convertQuery,
        body: { content: { ...markdownBodies, [JSON_TYPE]: { schema: convertJsonBody } } },
        response: {
          200: jsonResponse('The document and its diagnostics.', convertResult),
          422: problemResponse(
            'Strict mode and at least one error diagnostic; `diagnostics` lists them all.',
          ),
          ...commonProblemResponses,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const fromJson: ConvertOptionsIn = typeof body === 'string' ? {} : body;
      const markdown = typeof body === 'string' ? body : body.markdown;
      const result = await pool.run(
        {
          op: 'convert',
          markdown,
          profile: fromJson.profile ?? request.query.profile ?? 'extended',
          strict: fromJson.strict ?? request.query.strict ?? false,
        },
        request.inputBytes,
      );
      return sendResult(reply, result);
    },
  );
}
