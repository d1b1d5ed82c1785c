import type { FastifyInstance } from 'fastify';
import { type LookupEntries, type MapKind, readLookupMap } from '../../convert/lookup-maps.js';
import type { Profile } from '../../types.js';
import { ProblemError } from '../problems.js';
import { JSON_TYPE, MARKDOWN_TYPES } from '../body-parsers.js';
import {
  commonProblemResponses,
  convertJsonBody,
  convertQuery,
  convertResult,
  isOn,
  jsonResponse,
  markdownBodies,
  problemResponse,
  type QueryFlag,
} from '../schemas.js';
import type { Task } from '../tasks.js';
import type { RouteContext } from './context.js';
import { sendResult } from './respond.js';

interface ConvertQuery {
  profile: Profile;
  strict: QueryFlag;
}

interface ConvertJson {
  markdown: string;
  profile?: Profile;
  strict?: boolean;
  mentions?: unknown;
  images?: unknown;
}

/** A `mentions` / `images` field as entries; a wrong shape is a 400 that names the entry. */
function lookupMap(kind: MapKind, value: unknown): LookupEntries | undefined {
  if (value === undefined) return undefined;
  const entries = readLookupMap(kind, value);
  if (typeof entries === 'string') throw new ProblemError('invalid-request', `${kind}: ${entries}`);
  return entries;
}

export function convertRoute(app: FastifyInstance, { pool }: RouteContext): void {
  app.post<{ Querystring: ConvertQuery; Body: string | ConvertJson }>(
    '/v1/convert',
    {
      config: { consumes: [...MARKDOWN_TYPES, JSON_TYPE] },
      schema: {
        summary: 'Extended Markdown to ADF',
        description:
          'The body is the Markdown (`text/markdown`, options in the query) or `{ markdown, profile?, strict?, mentions?, images? }`.',
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
      const { body, query } = request;
      // The query's options (with the schema's defaults) stand where the JSON body sets none.
      const task: Task =
        typeof body === 'string'
          ? { op: 'convert', markdown: body, profile: query.profile, strict: isOn(query.strict) }
          : {
              op: 'convert',
              markdown: body.markdown,
              profile: body.profile ?? query.profile,
              strict: body.strict ?? isOn(query.strict),
              mentions: lookupMap('mentions', body.mentions),
              images: lookupMap('images', body.images),
            };
      const result = await pool.run(task, request.inputBytes);
      return sendResult(reply, result);
    },
  );
}
