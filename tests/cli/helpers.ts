import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The CLI under test is the BUILT binary, run the way a user runs it after `npm ci`. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const MAIN = join(ROOT, 'dist', 'cli', 'main.js');

/** Written by the build itself (scripts/build-schemas.ts), so never a reason to rebuild. */
const GENERATED = join(ROOT, 'src', 'schema', 'generated');

function newestMtime(dir: string): number {
  let newest = 0;
  const pending = [dir];
  while (pending.length > 0) {
    const current = pending.pop()!;
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) {
        if (path !== GENERATED) pending.push(path);
      } else newest = Math.max(newest, statSync(path).mtimeMs);
    }
  }
  return newest;
}

const isStale = (): boolean => !existsSync(MAIN) || statSync(MAIN).mtimeMs < newestMtime(join(ROOT, 'src'));

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Runs `npm run build` once, only when dist/ is missing or older than src/. Test files run in
 * parallel processes, so a lock directory makes the others wait for the one that builds.
 */
export function ensureBuilt(): void {
  // MDADF_TEST_PREBUILT=1: trust dist/ as it is (CI that just built, or a checkout shared with others).
  if (process.env.MDADF_TEST_PREBUILT === '1' || !isStale()) return;
  const lock = join(tmpdir(), `mdadf-cli-build-${Buffer.from(ROOT).toString('hex').slice(-32)}.lock`);
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // A lock older than any build is left over from a killed run.
      const held = statSync(lock, { throwIfNoEntry: false });
      if (held && Date.now() - held.mtimeMs > 300_000) rmSync(lock, { force: true, recursive: true });
      sleep(200);
    }
  }
  try {
    if (!isStale()) return;
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stdout}\n${build.stderr}`);
  } finally {
    rmSync(lock, { force: true, recursive: true });
  }
}

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The environment of a plain, non-interactive shell: no colour switches inherited from the runner. */
export function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.FORCE_COLOR;
  delete env.NO_COLOR;
  return { ...env, ...extra };
}

export function runCli(
  args: string[],
  { input, env, cwd }: { input?: string; env?: Record<string, string>; cwd?: string } = {},
): CliRun {
  const run = spawnSync(process.execPath, [MAIN, ...args], {
    input: input ?? '',
    env: cleanEnv(env),
    cwd: cwd ?? ROOT,
    encoding: 'utf8',
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

export const hasScript = spawnSync('script', ['--version'], { encoding: 'utf8' }).status === 0;

/**
 * Runs the CLI with a terminal as its stdin/stdout/stderr, through util-linux `script`: the
 * only way to see what a user at a terminal sees (progress bar, colours). stdout and stderr
 * arrive merged, as on a screen.
 */
export function runCliInTerminal(args: string[], env: Record<string, string> = {}): CliRun {
  const quoted = [process.execPath, MAIN, ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ');
  const run = spawnSync('script', ['-qefc', quoted, '/dev/null'], {
    env: cleanEnv(env),
    cwd: ROOT,
    encoding: 'utf8',
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** Starts a long-running CLI command; resolves with the first stdout line matching `ready`. */
export function startCli(args: string[], ready: RegExp, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [MAIN, ...args], { env: cleanEnv(env), cwd: ROOT });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const match = new Promise<RegExpExecArray>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const found = ready.exec(stdout);
      if (found) resolve(found);
    });
    child.on('exit', (code) => reject(new Error(`exited with ${code} before ready:\n${stdout}\n${stderr}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, match, exited, output: () => ({ stdout, stderr }) };
}

/** A fresh directory with the given files (path → content), removed by the caller. */
export function makeTree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'mdadf-cli-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

/** Every file below `root`, as sorted relative paths. */
export function listTree(root: string): string[] {
  const found: string[] = [];
  const pending = [''];
  while (pending.length > 0) {
    const rel = pending.pop()!;
    for (const entry of readdirSync(join(root, rel), { withFileTypes: true })) {
      const path = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) pending.push(path);
      else found.push(path);
    }
  }
  return found.sort();
}
