import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type ServerOptions } from '../../src/server/index.js';

/** One worker per lane keeps the suite light on the shared 2-core machine. */
export function testApp(options: ServerOptions = {}): Promise<FastifyInstance> {
  return buildApp({ logger: false, workers: 1, ...options });
}

export function postMarkdown(
  app: FastifyInstance,
  url: string,
  markdown: string,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, headers: { 'content-type': 'text/markdown' }, payload: markdown });
}

export function postJson(app: FastifyInstance, url: string, body: unknown): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export const PROBLEM_JSON = 'application/problem+json; charset=utf-8';
