import type { FastifyInstance } from 'fastify';
import type { ConversionPool } from './pool.js';

/**
 * Closing order: stop accepting connections, let in-flight requests finish, then stop the
 * worker threads (Fastify runs `onClose` hooks after its server has closed).
 *
 * A keep-alive socket that carried an in-flight request would otherwise stay open, idle,
 * until its keep-alive timeout (72 s) and hold the close up: answers sent while closing say
 * `Connection: close`, so Node ends each socket after its last response.
 */
export function registerGracefulClose(app: FastifyInstance, pool: ConversionPool): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('onClose', () => pool.close());
}
