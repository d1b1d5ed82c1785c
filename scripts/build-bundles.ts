// Last step of `npm run build`, after tsc and copy-assets have written the ES modules to dist/.
// tsc's file tree stays what bundlers and the service import (tree-shakable, one module a
// file); what a Node process loads cold is bundled here, one file per entry:
//  1. dist/node/: the library's Node entries and the command line as ES modules, with the
//     code they share in chunks and everything a command or function loads late (the reverse,
//     the HTML renderer, each CLI command) in chunks of its own; markdown-it and commander
//     inlined (a cold process then reads a few files, not three hundred);
//  2. dist/cjs/: the library's entries as CommonJS, one file each, with the declarations under
//     a CommonJS package.json;
//  3. dist/node/*.cjs (and dist/cjs/*.cjs): the side modules, code only some calls or inputs
//     need (the JSON Schema validators, the YAML loader, the HTML parser, the character
//     reference decoder), each loaded on its first use (SIDE_MODULES);
//  4. dist/browser/mdadf.js: the library for browsers and workers in one minified ES module,
//     which the playground runs too (served as /playground/mdadf.js).
// A new entry is one line of NODE_ENTRIES (and, for the library, of CJS_ENTRIES).
// See docs/decisions.md ("One package for every runtime").
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BuildOptions, build, type Plugin, transform } from 'esbuild';
import { BROWSER_BUNDLE } from './browser-bundle.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'src');
const dist = join(root, 'dist');
const node = join(dist, 'node');
const cjs = join(dist, 'cjs');

/** The Node entries (ES modules), source below src/ → name in dist/node/. */
const NODE_ENTRIES: Record<string, string> = {
  index: 'index.ts', // mdadf
  validate: 'validate/index.ts', // mdadf/validate
  cli: 'cli/main.ts', // the mdadf command (dist/cli/main.js starts it)
  'pool-worker': 'cli/pool-worker.ts', // a thread of `mdadf convert DIR`
  atlassian: 'atlassian/index.ts', // mdadf/atlassian: publishing to Jira and Confluence
};

/**
 * Folders of tsc's tree whose modules import packages a library install lacks (image-size, the
 * MCP SDK, zod, diff): their code ships only inside the bundles above, so tsc's copies go (the
 * publishing entry's declarations stay).
 */
const BUNDLED_ONLY = ['atlassian', 'mcp'];

/** The CommonJS entries, source below src/ → file in dist/cjs/. */
const CJS_ENTRIES: Record<string, string> = {
  'index.js': 'index.ts', // require('mdadf')
  'validate/index.js': 'validate/index.ts', // require('mdadf/validate')
};

/** Packages the bundles never inline: the service's optional peers. */
const EXTERNAL = ['fastify', 'piscina'];

/**
 * Code that only some calls or inputs need, each built as a CommonJS file next to the bundles
 * and required on its first use (the ES module bundles get `require` from their banner), so a
 * cold `import('mdadf')` neither compiles nor runs it:
 *  - the JSON Schema validators (about 1 MB): validateAdf's first call (src/validate/validators.ts
 *    says why);
 *  - js-yaml's loader: the first document with YAML front matter;
 *  - htmlparser2: the first document with HTML (src/constructs/html/parse.ts makes its parser
 *    on first use);
 *  - `entities`, markdown-it's decoder of character references, whose 2,000-entry table is
 *    decoded when its module runs: the first `&name;` or `&#…;` (markdown-it calls it for
 *    nothing else).
 * Each stand-in exports what its importer uses and nothing more; tsc's tree and the browser
 * bundle keep the plain imports.
 */
interface SideModule {
  /** The file next to the bundle. */
  file: string;
  /** The import the stand-in replaces. */
  replaces: (path: string, importer: string) => boolean;
  /** What the file holds (an ES module, resolved from src/). */
  contents: string;
  /** The stand-in, given the `require` path of the file. */
  standIn: (file: string) => string;
}

