import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const LIMIT = 300;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sources(path);
    return /\.(ts|js|css)$/.test(entry.name) ? [relative(ROOT, path)] : [];
  });
}

describe('source files', () => {
  it(`stay under ${LIMIT} lines (generated files excepted)`, () => {
    const over = sources(join(ROOT, 'src'))
      .map((file) => [file, readFileSync(join(ROOT, file), 'utf8').split('\n').length - 1] as const)
      .filter(([, lines]) => lines > LIMIT);
    expect(over).toEqual([]);
  });
});
