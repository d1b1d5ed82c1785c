import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { startServer } from '../../src/server/index.js';
import { postMarkdown, testApp } from './helpers.js';

/** A pino destination that keeps every line. */
function captureLines(): { stream: Writable; lines: () => Record<string, unknown>[] } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  const lines = () =>
    chunks
      .join('')
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { stream, lines };
}

describe('request log', () => {
  it('writes exactly one JSON line per request, with status and duration', async () => {
    const log = captureLines();
    const app = await testApp({ logger: { level: 'info', stream: log.stream } });
    await postMarkdown(app, '/v1/convert?profile=atlassian', '# a\n');
    await app.inject({ method: 'GET', url: '/nowhere' });
    await app.close();
    const requests = log.lines().filter((line) => line.msg === 'request');
    expect(
      requests.map(({ method, url, statusCode, bytesIn }) => ({ method, url, statusCode, bytesIn })),
    ).toEqual([
      { method: 'POST', url: '/v1/convert?profile=atlassian', statusCode: 200, bytesIn: 4 },
      { method: 'GET', url: '/nowhere', statusCode: 404, bytesIn: 0 },
    ]);
    for (const line of requests) {
      expect(typeof line.responseTime).toBe('number');
      expect(line.level).toBe(30);
      expect(typeof line.reqId).toBe('string');
    }
    expect(
      log.lines().filter((line) => line.msg === 'incoming request' || line.msg === 'request completed'),
    ).toEqual([]);
  });
});

describe('graceful close', () => {
  it('lets an in-flight conversion finish before the workers stop', async () => {
    const app = await testApp({ timeoutMs: 120_000 });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    const arrived = new Promise((resolve) => app.server.once('request', resolve));
    // Seconds of work: still running when close() is called.
    const slow = `| a | b |\n|---|---|\n${'| **x** | *y* |\n'.repeat(8_000)}`;
    const inFlight = fetch(`${url}/v1/convert`, {
      method: 'POST',
      headers: { 'content-type': 'text/markdown' },
      body: slow,
    });
    await arrived;
    const closed = app.close();
    const response = await inFlight;
    expect(response.status).toBe(200);
    // Else the idle keep-alive socket would hold close() up for its 72 s timeout.
    expect(response.headers.get('connection')).toBe('close');
    expect((await response.json()).doc.content[0].type).toBe('table');
    await closed;
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
  });
});

describe('startServer', () => {
  it('listens on 127.0.0.1 and stops on close()', async () => {
    const server = await startServer({ port: 0, logger: false, workers: 1, handleSignals: false });
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const health = await fetch(`${server.url}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok' });
    await server.close();
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  });

  it('closes on SIGTERM and removes its signal handlers', async () => {
    const before = process.listenerCount('SIGTERM');
    const server = await startServer({ port: 0, logger: false, workers: 1 });
    expect(process.listenerCount('SIGTERM')).toBe(before + 1);
    process.emit('SIGTERM', 'SIGTERM');
    await server.close();
    expect(process.listenerCount('SIGTERM')).toBe(before);
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  });
});