const SIDE_MODULES: SideModule[] = [
  {
    file: 'validators.cjs',
    replaces: (path, importer) =>
      path.endsWith('/validators.js') && importer === join(src, 'validate', 'validate-adf.ts'),
    contents: `export { default as validateExtended } from './schema/generated/validate-extended.js';
export { default as validateAtlassian } from './schema/generated/validate-atlassian.js';`,
    standIn: (file) => `let loaded;
export function schemaValidator(profile) {
  loaded ??= require(${JSON.stringify(file)});
  return profile === 'atlassian' ? loaded.validateAtlassian : loaded.validateExtended;
}`,
  },
  {
    file: 'js-yaml.cjs',
    replaces: (path) => path.endsWith('/generated/js-yaml.js'),
    contents: `export { load, CORE_SCHEMA, YAMLException } from './markdown/generated/js-yaml.js';`,
    // Every call names the core schema (scripts/build-yaml.ts): the stand-in's CORE_SCHEMA is a
    // token for it, and YAMLException answers instanceof once the loader has loaded.
    standIn: (file) => `let loaded;
const yaml = () => (loaded ??= require(${JSON.stringify(file)}));
export const CORE_SCHEMA = 'core';
export function load(text, options) {
  return yaml().load(text, { ...options, schema: yaml().CORE_SCHEMA });
}
export const YAMLException = { [Symbol.hasInstance]: (value) => loaded !== undefined && value instanceof loaded.YAMLException };`,
  },
  {
    file: 'htmlparser2.cjs',
    replaces: (path) => path.endsWith('/generated/htmlparser2.js'),
    contents: `export { Tokenizer } from './markdown/generated/htmlparser2.js';`,
    standIn: (file) => `let loaded;
export function Tokenizer(options, callbacks) {
  loaded ??= require(${JSON.stringify(file)});
  return new loaded.Tokenizer(options, callbacks);
}`,
  },
  {
    file: 'entities.cjs',
    replaces: (path) => path === 'entities',
    contents: `export { decodeHTMLStrict } from 'entities';`,
    standIn: (file) => `let loaded;
export function decodeHTMLStrict(text) {
  loaded ??= require(${JSON.stringify(file)});
  return loaded.decodeHTMLStrict(text);
}`,
  },
];

/** Replaces each side module's import by its stand-in; `dir` is the side files' path from the bundle. */
function sideModules(dir: string): Plugin {
  return {
    name: 'side-modules',
    setup(build) {
      // The stand-ins' require() of the side files stays a require at run time.
      build.onResolve({ filter: /\.cjs$/ }, (args) =>
        args.namespace === 'side-module' ? { path: args.path, external: true } : undefined,
      );
      build.onResolve({ filter: /.*/ }, (args) => {
        const index = SIDE_MODULES.findIndex((side) => side.replaces(args.path, args.importer));
        return index < 0 ? undefined : { path: String(index), namespace: 'side-module' };
      });
      build.onLoad({ filter: /.*/, namespace: 'side-module' }, (args) => {
        const side = SIDE_MODULES[Number(args.path)]!;
        return { contents: side.standIn(`${dir}/${side.file}`), loader: 'js' };
      });
    },
  };
}

/**
 * commander requires `node:child_process` when it loads, for subcommands that are programs of
 * their own (`spawn`), which mdadf has none of: loaded on that call instead, the 6 ms it costs
 * stay out of every run of the command line. The build fails if commander's line changes.
 */
const lazyChildProcess: Plugin = {
  name: 'lazy-child-process',
  setup(build) {
    build.onLoad({ filter: /[\\/]commander[\\/]lib[\\/]command\.js$/ }, (args) => {
      const line = "const childProcess = require('node:child_process');";
      const code = readFileSync(args.path, 'utf8');
      if (!code.includes(line)) throw new Error(`${args.path} no longer has: ${line}`);
      return {
        contents: code.replace(
          line,
          "const childProcess = { spawn: (...args) => require('node:child_process').spawn(...args) };",
        ),
        loader: 'js',
      };
    });
  },
};

/** The side modules' files in `dir`. */
async function buildSideModules(dir: string) {
  for (const side of SIDE_MODULES) {
    await build({
      ...COMMON,
      stdin: { contents: side.contents, resolveDir: src, sourcefile: side.file.replace(/\.cjs$/, '.js') },
      format: 'cjs',
      outfile: join(dir, side.file),
    });
  }
}

/** The service stays tsc's file tree (it is long-lived): the CLI imports it by the package's name. */
const serverByName: Plugin = {
  name: 'server-by-name',
  setup(build) {
    build.onResolve({ filter: /\/server\/index\.js$/ }, (args) =>
      args.importer.startsWith(join(src, 'cli') + sep) ? { path: 'mdadf/server', external: true } : undefined,
    );
  },
};

