import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { validateAdf } from '../../src/index.js';
import { PROBLEM_JSON, postJson, testApp } from './helpers.js';
import { listeningApp, parseAnswer, rawClient } from './sockets.js';

const heading = (attrs: Record<string, unknown>) => ({
  type: 'heading',
  attrs,
  content: [{ type: 'text', text: 'T' }],
});
/** Three errors in three nodes: a property the atlassian schema lacks, a level out of range, an unknown mark. */
const BROKEN = {
  type: 'doc',
  version: 1,
  content: [
    heading({ level: 1, textAlign: 'center' }),
    heading({ level: 9 }),
    { type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'bogus' }] }] },
  ],
};

describe('/v1/validate takes the body shapes of /v1/to-markdown and reports every error', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  it('the bare document, with ?profile=, answers as { doc, profile } does', async () => {
    const bare = await postJson(app, '/v1/validate?profile=atlassian', BROKEN);
    const wrapped = await postJson(app, '/v1/validate', { doc: BROKEN, profile: 'atlassian' });
    expect(bare.statusCode).toBe(200);
    expect(bare.json()).toEqual(wrapped.json());
    expect(bare.json()).toEqual({
      valid: false,
      errors: [
        { path: '/content/0/attrs/textAlign', message: 'is not an allowed property' },
        { path: '/content/1/attrs/level', message: 'must be <= 6' },
        {
          path: '/content/2/content/0/marks',
          message:
            'mark bogus not allowed on text in paragraph (allowed: [link, em, strong, strike, subsup, underline, textColor, annotation, backgroundColor] or [code, link, annotation])',
        },
      ],
    });
    expect(bare.json()).toEqual(validateAdf(BROKEN, { profile: 'atlassian' }));
  });

  it('extended reports every error of its own the same way', async () => {
    const response = await postJson(app, '/v1/validate', BROKEN);
    expect(response.json().errors.map((e: { path: string }) => e.path)).toEqual([
      '/content/1/attrs/level',
      '/content/2/content/0/marks',
    ]);
  });

  it('a body with both shapes is refused, as for /v1/to-markdown', async () => {
    const response = await postJson(app, '/v1/validate', { ...BROKEN, doc: BROKEN });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(
      'The body has both "doc" and "type"; send { "doc": <ADF> } or the bare ADF document, not both.',
    );
  });
});

describe('a declared Content-Length over the limit', () => {
  it('is answered 413 at once, with the limit, before any body byte; not 503 for the budget', async () => {
    const { app, port } = await listeningApp({ bodyLimit: 1024 * 1024 });
    try {
      // 100 MiB declared: past the body budget (64 MiB) too; nothing of the body is sent.
      const client = await rawClient(
        port,
        `POST /v1/convert HTTP/1.1\r\nHost: x\r\nContent-Type: text/markdown\r\nContent-Length: ${100 * 1024 * 1024}\r\n\r\n`,
      );
      const answer = parseAnswer(await client.closed);
      expect(answer.status).toBe(413);
      expect(answer.headers['content-type']).toBe(PROBLEM_JSON);
      expect(answer.headers.connection).toBe('close');
      expect(JSON.parse(answer.body)).toEqual({
        type: 'urn:mdadf:problem:payload-too-large',
        title: 'The request body exceeds the size limit',
        status: 413,
        detail: 'The body is larger than the limit of 1048576 bytes (1 MiB).',
      });
    } finally {
      await app.close();
    }
  });

  it('a wrong content type is 415 before the size is looked at', async () => {
    const { app, port } = await listeningApp({ bodyLimit: 1024 });
    try {
      const client = await rawClient(
        port,
        'POST /v1/validate HTTP/1.1\r\nHost: x\r\nContent-Type: text/csv\r\nContent-Length: 999999\r\n\r\n',
      );
      const answer = parseAnswer(await client.closed);
      expect(answer.status).toBe(415);
      expect(JSON.parse(answer.body).detail).toBe(
        'Content-Type text/csv given; this operation accepts application/json.',
      );
    } finally {
      await app.close();
    }
  });
});
