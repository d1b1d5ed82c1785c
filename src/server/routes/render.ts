import type { FastifyInstance } from 'fastify';
import type { Profile } from '../../types.js';
import { JSON_TYPE, MARKDOWN_TYPES } from '../body-parsers.js';
import {
  commonProblemResponses,
  isOn,
  markdownBodies,
  type QueryFlag,
  renderJsonBody,
  renderQuery,
} from '../schemas.js';
import type { RouteContext } from './context.js';
import { oneShape } from './one-shape.js';
import { sendResult } from './respond.js';

type RenderBody = string | { markdown: string; profile?: Profile } | { doc: unknown; profile?: Profile };

export function renderRoute(app: FastifyInstance, { pool }: RouteContext): void {
  app.post<{ Querystring: { profile: Profile; standalone: QueryFlag }; Body: RenderBody }>(
    '/v1/render',
    {
      config: { consumes: [...MARKDOWN_TYPES, JSON_TYPE] },
      preValidation: oneShape('markdown', 'doc', '{ "markdown": ... } or { "doc": ... }'),
      schema: {
        summary: 'HTML preview of Markdown or of an ADF document',
        description: 'A fragment by default; `?standalone=1` gives a whole page with its stylesheet.',
        querystring: renderQuery,
        body: { content: { ...markdownBodies, [JSON_TYPE]: { schema: renderJsonBody } } },
        response: {
          200: { description: 'The HTML.', content: { 'text/html': { schema: { type: 'string' } } } },
          ...commonProblemResponses,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const source =
        typeof body === 'string'
          ? { markdown: body }
          : 'doc' in body
            ? { doc: body.doc }
            : { markdown: body.markdown };
      const profile = (typeof body === 'object' && body.profile) || request.query.profile;
      const task = { op: 'render', source, profile, standalone: isOn(request.query.standalone) } as const;
      return sendResult(reply, await pool.run(task, request.inputBytes));
    },
  );
}
