import { PROFILES } from '../types.js';
import { PROBLEM_CONTENT_TYPE } from './problems.js';

/**
 * The JSON Schemas of every request and response body. Routes declare them, Fastify validates
 * requests with them, and `/openapi.json` is generated from the same declarations.
 *
 * The ADF document is checked only for its outer shape here: the full check is the library's
 * `validateAdf`, run on a worker thread, and a recursive request schema would make the
 * validator's recursion depend on the input.
 */

const profileChoice = {
  type: 'string',
  enum: [...PROFILES],
  description: '`extended` (the specification format) or `atlassian` (Atlassian official schema).',
} as const;

export const profileSchema = { ...profileChoice, default: 'extended' } as const;

/** A yes/no query parameter: `1`/`true` or `0`/`false`. */
export type QueryFlag = '1' | '0' | 'true' | 'false';

function queryFlag(description: string) {
  return { type: 'string', enum: ['1', '0', 'true', 'false'], default: '0', description } as const;
}

export function isOn(flag: QueryFlag | undefined): boolean {
  return flag === '1' || flag === 'true';
}

/** No defaults: what the body leaves out comes from the query, as in the other routes. */
const strictChoice = {
  type: 'boolean',
  description:
    "Answer 422 instead of 200 when any error diagnostic is raised (else the query's `strict`, else false).",
} as const;

export const adfDocSchema = {
  type: 'object',
  description: 'An ADF document: `{ type: "doc", version: 1, content: [...] }`.',
  required: ['type', 'content'],
  properties: {
    type: { type: 'string', const: 'doc' },
    version: { type: 'integer' },
    content: { type: 'array', items: { type: 'object' } },
  },
  additionalProperties: true,
} as const;

export const diagnosticSchema = {
  type: 'object',
  required: ['severity', 'code', 'message', 'line', 'column'],
  properties: {
    severity: { type: 'string', enum: ['error', 'warning'] },
    code: { type: 'string', description: 'Stable kebab-case identifier.' },
    message: { type: 'string' },
    line: { type: 'integer', minimum: 1 },
    column: { type: 'integer', minimum: 1 },
  },
} as const;

export const diagnosticsSchema = { type: 'array', items: diagnosticSchema } as const;

export const problemSchema = {
  type: 'object',
  description: 'RFC 9457 problem details.',
  required: ['type', 'title', 'status', 'detail'],
  properties: {
    type: { type: 'string', format: 'uri' },
    title: { type: 'string' },
    status: { type: 'integer' },
    detail: { type: 'string' },
    diagnostics: diagnosticsSchema,
  },
  additionalProperties: true,
} as const;

const markdownText = { type: 'string', description: 'Extended Markdown source.' } as const;

export const markdownBodies = {
  'text/markdown': { schema: markdownText },
  'text/plain': { schema: markdownText },
} as const;

const lookupMap = (description: string) =>
  ({ type: 'object', description, additionalProperties: true }) as const;

export const convertJsonBody = {
  type: 'object',
  required: ['markdown'],
  properties: {
    markdown: markdownText,
    profile: {
      ...profileChoice,
      description: `${profileChoice.description} Else the query's \`profile\`, else \`extended\`.`,
    },
    strict: strictChoice,
    mentions: lookupMap(
      'Mention names (as written after `@`) → account id, or `{ "id", "text"?, "accessLevel"? }`: `{ "Jane Doe": "557058:abc" }`. Used where `resolveMention` would be asked.',
    ),
    images: lookupMap(
      'Image URLs as written → a media file id, an absolute URL, `{ "id", "collection"? }` or `{ "url" }`: `{ "./d.png": "686a1960-…" }`. Used where `resolveImage` would be asked.',
    ),
  },
} as const;

export const convertQuery = {
  type: 'object',
  properties: {
    profile: profileSchema,
    strict: queryFlag('`1`/`true`: answer 422 instead of 200 when any error diagnostic is raised.'),
  },
} as const;

