import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveOptions } from '../../src/server/options.js';
import { PROBLEM_JSON, testApp } from './helpers.js';

const convert = (app: FastifyInstance, headers: Record<string, string>, payload = '# a\n') =>
  app.inject({ method: 'POST', url: '/v1/convert', headers, payload });

describe('browsers from other origins', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ corsOrigins: ['https://app.example.com/'] });
  });
  afterAll(() => app.close());

  it('a cross-origin text/plain "simple" POST is refused, not converted', async () => {
    const response = await convert(app, {
      'content-type': 'text/plain',
      origin: 'https://evil.example',
      host: '127.0.0.1:8080',
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toBe(PROBLEM_JSON);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.json()).toEqual({
      type: 'urn:mdadf:problem:forbidden-origin',
      title: 'Cross-origin requests from this origin are not allowed',
      status: 403,
      detail:
        "Origin https://evil.example may not call this service from a browser; the service's CORS allow-list names the origins that may.",
    });
  });

  it('the same origin (the playground) and clients without Origin are served', async () => {
    const same = await convert(app, {
      'content-type': 'text/markdown',
      origin: 'http://127.0.0.1:8080',
      host: '127.0.0.1:8080',
    });
    expect(same.statusCode).toBe(200);
    expect((await convert(app, { 'content-type': 'text/markdown' })).statusCode).toBe(200);
  });

  it('an allowed origin gets CORS headers and its preflight answered', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/v1/convert',
      headers: {
        origin: 'https://app.example.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://app.example.com');
    expect(preflight.headers['access-control-allow-methods']).toBe('GET, POST');
    expect(preflight.headers['access-control-allow-headers']).toBe('Authorization, Content-Type');
    const call = await convert(app, { 'content-type': 'text/plain', origin: 'https://app.example.com' });
    expect(call.statusCode).toBe(200);
    expect(call.headers['access-control-allow-origin']).toBe('https://app.example.com');
    expect(call.headers.vary).toBe('Origin');
  });

  it('a preflight from another origin gets no CORS headers', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/v1/convert',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('bearer token', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ token: 's3cret-token' });
  });
  afterAll(() => app.close());

  it('the API needs the token: 401 problem with WWW-Authenticate', async () => {
    for (const authorization of [
      undefined,
      'Bearer wrong',
      'Basic czNjcmV0LXRva2Vu',
      'Bearer s3cret-token x',
    ]) {
      const response = await convert(app, {
        'content-type': 'text/markdown',
        ...(authorization === undefined ? {} : { authorization }),
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toBe(PROBLEM_JSON);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="mdadf"');
      expect(response.json().type).toBe('urn:mdadf:problem:unauthorized');
    }
    const allowed = await convert(app, {
      'content-type': 'text/markdown',
      authorization: 'Bearer s3cret-token',
    });
    expect(allowed.statusCode).toBe(200);
  });

  it('health, the playground and the OpenAPI document stay open', async () => {
    for (const url of ['/healthz', '/', '/openapi.json']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
  });
});

describe('access options', () => {
  it('the token comes from MDADF_TOKEN when not given; origins are normalised and checked', () => {
    const saved = process.env.MDADF_TOKEN;
    process.env.MDADF_TOKEN = 'from-env';
    try {
      expect(resolveOptions({}).token).toBe('from-env');
      expect(resolveOptions({ token: 'given' }).token).toBe('given');
    } finally {
      if (saved === undefined) delete process.env.MDADF_TOKEN;
      else process.env.MDADF_TOKEN = saved;
    }
    expect(resolveOptions({ corsOrigins: ['HTTPS://App.Example.com:443/'] }).corsOrigins).toEqual([
      'https://app.example.com',
    ]);
    expect(() => resolveOptions({ corsOrigins: ['https://a.example/path'] })).toThrow(RangeError);
    expect(() => resolveOptions({ corsOrigins: ['*'] })).toThrow(RangeError);
    expect(() => resolveOptions({ token: 'has space' })).toThrow(RangeError);
  });

  it('the connection cap stays below the open-file limit', () => {
    expect(resolveOptions({}, 20_000).maxConnections).toBe(4096);
    expect(resolveOptions({}, 1024).maxConnections).toBe(768);
    expect(resolveOptions({}, undefined).maxConnections).toBe(4096);
    expect(() => resolveOptions({ headersTimeoutMs: 5_000, requestTimeoutMs: 1_000 })).toThrow(RangeError);
    expect(() => resolveOptions({ bodyLimit: 10_000, maxBodyBytesInFlight: 5_000 })).toThrow(RangeError);
  });
});
