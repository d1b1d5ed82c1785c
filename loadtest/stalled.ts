import { readdirSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { pathToFileURL } from 'node:url';
import { rssMiB } from './rss.js';
import { startServer } from './server.js';

/**
 * Clients that stall, against the built service in its own process (`npm run build` first):
 *   npx tsx loadtest/stalled.ts [path/to/dist/server/index.js]
 * 1. 100 clients each send 4.9 MB of a declared 5 MiB body, then stop.
 * 2. 1,200 clients send half a request line and headers, then stop.
 * Prints RSS, open descriptors and whether /healthz answers, while they stall and after the
 * server's timeouts. Bounded: every socket is closed at the end, and the run stops by itself.
 */
const dist = process.argv[2] ? pathToFileURL(process.argv[2]) : undefined;
const MiB = 1024 * 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Client {
  socket: Socket;
  answer: string;
  closed: boolean;
}

function open(port: number, bytes: string | Buffer[]): Promise<Client> {
  return new Promise((resolve) => {
    const client: Client = { socket: connect({ host: '127.0.0.1', port }), answer: '', closed: false };
    client.socket.on('data', (chunk) => {
      client.answer += String(chunk).split('\r\n', 1)[0];
    });
    client.socket.on('error', () => {});
    client.socket.on('close', () => {
      client.closed = true;
    });
    client.socket.on('connect', () => {
      for (const part of typeof bytes === 'string' ? [bytes] : bytes) client.socket.write(part);
      resolve(client);
    });
  });
}

const fds = (pid: number): number => readdirSync(`/proc/${pid}/fd`).length;

async function health(url: string): Promise<string> {
  const started = performance.now();
  const status = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(5000) }).then(
    (r) => String(r.status),
    (e: Error) => e.name,
  );
  return `${status} in ${Math.round(performance.now() - started)} ms`;
}

function snapshot(label: string, pid: number, clients: Client[], healthz: string) {
  const statuses: Record<string, number> = {};
  for (const c of clients) {
    const key = c.answer === '' ? (c.closed ? 'closed unanswered' : 'open') : c.answer;
    statuses[key] = (statuses[key] ?? 0) + 1;
  }
  console.log(JSON.stringify({ label, rssMiB: rssMiB(pid), fds: fds(pid), healthz, clients: statuses }));
}

async function stalledBodies(): Promise<void> {
  const server = await startServer(dist);
  const port = Number(new URL(server.url).port);
  const pid = server.pid;
  snapshot('bodies: idle', pid, [], await health(server.url));
  const body = Buffer.alloc(4.9 * 1e6, 'x');
  const head = `POST /v1/convert HTTP/1.1\r\nHost: x\r\nContent-Type: text/markdown\r\nContent-Length: ${5 * MiB}\r\n\r\n`;
  const clients: Client[] = [];
  for (let i = 0; i < 100; i++) clients.push(await open(port, [Buffer.from(head), body]));
  await sleep(5000);
  snapshot('bodies: 100 stalled, 5 s', pid, clients, await health(server.url));
  await sleep(30_000);
  snapshot('bodies: 100 stalled, 35 s', pid, clients, await health(server.url));
  for (const c of clients) c.socket.destroy();
  await server.stop();
}

async function stalledHeaders(): Promise<void> {
  const server = await startServer(dist);
  const port = Number(new URL(server.url).port);
  const pid = server.pid;
  const clients: Client[] = [];
  for (let i = 0; i < 1200; i++) clients.push(await open(port, 'POST /v1/convert HTTP/1.1\r\nHost: x\r\n'));
  await sleep(2000);
  snapshot('headers: 1,200 stalled, 2 s', pid, clients, await health(server.url));
  await sleep(10_000);
  snapshot('headers: 1,200 stalled, 12 s', pid, clients, await health(server.url));
  for (const c of clients) c.socket.destroy();
  const more: Client[] = [];
  for (let i = 0; i < 5000; i++) more.push(await open(port, 'GET /healthz HTTP/1.1\r\nHost: x\r\n'));
  await sleep(1000);
  snapshot('headers: 5,000 stalled at once', pid, more, await health(server.url));
  for (const c of more) c.socket.destroy();
  await sleep(1000);
  snapshot('headers: after they leave', pid, [], await health(server.url));
  await server.stop();
}

await stalledBodies();
await stalledHeaders();
