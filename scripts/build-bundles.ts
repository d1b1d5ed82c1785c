// Last step of `npm run build`, after tsc and copy-assets have written the ES modules to dist/:
//  1. dist/cjs/: the library as CommonJS, file by file (so `require('mdadf')` works on every
//     Node ≥ 20 without require(esm)), with the same declarations under a CommonJS package.json;
//  2. dist/cli/main.js: the command line with commander inlined, so a library install does not
//     bring it; the library files it uses stay shared modules;
//  3. dist/browser/mdadf.js: the library for browsers and workers in one minified ES module,
//     which the playground runs too (served as /playground/mdadf.js).
// See docs/decisions.md ("One package for every runtime").
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, transform } from 'esbuild';
import { BROWSER_BUNDLE } from './browser-bundle.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'src');
const dist = join(root, 'dist');
const cjs = join(dist, 'cjs');

/** The library's modules: not the command line, the service, their assets or build-only code. */
const NOT_LIBRARY = ['cli', 'server', 'atlassian', 'playground', 'browser', 'cjs', join('schema', 'build')];

function libraryFiles(dir = dist, found: string[] = []): string[] {
  const pending = [dir];
  while (pending.length > 0) {
    const current = pending.pop()!;
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      const rel = relative(dist, path);
      if (entry.isDirectory()) {
        if (!NOT_LIBRARY.some((skip) => rel === skip)) pending.push(path);
      } else if (/\.(js|d\.ts)$/.test(entry.name)) found.push(path);
    }
  }
  return found.sort();
}

/**
 * The generated validators are nearly all of the package's bytes; nobody reads them, so dist/
 * gets them minified (src/schema/generated/ keeps the readable ones).
 */
async function minifyValidators() {
  const generated = join(dist, 'schema', 'generated');
  for (const name of readdirSync(generated).filter((file) => /^validate-.*\.js$/.test(file))) {
    const file = join(generated, name);
    const { code } = await transform(readFileSync(file, 'utf8'), { minify: true, format: 'esm' });
    writeFileSync(file, code);
  }
}

async function buildCommonJs() {
  for (const file of libraryFiles()) {
    const target = join(cjs, relative(dist, file));
    mkdirSync(dirname(target), { recursive: true });
    if (file.endsWith('.d.ts')) {
      copyFileSync(file, target);
      continue;
    }
    const { code } = await transform(readFileSync(file, 'utf8'), {
      format: 'cjs',
      target: 'node20',
      sourcefile: relative(root, file),
      // Generated data and validators stay as compact as their ES module twins.
      minify: file.includes(`${sep}generated${sep}`),
    });
    writeFileSync(target, code);
  }
  // Declarations and code below dist/cjs/ are CommonJS (TypeScript reads the same field).
  writeFileSync(join(cjs, 'package.json'), '{ "type": "commonjs" }\n');
}

/**
 * Inlines the CLI's own files and commander; every other relative import (the library, the
 * service) stays an import of the file tsc wrote, so nothing is shipped twice.
 */
const cliOnly: Plugin = {
  name: 'cli-only',
  setup(build) {
    build.onResolve({ filter: /^\./ }, (args) => {
      if (!args.importer.startsWith(src + sep)) return undefined;
      const target = join(args.resolveDir, args.path);
      if (target.startsWith(join(src, 'cli') + sep)) return undefined;
      const fromDist = join(dist, relative(src, target)).replace(/\.ts$/, '.js');
      let path = relative(join(dist, 'cli'), fromDist).split(sep).join('/');
      if (!path.startsWith('.')) path = `./${path}`;
      return { path, external: true };
    });
  },
};

async function buildCli() {
  await build({
    entryPoints: [join(src, 'cli', 'main.ts')],
    outfile: join(dist, 'cli', 'main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Only commander is inlined; any other package (none today) stays a dependency.
    external: ['fastify', 'piscina', 'markdown-it', 'markdown-it-footnote'],
    plugins: [cliOnly],
    // commander is CommonJS: its require() of Node's built-in modules needs a real require.
    banner: {
      js: "import { createRequire as __cliRequire } from 'node:module';\nconst require = __cliRequire(import.meta.url);",
    },
    allowOverwrite: true,
    logLevel: 'warning',
  });
}

/**
 * dist/atlassian/index.js (`mdadf/atlassian`): the publishing code and the packages only it uses
 * (image-size) in one ES module; the converter stays an import of the library's files, so a
 * library install brings nothing more. tsc's one-file-per-module output there is removed (its
 * declarations stay).
 */
const atlassianOnly: Plugin = {
  name: 'atlassian-only',
  setup(build) {
    const own = join(src, 'atlassian') + sep;
    build.onResolve({ filter: /^\./ }, (args) => {
      if (!args.importer.startsWith(own)) return undefined;
      const target = join(args.resolveDir, args.path);
      if (target.startsWith(own)) return undefined;
      const fromDist = join(dist, relative(src, target)).replace(/\.ts$/, '.js');
      return { path: relative(join(dist, 'atlassian'), fromDist).split(sep).join('/'), external: true };
    });
  },
};

async function buildAtlassian() {
  const out = join(dist, 'atlassian');
  for (const file of libraryFiles(out).filter((path) => path.endsWith('.js'))) rmSync(file);
  await build({
    entryPoints: [join(src, 'atlassian', 'index.ts')],
    outfile: join(out, 'index.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: ['markdown-it', 'markdown-it-footnote'],
    plugins: [atlassianOnly],
    allowOverwrite: true,
    logLevel: 'warning',
  });
}

async function buildBrowser() {
  const outfile = join(dist, 'browser', 'mdadf.js');
  // The playground runs this very file in the page (src/server/routes/playground.ts serves it).
  await build({ ...BROWSER_BUNDLE, entryPoints: [join(dist, 'browser.js')], outfile });
}

await minifyValidators();
await buildCommonJs();
await buildCli();
await buildAtlassian();
await buildBrowser();
console.log(
  'build-bundles: dist/cjs/, dist/cli/main.js, dist/atlassian/index.js and dist/browser/mdadf.js written',
);
