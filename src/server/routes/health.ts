import type { FastifyInstance } from 'fastify';
import { healthResult, jsonResponse } from '../schemas.js';

/** Liveness only: the service holds no state and depends on nothing outside the process. */
export function healthRoute(app: FastifyInstance): void {
  app.get(
    '/healthz',
    {
      schema: {
        summary: 'Liveness probe',
        response: { 200: jsonResponse('The process is serving.', healthResult) },
      },
    },
    async () => ({ status: 'ok' }),
  );
}
