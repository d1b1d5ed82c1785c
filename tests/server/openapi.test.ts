import { Ajv } from 'ajv';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, postMarkdown, testApp } from './helpers.js';

let app: FastifyInstance;
interface OperationObject {
  parameters?: { name: string; in: string }[];
  requestBody: { content: Record<string, { schema: { required?: string[] } }> };
  responses: Record<string, { content: Record<string, { schema: object }> }>;
}
let spec: { openapi: string; paths: Record<string, Record<string, OperationObject>> };
beforeAll(async () => {
  app = await testApp();
  spec = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
});
afterAll(() => app.close());

/** The schema `/openapi.json` declares for a response. */
function responseSchema(path: string, method: string, status: number, type = 'application/json') {
  return spec.paths[path][method].responses[status].content[type].schema;
}

describe('GET /openapi.json', () => {
  it('lists every operation, and no static file', () => {
    expect(spec.openapi).toBe('3.1.0');
    expect(Object.keys(spec.paths).sort()).toEqual([
      '/',
      '/healthz',
      '/openapi.json',
      '/v1/convert',
      '/v1/render',
      '/v1/to-markdown',
      '/v1/validate',
    ]);
    expect(Object.keys(spec.paths['/v1/convert'])).toEqual(['post']);
  });

  it('describes request bodies per content type and query parameters', () => {
    const convert = spec.paths['/v1/convert'].post;
    expect(Object.keys(convert.requestBody.content)).toEqual([
      'text/markdown',
      'text/plain',
      'application/json',
    ]);
    expect(convert.requestBody.content['application/json'].schema.required).toEqual(['markdown']);
    expect(convert.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual(['query:profile', 'query:strict']);
  });

  it('lists the error responses of every operation with a body', () => {
    for (const path of ['/v1/convert', '/v1/to-markdown', '/v1/validate', '/v1/render']) {
      expect(Object.keys(spec.paths[path].post.responses)).toEqual(
        path === '/v1/convert'
          ? ['200', '400', '401', '403', '408', '413', '415', '422', '503']
          : ['200', '400', '401', '403', '408', '413', '415', '503'],
      );
      expect(Object.keys(spec.paths[path].post.responses['400'].content)).toEqual([
        'application/problem+json',
      ]);
    }
  });

  it('declares response schemas that the real responses satisfy', async () => {
    const ajv = new Ajv({ strict: false, validateFormats: false });
    const check = (schema: object, body: unknown) => {
      const validate = ajv.compile(schema);
      expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
    };
    const markdown = '<!-- adf:heading textAlign="nope" -->\n# a\n';
    const converted = await postMarkdown(app, '/v1/convert', markdown);
    check(responseSchema('/v1/convert', 'post', 200), converted.json());
    const strict = await postMarkdown(app, '/v1/convert?strict=1', markdown);
    check(responseSchema('/v1/convert', 'post', 422, 'application/problem+json'), strict.json());
    const doc = converted.json().doc;
    check(
      responseSchema('/v1/to-markdown', 'post', 200),
      (await postJson(app, '/v1/to-markdown', doc)).json(),
    );
    check(responseSchema('/v1/validate', 'post', 200), (await postJson(app, '/v1/validate', { doc })).json());
    check(responseSchema('/healthz', 'get', 200), (await app.inject({ url: '/healthz' })).json());
    const bad = await postJson(app, '/v1/validate', '{');
    check(responseSchema('/v1/validate', 'post', 400, 'application/problem+json'), bad.json());
  });
});
