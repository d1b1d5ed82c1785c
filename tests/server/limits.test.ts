import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROBLEM_JSON, postMarkdown, testApp } from './helpers.js';

/** Converting this takes seconds (about 900 KB of table rows with formatting in every cell). */
const SLOW_DOCUMENT = `| a | b | c |\n|---|---|---|\n${'| **x** | *y* | `z` |\n'.repeat(40_000)}`;

let app: FastifyInstance;
beforeAll(async () => {
  // One interactive thread, and no bulk lane for this size: the slow document and the
  // request after it share that one thread.
  app = await testApp({ timeoutMs: 300, workers: 1, bulkThreshold: 10 * 1024 * 1024 });
});
afterAll(() => app.close());

describe('conversion time limit', () => {
  it('answers 503 problem+json when the conversion takes too long', async () => {
    const response = await postMarkdown(app, '/v1/convert', SLOW_DOCUMENT);
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toBe(PROBLEM_JSON);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.json()).toEqual({
      type: 'urn:mdadf:problem:conversion-timeout',
      title: 'The conversion exceeded the time limit',
      status: 503,
      detail: 'The conversion did not finish within 300 ms.',
    });
  });

  it('terminates the busy thread and serves the next request on a fresh one', async () => {
    expect(app.conversionPool.terminatedThreads).toBe(1);
    // The replacement loads the library first (seconds when running from source, under tsx).
    await app.conversionPool.warmUp();
    const response = await postMarkdown(app, '/v1/convert', '# still alive\n');
    expect(response.statusCode).toBe(200);
    expect(response.json().doc.content[0].content[0].text).toBe('still alive');
  });
});
