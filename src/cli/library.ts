import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { requireWithCodeCache } from './code-cache.js';

type Library = typeof import('../index.js');

let loaded: Promise<Library> | undefined;

/**
 * The library, for the conversions the command line runs. From the package (the CLI runs as
 * dist/node/), that is the CommonJS bundle next to it, dist/cjs/index.js, loaded through the
 * code cache (src/cli/code-cache.ts): compiling the converter is most of a cold run's cost.
 * From the sources (tests, `tsx src/cli/main.ts`) no such file exists: a plain import.
 */
export function library(): Promise<Library> {
  loaded ??= load();
  return loaded;
}

async function load(): Promise<Library> {
  const bundled = fileURLToPath(new URL('../cjs/index.js', import.meta.url));
  if (existsSync(bundled)) return requireWithCodeCache<Library>(bundled);
  return import('../index.js');
}
