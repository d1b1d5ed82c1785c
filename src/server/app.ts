import Fastify, { type FastifyInstance } from 'fastify';
import { registerAccessControl } from './access.js';
import { registerBodyBudget } from './body-budget.js';
import { registerBodyParsers } from './body-parsers.js';
import { capConnections, connectionOptions } from './connections.js';
import { registerErrorHandlers, sendProblem } from './errors.js';
import { registerGracefulClose } from './graceful-close.js';
import { registerOpenApi } from './openapi.js';
import type { ResolvedOptions } from './options.js';
import { ConversionPool } from './pool.js';
import { problemBody } from './problems.js';
import { RequestLog } from './request-log.js';
import type { RouteContext } from './routes/context.js';
import { convertRoute } from './routes/convert.js';
import { healthRoute } from './routes/health.js';
import { playgroundRoutes } from './routes/playground.js';
import { renderRoute } from './routes/render.js';
import { toMarkdownRoute } from './routes/to-markdown.js';
import { validateRoute } from './routes/validate.js';
import { registerSecurityHeaders } from './security-headers.js';

const ROUTES: ReadonlyArray<(app: FastifyInstance, context: RouteContext) => void> = [
  convertRoute,
  toMarkdownRoute,
  validateRoute,
  renderRoute,
  healthRoute,
  playgroundRoutes,
];

declare module 'fastify' {
  interface FastifyInstance {
    /** The conversion worker threads (for embedding and tests). */
    conversionPool: ConversionPool;
  }
}

export async function createApp(options: ResolvedOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger,
    logController: new RequestLog(),
    bodyLimit: options.bodyLimit,
    // No silent type changes: `{ "markdown": null }` is a 400, not an empty document. Query
    // parameters are declared as strings, so they need no coercion either.
    ajv: { customOptions: { coerceTypes: false } },
    // On close, drop idle keep-alive sockets at once; busy ones end after their response.
    forceCloseConnections: 'idle',
    ...connectionOptions(options),
    // A malformed URL (`/%zz`) is refused by the router before any hook: a problem like the rest.
    frameworkErrors: (error, _request, reply) =>
      sendProblem(reply, problemBody('bad-request', error.message)),
  });
  capConnections(app, options.maxConnections);
  const pool = new ConversionPool(options);
  app.decorate('conversionPool', pool);
  registerGracefulClose(app, pool);
  registerSecurityHeaders(app);
  registerAccessControl(app, options);
  registerBodyParsers(app);
  registerBodyBudget(app, options.maxBodyBytesInFlight, options.bodyLimit);
  registerErrorHandlers(app);
  registerOpenApi(app);
  for (const route of ROUTES) route(app, { pool });
  try {
    await Promise.all([app.ready(), pool.warmUp()]);
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
