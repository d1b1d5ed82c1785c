import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_CSP } from '../../src/server/security-headers.js';
import { PROBLEM_JSON, postJson, postMarkdown, testApp } from './helpers.js';
import { listeningApp, parseAnswer, rawClient } from './sockets.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

const DOC = { type: 'doc', version: 1, content: [] };

describe('bodies that pass the schema as one shape must not be read as the other', () => {
  const cases: [string, unknown, string][] = [
    [
      '/v1/render',
      { doc: DOC, markdown: 5 },
      'The body has both "markdown" and "doc"; send { "markdown": ... } or { "doc": ... }, not both.',
    ],
    [
      '/v1/render',
      { doc: DOC, markdown: null },
      'The body has both "markdown" and "doc"; send { "markdown": ... } or { "doc": ... }, not both.',
    ],
    [
      '/v1/render',
      { doc: DOC, markdown: '# a' },
      'The body has both "markdown" and "doc"; send { "markdown": ... } or { "doc": ... }, not both.',
    ],
    [
      '/v1/to-markdown',
      { ...DOC, doc: 5 },
      'The body has both "doc" and "type"; send { "doc": <ADF> } or the bare ADF document, not both.',
    ],
  ];
  for (const [url, body, detail] of cases) {
    it(`${url} ${JSON.stringify(body)}: 400`, async () => {
      const response = await postJson(app, url, body);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toBe(PROBLEM_JSON);
      expect(response.json()).toEqual({
        type: 'urn:mdadf:problem:invalid-request',
        title: 'The request does not match the operation schema',
        status: 400,
        detail,
      });
    });
  }

  it('an unknown profile is refused wherever it is given', async () => {
    for (const [url, body] of [
      ['/v1/render', { doc: DOC, profile: 'bogus' }],
      ['/v1/render', { markdown: '# a', profile: 'bogus' }],
      ['/v1/to-markdown', { doc: DOC, profile: 'bogus' }],
      ['/v1/convert', { markdown: '# a', profile: 'bogus' }],
      ['/v1/validate', { doc: DOC, profile: 'bogus' }],
    ] as const) {
      const response = await postJson(app, url, body);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().detail, url).toContain(
        'body/profile must be equal to one of the allowed values',
      );
    }
    expect((await postMarkdown(app, '/v1/render?profile=bogus', '# a')).statusCode).toBe(400);
  });

  it('the single shapes still work, with the body profile', async () => {
    const wrapped = await postJson(app, '/v1/to-markdown', { doc: DOC, profile: 'atlassian' });
    expect(wrapped.statusCode).toBe(200);
    const rendered = await postJson(app, '/v1/render', { doc: DOC, profile: 'atlassian' });
    expect(rendered.statusCode).toBe(200);
  });
});

describe('headers of every answer', () => {
  it('HTML previews carry a script-free CSP, nosniff and framing denial', async () => {
    for (const url of ['/v1/render', '/v1/render?standalone=1']) {
      const response = await postMarkdown(app, url, '<script>alert(1)</script>\n\n# a\n');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['content-security-policy']).toBe(DOCUMENT_CSP);
      expect(DOCUMENT_CSP).toContain("default-src 'none'");
      expect(DOCUMENT_CSP).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('the playground allows its own scripts only and cannot be framed', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('JSON answers and problems carry nosniff too', async () => {
    for (const response of [
      await app.inject({ method: 'GET', url: '/healthz' }),
      await app.inject({ method: 'GET', url: '/nowhere' }),
    ]) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});

describe("Node's own errors are problem+json", () => {
  let server: Awaited<ReturnType<typeof listeningApp>>;
  beforeAll(async () => {
    server = await listeningApp();
  });
  afterAll(() => server.app.close());

  const send = async (bytes: string) => parseAnswer(await (await rawClient(server.port, bytes)).closed);

  it('malformed HTTP: 400', async () => {
    const answer = await send('NOT HTTP AT ALL\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toBe(PROBLEM_JSON);
    expect(JSON.parse(answer.body)).toEqual({
      type: 'urn:mdadf:problem:bad-request',
      title: 'The request is not well-formed HTTP',
      status: 400,
      detail: 'The request could not be parsed as HTTP/1.1.',
    });
  });

  it('headers over the size limit: 431', async () => {
    const answer = await send(`GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toBe(PROBLEM_JSON);
    expect(JSON.parse(answer.body).type).toBe('urn:mdadf:problem:headers-too-large');
  });

  it('a bad URL escape: 400 problem+json', async () => {
    const answer = await send('GET /v1/%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toBe(PROBLEM_JSON);
  });
});
