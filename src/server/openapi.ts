import { readFileSync } from 'node:fs';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonResponse } from './schemas.js';

declare module 'fastify' {
  interface FastifySchema {
    summary?: string;
    description?: string;
    /** Left out of `/openapi.json` (static files). */
    hide?: boolean;
  }
}

/**
 * `/openapi.json`, generated from the schemas the routes declare (one source for validation
 * and documentation). Fastify's route schema already uses OpenAPI's shapes for per-content-type
 * bodies and responses; only the query string needs turning into `parameters`.
 */

interface RouteSchema {
  summary?: string;
  description?: string;
  hide?: boolean;
  querystring?: { properties?: Record<string, { description?: string }>; required?: string[] };
  body?: { content: Record<string, unknown> };
  response?: Record<string, unknown>;
}

interface Operation {
  method: string;
  url: string;
  schema: RouteSchema;
}

const packageJson = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
  description: string;
};

function queryParameters(schema: RouteSchema['querystring']) {
  return Object.entries(schema?.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema?.required?.includes(name) ?? false,
    description: property.description,
    schema: property,
  }));
}

function operationObject({ schema }: Operation) {
  return {
    summary: schema.summary,
    description: schema.description,
    parameters: schema.querystring ? queryParameters(schema.querystring) : undefined,
    requestBody: schema.body ? { required: true, content: schema.body.content } : undefined,
    responses: schema.response ?? { 200: { description: 'OK' } },
  };
}

export function openApiDocument(operations: readonly Operation[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of operations) {
    paths[operation.url] ??= {};
    paths[operation.url][operation.method.toLowerCase()] = operationObject(operation);
  }
  return {
    openapi: '3.1.0',
    info: { title: 'mdadf', version: packageJson.version, description: packageJson.description },
    paths,
  };
}

/** Records every route as it is declared; call before the routes are registered. */
export function registerOpenApi(app: FastifyInstance): void {
  const operations: Operation[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = route.schema as RouteSchema | undefined;
    if (!schema || schema.hide) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') operations.push({ method, url: route.url, schema });
    }
  });
  let document: string | undefined;
  app.get(
    '/openapi.json',
    {
      schema: {
        summary: 'This document',
        response: { 200: jsonResponse('OpenAPI 3.1 description of the service.', { type: 'object' }) },
      },
    },
    async (_request, reply) => {
      document ??= JSON.stringify(openApiDocument(operations));
      return reply.type('application/json; charset=utf-8').send(document);
    },
  );
}
