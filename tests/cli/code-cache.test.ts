import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, MAIN, ROOT } from './helpers.js';

// The command line's V8 code cache (src/cli/code-cache.ts): a speed-up that must never change
// what a run prints or break it, whatever the cache directory holds.
const INPUT = join(ROOT, 'bench', 'corpus-docs', 'npm-docs', 'using-npm', 'removal.md');
let work: string;

const convert = (cacheDir: string) =>
  spawnSync(process.execPath, [MAIN, 'convert', INPUT], {
    encoding: 'utf8',
    env: { ...process.env, MDADF_CACHE_DIR: cacheDir },
  });

const cacheFiles = (dir: string) => readdirSync(dir).filter((name) => name.endsWith('.v8cache'));

beforeAll(() => {
  ensureBuilt();
  work = mkdtempSync(join(tmpdir(), 'mdadf-code-cache-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the code cache of the command line', () => {
  it('is written by the first run and read by the next, with the same output', () => {
    const dir = join(work, 'fresh');
    const first = convert(dir);
    expect(first.status).toBe(0);
    expect(cacheFiles(dir)).toHaveLength(1);
    const second = convert(dir);
    expect(second.status).toBe(0);
    expect(second.stdout).toBe(first.stdout);
    expect(JSON.parse(first.stdout).type).toBe('doc');
  });

  it('ignores a damaged cache file and writes a good one', () => {
    const dir = join(work, 'damaged');
    const expected = convert(dir).stdout;
    const [name] = cacheFiles(dir);
    const file = join(dir, name!);
    const data = readFileSync(file);
    const header = data.indexOf(10) + 1;
    // The key line kept, V8's part garbage: V8 rejects it.
    writeFileSync(file, Buffer.concat([data.subarray(0, header), Buffer.alloc(data.length - header, 7)]));
    const run = convert(dir);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe(expected);
    // Rejected, so rewritten.
    expect(
      readFileSync(file)
        .subarray(header)
        .equals(Buffer.alloc(data.length - header, 7)),
    ).toBe(false);
  });

  it('ignores a cache file written for another source or Node', () => {
    const dir = join(work, 'foreign');
    const expected = convert(dir).stdout;
    const [name] = cacheFiles(dir);
    const file = join(dir, name!);
    const data = readFileSync(file);
    const header = data.indexOf(10) + 1;
    const key = data.subarray(0, header).toString().replace(process.version, 'v0.0.0');
    writeFileSync(file, Buffer.concat([Buffer.from(key), data.subarray(header)]));
    const run = convert(dir);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(expected);
    // Rewritten for this Node.
    expect(readFileSync(file).subarray(0, header).toString()).toContain(process.version);
  });

  it('runs without a cache where none can be written, and not at all when turned off', () => {
    const expected = convert('off').stdout;
    expect(expected.length).toBeGreaterThan(0);
    // A regular file where the directory should be.
    const blocked = join(work, 'blocked');
    writeFileSync(blocked, 'not a directory');
    const run = convert(blocked);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe(expected);
    if (process.getuid?.() !== 0) {
      const readOnly = join(work, 'read-only');
      convert(join(readOnly, 'x'));
      chmodSync(readOnly, 0o500);
      expect(convert(join(readOnly, 'y')).stdout).toBe(expected);
    }
  });
});
