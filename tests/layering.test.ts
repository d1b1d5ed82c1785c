import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The forward direction stands alone: the tokenizer, the directive comments' rules, the
 * converter and each construct's forward handlers never import the reverse writer or the HTML
 * renderer. The reverse direction
 * may call the converter (it reads its own Markdown back with it, src/convert/read-back.ts).
 */
const ROOT = join(import.meta.dirname, '..');

function files(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : files(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const FORWARD = [
  ...files('src/markdown'),
  ...files('src/directives'),
  ...files('src/convert'),
  ...files('src/constructs').filter((file) => /\/forward[^/]*\.ts$/.test(file)),
];

const isBackward = (path: string): boolean =>
  path.startsWith('src/reverse/') ||
  path.startsWith('src/html/') ||
  /^src\/constructs\/[^/]+\/(reverse[^/]*|html)\.ts$/.test(path);

/** Module paths a file imports at run time (`import type` is erased). */
function runtimeImports(file: string): string[] {
  const source = readFileSync(join(ROOT, file), 'utf8');
  return [...source.matchAll(/^import (?!type )[^;]*? from '(\.[^']+)';/gms)].map((m) =>
    relative(ROOT, join(ROOT, dirname(file), m[1].replace(/\.js$/, '.ts'))),
  );
}

describe('layering', () => {
  it('the forward direction imports neither the reverse writer nor the HTML renderer', () => {
    // Followed through every module they reach: the constructs' syntax plugins (`tokens.ts`,
    // `quote/alerts.ts`) and whatever a handler imports are checked as well.
    const found: string[] = [];
    const seen = new Set<string>();
    const todo = [...FORWARD];
    for (let file = todo.pop(); file !== undefined; file = todo.pop()) {
      if (seen.has(file) || file.includes('/generated/')) continue;
      seen.add(file);
      for (const to of runtimeImports(file)) {
        if (isBackward(to)) found.push(`${file} → ${to}`);
        else todo.push(to);
      }
    }
    expect(FORWARD.length).toBeGreaterThan(40);
    expect(seen.has('src/constructs/quote/alerts.ts')).toBe(true);
    expect(found).toEqual([]);
  });

  it('the schema build reaches nothing it generates (a fresh clone builds from the sources alone)', () => {
    // scripts/build-schemas.ts writes src/schema/generated; a module it imports that reads those
    // files works only where an earlier build left them behind.
    const seen = new Set<string>();
    const todo = ['scripts/build-schemas.ts'];
    for (let file = todo.pop(); file !== undefined; file = todo.pop()) {
      if (seen.has(file)) continue;
      seen.add(file);
      if (!file.includes('/generated/')) todo.push(...runtimeImports(file));
    }
    expect(seen.size).toBeGreaterThan(10);
    expect([...seen].filter((file) => file.startsWith('src/schema/generated/'))).toEqual([]);
  });
});

describe('composition', () => {
  /** The construct lists: every construct, and each direction's parts of them. */
  const LISTS = [
    'src/constructs/index.ts',
    'src/constructs/forward.ts',
    'src/constructs/reverse.ts',
    'src/constructs/html.ts',
  ];
  /** The engines a root hands the lists to: the tokenizer, the converter, the writer, the renderer. */
  const ENGINES = ['src/markdown', 'src/directives', 'src/convert', 'src/reverse', 'src/html'];
  /**
   * The two ways from an engine to a list. The writer reads its Markdown back with the composed
   * forward direction (src/compose/read-back.ts), which reaches the forward list through its
   * root. And every engine reads the directive rows (src/registry/directives.ts), derived from
   * the constructs' declarations (src/constructs/index.ts): data, as a ProseMirror schema is
   * built of NodeSpecs, that reaches no engine (the next test).
   */
  const READ_BACK = 'src/compose/read-back.ts';
  const ROWS = 'src/registry/directives.ts';

  /** Every list an engine's module reaches through its run-time imports, and the first step there. */
  function listsReached(starts: readonly string[]): string[] {
    const found: string[] = [];
    for (const start of starts) {
      const seen = new Set<string>();
      const todo = [start];
      for (let file = todo.pop(); file !== undefined; file = todo.pop()) {
        if (seen.has(file) || file.includes('/generated/')) continue;
        seen.add(file);
        for (const to of runtimeImports(file)) {
          if (LISTS.includes(to)) found.push(`${start} → … → ${to}`);
          else if (to !== READ_BACK && to !== ROWS) todo.push(to);
        }
      }
    }
    return found;
  }

  it('no engine imports a list of constructs, directly or through another module: the roots hand them over (src/compose/)', () => {
    for (const engine of ENGINES) expect(listsReached(files(engine)), engine).toEqual([]);
  });

  it('the directive rows reach only the constructs’ declarations, no engine and no direction’s parts', () => {
    const seen = new Set<string>();
    const todo = [ROWS];
    for (let file = todo.pop(); file !== undefined; file = todo.pop()) {
      // Generated data (the emoji table an emoji row checks its names against) imports nothing.
      if (seen.has(file) || file.includes('/generated/')) continue;
      seen.add(file);
      todo.push(...runtimeImports(file));
    }
    expect(seen.has('src/constructs/index.ts')).toBe(true);
    const reached = [...seen].filter(
      (file) =>
        LISTS.slice(1).includes(file) ||
        ENGINES.some((engine) => file.startsWith(`${engine}/`)) ||
        /^src\/constructs\/[^/]+\/(forward|reverse|html)[^/]*\.ts$/.test(file),
    );
    expect(reached).toEqual([]);
  });

  it('the check sees a list reached through another module', () => {
    // The roots do reach them: the same walk from src/compose/ finds every direction's list.
    const reached = new Set(listsReached(files('src/compose')).map((path) => path.split(' → ').at(-1)));
    expect([...reached].sort()).toEqual(LISTS.slice(1).sort());
  });
});
