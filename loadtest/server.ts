import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const DIST_SERVER = new URL('../dist/server/index.js', import.meta.url);

export interface RunningServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * The built service in its own process, as in production (JSON request logs included, sent
 * to /dev/null): the load generator must not share the server's event loop.
 */
export async function startServer(
  distServer: URL = DIST_SERVER,
  options: Record<string, unknown> = {},
): Promise<RunningServer> {
  if (!existsSync(distServer))
    throw new Error(`${distServer.pathname} is missing: run \`npm run build\` first`);
  const script = `
    const { startServer } = await import(${JSON.stringify(distServer.href)});
    const server = await startServer({ host: '127.0.0.1', port: 0, ...${JSON.stringify(options)} });
    process.stderr.write(JSON.stringify({ url: server.url }) + '\\n');
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stderr.on('data', (chunk) => {
      output += chunk;
      if (output.includes('\n')) resolve((JSON.parse(output.split('\n', 1)[0]) as { url: string }).url);
    });
    child.once('exit', (code) => reject(new Error(`the server exited with code ${code}: ${output}`)));
  });
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
