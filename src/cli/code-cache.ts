import {
  closeSync,
  fstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { Script } from 'node:vm';

/**
 * Loads a CommonJS file as `require` does, but through V8's code cache: the first run compiles
 * it and, at exit, writes the compiled code to a cache file; later runs read that file instead of
 * parsing the source again, which is most of what a cold `mdadf convert` spends before it
 * converts (the idea of v8-compile-cache; Node 20 has no `module.enableCompileCache`).
 *
 * The cache is a speed-up and never a source of truth:
 *  - one file per cached source, named after its path, in `$MDADF_CACHE_DIR`, else
 *    `$XDG_CACHE_HOME/mdadf`, else `~/.cache/mdadf`; `MDADF_CACHE_DIR=off` turns it off;
 *  - the file starts with a line naming the source's path, size and modification time and the
 *    Node version and architecture; any difference (an upgrade, another Node) and the file is
 *    ignored and rewritten;
 *  - V8 checks the rest itself (its version, flags, source length, checksum) and rejects what
 *    does not fit, and then the source is compiled as without a cache;
 *  - a directory that cannot be made or written, or a file owned by another user (a cache is
 *    compiled code: only the user's own is read), means no cache, never a failed run.
 */
export function requireWithCodeCache<T>(filename: string): T {
  const source = readFileSync(filename, 'utf8');
  const info = statSync(filename);
  const key = `${filename}\0${info.size}\0${info.mtimeMs}\0${process.version}\0${process.arch}\n`;
  const file = cacheFile(filename);
  const cached = file === undefined ? undefined : readCache(file, key);
  // The same wrapper as Node's own CommonJS loader, so the code runs as if required.
  const script = new Script(`(function (exports, require, module, __filename, __dirname) { ${source}\n})`, {
    filename,
    cachedData: cached,
  });
  const module = { exports: {} as T };
  const run = script.runInThisContext() as (...args: unknown[]) => void;
  run.call(module.exports, module.exports, createRequire(filename), module, filename, dirname(filename));
  if (file !== undefined && (cached === undefined || script.cachedDataRejected === true)) {
    // At exit, so the cache holds the functions this run compiled (the conversion's), too.
    process.once('exit', () => writeCache(file, key, script));
  }
  return module.exports;
}

function cacheFile(filename: string): string | undefined {
  const configured = process.env.MDADF_CACHE_DIR;
  if (configured === 'off') return undefined;
  let dir = configured;
  if (!dir) {
    const base = process.env.XDG_CACHE_HOME || join(homedir(), '.cache');
    dir = join(base, 'mdadf');
  }
  // A name from the path alone: one file per installed copy, replaced when that copy changes.
  const name = `${basename(filename, '.js')}-${hashOf(filename)}.v8cache`;
  return join(dir, name);
}

/** FNV-1a over the path: a short stable name (collisions only cost a rewrite: the key line differs). */
function hashOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
}

function readCache(file: string, key: string): Buffer | undefined {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return undefined;
  }
  try {
    const owner = fstatSync(fd).uid;
    if (process.getuid !== undefined && owner !== process.getuid()) return undefined;
    const data = readFileSync(fd);
    const header = Buffer.from(key);
    if (data.length <= header.length || !data.subarray(0, header.length).equals(header)) return undefined;
    return data.subarray(header.length);
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

function writeCache(file: string, key: string, script: Script): void {
  let temporary: string | undefined;
  try {
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    // The file is opened before the code is serialised: where nothing can be written (a
    // read-only home), a run pays nothing for a cache it cannot keep.
    temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    const fd = openSync(temporary, 'wx', 0o600);
    try {
      writeSync(fd, key);
      writeSync(fd, script.createCachedData());
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, file);
  } catch {
    // No cache this time (full disk, a race with another run): the next run compiles again.
    if (temporary !== undefined) removeQuietly(temporary);
  }
}

function removeQuietly(path: string): void {
  try {
    rmSync(path, { force: true });
  } catch {
    // Left behind; named .tmp, never read.
  }
}
