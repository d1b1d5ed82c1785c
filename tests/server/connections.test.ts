import { describe, expect, it } from 'vitest';
import { PROBLEM_JSON } from './helpers.js';
import { eventually, listeningApp, parseAnswer, rawClient, rawGet } from './sockets.js';

/**
 * Against a real listening server on 127.0.0.1: clients that send slowly, or stop, lose their
 * socket with a problem+json answer, and a crowd of stalled connections neither starves
 * `/healthz` nor grows past the connection cap.
 */
describe('slow and stalled clients', () => {
  it('slow headers: 408 problem+json, then the socket is closed', async () => {
    const { app, port } = await listeningApp({ headersTimeoutMs: 200, requestTimeoutMs: 5_000 });
    try {
      const client = await rawClient(port, 'POST /v1/convert HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
      const answer = parseAnswer(await client.closed);
      expect(answer.status).toBe(408);
      expect(answer.headers['content-type']).toBe(PROBLEM_JSON);
      expect(JSON.parse(answer.body)).toEqual({
        type: 'urn:mdadf:problem:request-timeout',
        title: 'The request was not received in time',
        status: 408,
        detail: 'The request headers or body arrived too slowly.',
      });
    } finally {
      await app.close();
    }
  });

  it('a connection that sends nothing is closed after the headers timeout', async () => {
    const { app, port } = await listeningApp({ headersTimeoutMs: 200, requestTimeoutMs: 5_000 });
    try {
      const client = await rawClient(port);
      await client.closed;
      expect(client.socket.destroyed).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('slow body: 408 problem+json once the request timeout passes, and nothing is converted', async () => {
    const { app, port } = await listeningApp({ headersTimeoutMs: 200, requestTimeoutMs: 400 });
    try {
      const client = await rawClient(
        port,
        'POST /v1/convert HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/markdown\r\nContent-Length: 1000\r\n\r\n# only the start',
      );
      const answer = parseAnswer(await client.closed);
      expect(answer.status).toBe(408);
      expect(answer.headers['content-type']).toBe(PROBLEM_JSON);
      expect(JSON.parse(answer.body).type).toBe('urn:mdadf:problem:request-timeout');
    } finally {
      await app.close();
    }
  });

  it('past the connection cap new connections are closed unanswered; freed room serves again', async () => {
    const { app, port } = await listeningApp({ maxConnections: 20 });
    try {
      const stalled = await Promise.all(
        Array.from({ length: 20 }, () => rawClient(port, 'GET /healthz HTTP/1.1\r\nHost: x\r\n')),
      );
      expect(await rawGet(port, '/healthz')).toBe('');
      for (const client of stalled.slice(0, 5)) client.socket.destroy();
      expect(await eventually(async () => parseAnswer(await rawGet(port, '/healthz')).status === 200)).toBe(
        true,
      );
      for (const client of stalled) client.socket.destroy();
    } finally {
      await app.close();
    }
  });

  it('/healthz answers while 1,000 connections stall in their headers (default cap)', async () => {
    const { app, port, url } = await listeningApp();
    try {
      const stalled = await Promise.all(
        Array.from({ length: 1_000 }, () => rawClient(port, 'POST /v1/convert HTTP/1.1\r\nHost: x\r\n')),
      );
      const response = await fetch(`${url}/healthz`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok' });
      expect(stalled.every((client) => !client.socket.destroyed)).toBe(true);
      for (const client of stalled) client.socket.destroy();
    } finally {
      await app.close();
    }
  });
});

describe('bodies being received at once', () => {
  const head = (length: number) =>
    `POST /v1/convert HTTP/1.1\r\nHost: x\r\nContent-Type: text/markdown\r\nContent-Length: ${length}\r\n\r\n`;

  it('Expect: 100-continue gets 413 alone for a body declared past the limit, 100 Continue within it', async () => {
    const { app, port } = await listeningApp({ bodyLimit: 1024 });
    try {
      const ask = (length: number) =>
        `POST /v1/convert HTTP/1.1\r\nHost: x\r\nContent-Type: text/markdown\r\nExpect: 100-continue\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`;
      const tooLarge = await rawClient(port, ask(2048));
      const answer = await tooLarge.closed;
      expect(answer.startsWith('HTTP/1.1 413 ')).toBe(true);
      expect(parseAnswer(answer).headers['content-type']).toBe(PROBLEM_JSON);
      const fits = await rawClient(port, ask(7));
      expect(await eventually(async () => fits.received().startsWith('HTTP/1.1 100 Continue\r\n\r\n'))).toBe(
        true,
      );
      fits.socket.write('# small');
      const converted = (await fits.closed).slice('HTTP/1.1 100 Continue\r\n\r\n'.length);
      expect(parseAnswer(converted).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('a body that would pass the budget is refused with 503 at once; released bytes make room', async () => {
    const KiB = 1024;
    const { app, port, url } = await listeningApp({ bodyLimit: 300 * KiB, maxBodyBytesInFlight: 600 * KiB });
    try {
      // Two clients send most of a 300 KiB body and stop: 500 KiB of the 600 KiB budget held.
      const stalled = await Promise.all(
        [0, 1].map(() => rawClient(port, head(300 * KiB) + 'x'.repeat(250 * KiB))),
      );
      const received = () =>
        fetch(`${url}/v1/convert`, {
          method: 'POST',
          headers: { 'content-type': 'text/markdown' },
          body: 'y'.repeat(200 * KiB),
        });
      expect(await eventually(async () => (await received()).status === 503)).toBe(true);
      const refused = await received();
      expect(refused.status).toBe(503);
      expect(refused.headers.get('content-type')).toBe(PROBLEM_JSON);
      expect(refused.headers.get('retry-after')).toBe('1');
      expect((await refused.json()).type).toBe('urn:mdadf:problem:too-many-bodies');
      // Small bodies still fit beside them.
      const small = await fetch(`${url}/v1/convert`, {
        method: 'POST',
        headers: { 'content-type': 'text/markdown' },
        body: '# small\n',
      });
      expect(small.status).toBe(200);
      for (const client of stalled) client.socket.destroy();
      expect(await eventually(async () => (await received()).status === 200)).toBe(true);
    } finally {
      await app.close();
    }
  });
});
