import type { ConversionPool } from '../pool.js';

/** What the route modules share. */
export interface RouteContext {
  pool: ConversionPool;
}
