import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { testApp } from './helpers.js';
import type { ServerOptions } from '../../src/server/index.js';

/** A raw TCP client that keeps everything the server sends and knows when it hung up. */
export interface RawClient {
  socket: Socket;
  /** Resolves with all the bytes received once the server closes the connection. */
  closed: Promise<string>;
  /** The bytes received so far. */
  received(): string;
}

export function rawClient(port: number, firstBytes = ''): Promise<RawClient> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      if (firstBytes !== '') socket.write(firstBytes);
      resolve({ socket, closed, received: () => received });
    });
    let received = '';
    socket.on('data', (chunk) => {
      received += String(chunk);
    });
    const closed = new Promise<string>((done) => socket.once('close', () => done(received)));
    socket.once('error', reject);
  });
}

/** A listening app on 127.0.0.1 with a free port. */
export async function listeningApp(
  options: ServerOptions = {},
): Promise<{ app: FastifyInstance; port: number; url: string }> {
  const app = await testApp(options);
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, port: Number(new URL(url).port), url };
}

/** Status line and headers of a raw HTTP answer, plus its body. */
export function parseAnswer(raw: string): { status: number; headers: Record<string, string>; body: string } {
  const [head, ...rest] = raw.split('\r\n\r\n');
  const [statusLine, ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') };
}

/** Retries `check` until it holds (no timing assertion: only the eventual behaviour counts). */
export async function eventually(check: () => Promise<boolean>, tries = 200): Promise<boolean> {
  for (let i = 0; i < tries; i++) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
}

/** One GET on its own connection; '' when the server closed it without answering. */
export async function rawGet(port: number, path: string): Promise<string> {
  const client = await rawClient(port, `GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
  return client.closed;
}