export const convertResult = {
  type: 'object',
  required: ['doc', 'diagnostics'],
  properties: { doc: adfDocSchema, diagnostics: diagnosticsSchema },
} as const;

export const toMarkdownBody = {
  description: '`{ "doc": <ADF> }` or the bare ADF document.',
  anyOf: [
    // No default inside anyOf (Ajv ignores it there): a missing profile falls back to the query.
    { type: 'object', required: ['doc'], properties: { doc: adfDocSchema, profile: profileChoice } },
    adfDocSchema,
  ],
} as const;

export const toMarkdownQuery = {
  type: 'object',
  properties: {
    profile: {
      ...profileSchema,
      description:
        'The profile the Markdown will be read back with; in `atlassian`, attributes it would drop travel as `adf:node`.',
    },
  },
} as const;

export const toMarkdownResult = {
  type: 'object',
  required: ['markdown', 'diagnostics'],
  properties: { markdown: { type: 'string' }, diagnostics: diagnosticsSchema },
} as const;

/** The shapes of `/v1/to-markdown`: `{ doc, profile? }` (`doc` any JSON) or the bare document. */
export const validateBody = {
  description: '`{ "doc": <any JSON> }` or the bare ADF document.',
  anyOf: [
    {
      type: 'object',
      required: ['doc'],
      properties: {
        doc: { description: 'Any JSON value; the answer says whether it is a valid ADF document.' },
        profile: profileChoice,
      },
    },
    {
      type: 'object',
      description: 'A bare document: an object whose `type` is `doc`; the rest is what is validated.',
      required: ['type'],
      properties: { type: { const: 'doc' } },
    },
  ],
} as const;

export const validateQuery = {
  type: 'object',
  properties: { profile: { ...profileSchema, description: 'The profile to validate against.' } },
} as const;

export const validateResult = {
  type: 'object',
  required: ['valid', 'errors'],
  properties: {
    valid: { type: 'boolean' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['path', 'message'],
        properties: { path: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
} as const;

export const renderJsonBody = {
  description: '`{ "markdown": ... }` or `{ "doc": <ADF> }`.',
  anyOf: [
    {
      type: 'object',
      required: ['markdown'],
      // No default inside anyOf (Ajv ignores it there): a missing profile falls back to the query.
      properties: { markdown: markdownText, profile: profileChoice },
    },
    { type: 'object', required: ['doc'], properties: { doc: adfDocSchema, profile: profileChoice } },
  ],
} as const;

export const renderQuery = {
  type: 'object',
  properties: {
    profile: profileSchema,
    standalone: queryFlag('`1`/`true`: a whole HTML page instead of a fragment.'),
  },
} as const;

export const healthResult = {
  type: 'object',
  required: ['status'],
  properties: { status: { type: 'string', const: 'ok' } },
} as const;

/** `{ 200: ..., 422: ... }` in Fastify's per-content-type response form, which OpenAPI reuses as is. */
export function jsonResponse(description: string, schema: object) {
  return { description, content: { 'application/json': { schema } } };
}

export function problemResponse(description: string) {
  return { description, content: { [PROBLEM_CONTENT_TYPE]: { schema: problemSchema } } };
}

/** The errors any operation that takes a body can answer with. */
export const commonProblemResponses = {
  400: problemResponse(
    'Malformed JSON, JSON nested too deeply, a missing field, or a body of two shapes at once.',
  ),
  401: problemResponse('The service has a token and the request has no `Authorization: Bearer` with it.'),
  403: problemResponse('A browser request from an origin that is not in the CORS allow-list.'),
  408: problemResponse('The headers or the body arrived too slowly.'),
  413: problemResponse('The body exceeds the size limit (declared or sent); `detail` gives the limit.'),
  415: problemResponse('A Content-Type the operation does not take, or none.'),
  503: problemResponse(
    'The conversion exceeded the time limit, too many are waiting, or too many bodies are being received.',
  ),
} as const;
