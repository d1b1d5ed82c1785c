import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DIST_SERVER = new URL('../../dist/server/index.js', import.meta.url);
const DIST_PLAYGROUND = new URL('../../dist/playground/assets/index.html', import.meta.url);

/** Builds dist/ when it lacks the server or the playground (CI builds it in `npm ci`'s prepare step). */
export function ensureBuilt(): void {
  if (existsSync(DIST_SERVER) && existsSync(DIST_PLAYGROUND)) return;
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
}

/** The service from dist/, in its own process, on a free port of 127.0.0.1. */
export async function startDistServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const script = `
    const { startServer } = await import(${JSON.stringify(DIST_SERVER.href)});
    const server = await startServer({ host: '127.0.0.1', port: 0, logger: false });
    process.stdout.write(JSON.stringify({ url: server.url }) + '\\n');
  `;
  const child: ChildProcess = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      const line = output.split('\n', 1)[0];
      if (output.includes('\n')) resolve((JSON.parse(line) as { url: string }).url);
    });
    child.once('exit', (code) => reject(new Error(`the dist server exited with code ${code}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, stop };
}