const COMMON: BuildOptions = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  external: EXTERNAL,
  // Fewer bytes to read and parse cold; nobody reads these files (tsc's tree is the readable one).
  minify: true,
  logLevel: 'warning',
  // src/index.ts imports its data tables first only to lay out a browser bundle: here esbuild
  // drops those bare imports (the modules have no side effects) and each table comes with its
  // importer; the HTML tokenizer's import is its side module's stand-in (SIDE_MODULES).
  logOverride: { 'ignored-bare-import': 'silent' },
  legalComments: 'none',
};

async function buildNode() {
  rmSync(node, { recursive: true, force: true });
  await build({
    ...COMMON,
    entryPoints: Object.entries(NODE_ENTRIES).map(([out, file]) => ({ in: join(src, file), out })),
    outdir: node,
    format: 'esm',
    splitting: true,
    chunkNames: 'chunk-[hash]',
    // commander is CommonJS: its require() of Node's built-in modules needs a real require.
    banner: {
      js: "import { createRequire as __mdadfRequire } from 'node:module';\nconst require = __mdadfRequire(import.meta.url);",
    },
    plugins: [sideModules('.'), serverByName, lazyChildProcess],
  });
  await buildSideModules(node);
  // The bin: a line that starts the bundled CLI (tsc's dist/cli/ is not what runs).
  rmSync(join(dist, 'cli'), { recursive: true, force: true });
  mkdirSync(join(dist, 'cli'), { recursive: true });
  writeFileSync(join(dist, 'cli', 'main.js'), "#!/usr/bin/env node\nimport '../node/cli.js';\n");
  for (const folder of BUNDLED_ONLY) removeCode(join(dist, folder));
}

/** Removes the JavaScript below a folder of tsc's tree, keeping its declarations. */
function removeCode(dir: string) {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.js')) rmSync(join(entry.parentPath, entry.name));
  }
}

/** Every declaration tsc wrote for the library, for dist/cjs/ (the same types, read as CommonJS). */
function libraryDeclarations(): string[] {
  const skip = new Set([
    ...BUNDLED_ONLY,
    'cli',
    'server',
    'playground',
    'browser',
    'cjs',
    'node',
    join('schema', 'build'),
  ]);
  const found: string[] = [];
  const pending = [dist];
  while (pending.length > 0) {
    const current = pending.pop()!;
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) {
        if (!skip.has(relative(dist, path))) pending.push(path);
      } else if (entry.name.endsWith('.d.ts')) found.push(path);
    }
  }
  return found.sort();
}

async function buildCommonJs() {
  rmSync(cjs, { recursive: true, force: true });
  for (const file of libraryDeclarations()) {
    const target = join(cjs, relative(dist, file));
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(file, target);
  }
  for (const [out, file] of Object.entries(CJS_ENTRIES)) {
    const outfile = join(cjs, out);
    let sides = relative(dirname(outfile), cjs).split(sep).join('/');
    if (!sides.startsWith('.')) sides = sides === '' ? '.' : `./${sides}`;
    await build({
      ...COMMON,
      entryPoints: [join(src, file)],
      outfile,
      format: 'cjs',
      plugins: [sideModules(sides)],
    });
  }
  await buildSideModules(cjs);
  // Declarations and code below dist/cjs/ are CommonJS (TypeScript reads the same field).
  writeFileSync(join(cjs, 'package.json'), '{ "type": "commonjs" }\n');
}

/**
 * The generated validators are nearly all of the package's bytes; nobody reads them, so tsc's
 * tree gets them minified too (src/schema/generated/ keeps the readable ones).
 */
async function minifyValidators() {
  const generated = join(dist, 'schema', 'generated');
  for (const name of readdirSync(generated).filter((file) => /^validate-.*\.js$/.test(file))) {
    const file = join(generated, name);
    const { code } = await transform(readFileSync(file, 'utf8'), { minify: true, format: 'esm' });
    writeFileSync(file, code);
  }
}

async function buildBrowser() {
  const outfile = join(dist, 'browser', 'mdadf.js');
  // The playground runs this very file in the page (src/server/routes/playground.ts serves it).
  await build({ ...BROWSER_BUNDLE, entryPoints: [join(dist, 'browser.js')], outfile });
}

await minifyValidators();
await buildNode();
await buildCommonJs();
await buildBrowser();
console.log('build-bundles: dist/node/, dist/cjs/, dist/cli/main.js and dist/browser/mdadf.js written');
