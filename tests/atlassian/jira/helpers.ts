import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { cleanEnv, ensureBuilt, hasScript, MAIN } from '../../cli/helpers.js';
import { demoEnv, type FakeSite } from '../../fake-atlassian/index.js';

export { ensureBuilt, hasScript };

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * The built CLI as a real process. Asynchronous: the fake site answers from this very process,
 * which a synchronous spawn would block. `terminal`: on a terminal, through util-linux `script`
 * (see `hasScript`), stdout and stderr merged as on a screen.
 */
export function mdadf(
  args: string[],
  options: { cwd: string; env?: Record<string, string>; site?: FakeSite; terminal?: boolean },
): Promise<Run> {
  const env = cleanEnv({ ...(options.site ? demoEnv(options.site) : {}), ...options.env });
  for (const name of Object.keys(env))
    if (name.startsWith('ATLASSIAN_') && env[name] === '') delete env[name];
  const quoted = [process.execPath, MAIN, ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ');
  const [command, argv] = options.terminal
    ? ['script', ['-qefc', quoted, '/dev/null']]
    : [process.execPath, [MAIN, ...args]];
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, { cwd: options.cwd, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A fresh folder with the files given (path → text or bytes). */
export function folder(files: Record<string, string | Uint8Array>): string {
  const root = mkdtempSync(join(tmpdir(), 'mdadf-jira-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

/** The writes the site saw, as `METHOD operationId`. */
export const writes = (site: FakeSite): string[] =>
  site.log.filter((e) => e.write).map((e) => `${e.method} ${e.operationId ?? e.path}`);
