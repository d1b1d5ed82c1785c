import type { FastifyRequest } from 'fastify';
import { ProblemError } from '../problems.js';

/**
 * A body that may take one of two shapes is read by the field that tells them apart. A body
 * carrying both marks would pass the schema as one shape and then be read as the other
 * (`{ "doc": {...}, "markdown": 5 }` converting the number), so it is refused before the
 * schema runs, with a message that says what to send.
 */
export function oneShape(first: string, second: string, what: string) {
  return async (request: FastifyRequest): Promise<void> => {
    const body = request.body;
    if (typeof body === 'object' && body !== null && first in body && second in body) {
      throw new ProblemError(
        'invalid-request',
        `The body has both "${first}" and "${second}"; send ${what}, not both.`,
      );
    }
  };
}
