import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The sources load under tsx, which the project's scripts (reports, docs, benchmarks) run on. tsx
 * transpiles module by module with helpers defined at each module's top, so code that runs while
 * an import cycle is still loading (the construct tables) must not depend on them.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

describe('the sources under tsx', () => {
  for (const entry of ['src/index.ts', 'src/compose/reverse.ts']) {
    it(`imports ${entry} and converts`, () => {
      const script = `const m = await import('./${entry}');
const f = m.markdownToAdf ?? m.adfToMarkdown;
console.log(typeof f);`;
      const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        cwd: ROOT,
        encoding: 'utf8',
      });
      expect(run.stderr).toBe('');
      expect(run.stdout.trim()).toBe('function');
    });
  }
});
