import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROBLEM_JSON, postJson, testApp } from './helpers.js';

const jsonParseMessage = (text: string): string => {
  try {
    JSON.parse(text);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the text parses');
};

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({ bodyLimit: 4096 });
});
afterAll(() => app.close());

describe('request errors answer RFC 9457 problem+json', () => {
  it('400 for malformed JSON', async () => {
    const payload = '{"markdown": "# a",}';
    const response = await postJson(app, '/v1/convert', payload);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe(PROBLEM_JSON);
    expect(response.json()).toEqual({
      type: 'urn:mdadf:problem:invalid-json',
      title: 'The request body is not valid JSON',
      status: 400,
      detail: jsonParseMessage(payload),
    });
  });

  it('400 for an empty JSON body', async () => {
    const response = await postJson(app, '/v1/validate', '');
    expect(response.statusCode).toBe(400);
    expect(response.json().type).toBe('urn:mdadf:problem:invalid-json');
  });

  it('400 for a missing field', async () => {
    const response = await postJson(app, '/v1/convert', { profile: 'extended' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe(PROBLEM_JSON);
    expect(response.json()).toEqual({
      type: 'urn:mdadf:problem:invalid-request',
      title: 'The request does not match the operation schema',
      status: 400,
      detail: "body must have required property 'markdown'",
    });
  });

  it('400 for a field of the wrong type: no silent coercion', async () => {
    for (const markdown of [null, 5, {}]) {
      const response = await postJson(app, '/v1/convert', { markdown });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe('body/markdown must be string');
    }
    const strict = await postJson(app, '/v1/convert', { markdown: '# a', strict: 'yes' });
    expect(strict.json().detail).toBe('body/strict must be boolean');
  });

  it('400 for a body that is not an object', async () => {
    for (const body of ['null', '[]', '"# a"', '42']) {
      const response = await postJson(app, '/v1/convert', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe('body must be object');
    }
  });

  it('400 for a query flag that is not 1, 0, true or false', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/convert?strict=yes',
      headers: { 'content-type': 'text/markdown' },
      payload: '# a',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('querystring/strict must be equal to one of the allowed values');
  });

  it('400 for a value outside its enum', async () => {
    const response = await postJson(app, '/v1/convert', { markdown: '# a', profile: 'confluence' });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('body/profile must be equal to one of the allowed values');
  });

  it('415 for a content type the operation does not accept', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/validate',
      headers: { 'content-type': 'text/markdown' },
      payload: '# a',
    });
    expect(response.statusCode).toBe(415);
    expect(response.headers['content-type']).toBe(PROBLEM_JSON);
    expect(response.json()).toEqual({
      type: 'urn:mdadf:problem:unsupported-content-type',
      title: 'The content type is not accepted by this operation',
      status: 415,
      detail: 'Content-Type text/markdown given; this operation accepts application/json.',
    });
  });

  it('415 for a content type no operation accepts, and for none at all', async () => {
    const xml = await app.inject({
      method: 'POST',
      url: '/v1/convert',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().detail).toBe(
      'Content-Type application/xml given; this operation accepts text/markdown, text/plain, application/json.',
    );
    const none = await app.inject({ method: 'POST', url: '/v1/convert', payload: Buffer.from('# a') });
    expect(none.statusCode).toBe(415);
    expect(none.json().detail).toBe(
      'No Content-Type given; this operation accepts text/markdown, text/plain, application/json.',
    );
  });

  it('415 for a charset other than UTF-8 (it would be read wrong without a word); UTF-8 in any spelling is read', async () => {
    const latin1 = await app.inject({
      method: 'POST',
      url: '/v1/convert',
      headers: { 'content-type': 'text/markdown; charset=ISO-8859-1' },
      payload: Buffer.from([0x63, 0x61, 0x66, 0xe9]),
    });
    expect(latin1.statusCode).toBe(415);
    expect(latin1.json().detail).toBe(
      'charset iso-8859-1 given; bodies are read as UTF-8: send the text as UTF-8 (or without a charset).',
    );
    for (const type of [
      'text/markdown; charset="UTF-8"',
      'application/json;charset=utf8',
      'text/plain; charset=us-ascii',
    ]) {
      const payload = type.startsWith('application') ? JSON.stringify({ markdown: 'café' }) : 'café';
      const answer = await app.inject({
        method: 'POST',
        url: '/v1/convert',
        headers: { 'content-type': type },
        payload,
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json().doc.content[0].content[0].text).toBe('café');
    }
  });

  it('400 for JSON nested deeper than 512 levels, 200 at exactly 512', async () => {
    const nested = (depth: number) => `{"doc":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;
    const tooDeep = await postJson(app, '/v1/validate', nested(513));
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json()).toEqual({
      type: 'urn:mdadf:problem:too-deep',
      title: 'The JSON body is nested too deeply',
      status: 400,
      detail: 'JSON nesting exceeds 512 levels.',
    });
    const deepest = await postJson(app, '/v1/validate', nested(512));
    expect(deepest.statusCode).toBe(200);
    expect(deepest.json().valid).toBe(false);
  });

  it('404 for an unknown route', async () => {
    const response = await app.inject({ method: 'GET', url: '/v2/convert?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe(PROBLEM_JSON);
    expect(response.json()).toEqual({
      type: 'urn:mdadf:problem:not-found',
      title: 'No such resource',
      status: 404,
      detail: 'GET /v2/convert does not exist.',
    });
  });

  it('405 for a known path with the wrong method, with the methods it takes', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/convert?profile=atlassian' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(response.headers['content-type']).toBe(PROBLEM_JSON);
    expect(response.json()).toEqual({
      type: 'urn:mdadf:problem:method-not-allowed',
      title: 'The resource does not take this method',
      status: 405,
      detail: 'GET /v1/convert is not allowed; it takes POST.',
    });
    const health = await app.inject({ method: 'POST', url: '/healthz' });
    expect([health.statusCode, health.headers.allow]).toEqual([405, 'GET, HEAD']);
    // A file the playground does not have is still not found, though its path takes GET.
    expect((await app.inject({ method: 'GET', url: '/playground/missing.js' })).statusCode).toBe(404);
  });

  it('413 for a body over the limit', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/convert',
      headers: { 'content-type': 'text/markdown' },
      payload: 'x'.repeat(4097),
    });
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toBe(PROBLEM_JSON);
    expect(response.json()).toEqual({
      type: 'urn:mdadf:problem:payload-too-large',
      title: 'The request body exceeds the size limit',
      status: 413,
      detail: 'The body is larger than the limit of 4096 bytes (4 KiB).',
    });
  });

  it('accepts a body exactly at the limit', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/convert',
      headers: { 'content-type': 'text/markdown' },
      payload: 'x'.repeat(4096),
    });
    expect(response.statusCode).toBe(200);
  });
});
