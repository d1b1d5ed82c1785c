/**
 * Generates src/markdown/generated/js-yaml.js: js-yaml's loader (`load`, `CORE_SCHEMA`,
 * `YAMLException`), its own code from the package's lib/ files, bundled into one ES module and
 * cut of what a load with the core schema never runs. The package's ES module is one file whose
 * exports a bundler cannot drop, so a browser bundle of `markdownToAdf` carried the dumper and
 * every type of the default schema as well; this module weighs 6 KB less gzipped there. js-yaml
 * is a devDependency. Step of `npm run build`.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const lib = join(root, 'node_modules', 'js-yaml', 'lib');
const { version } = JSON.parse(readFileSync(join(lib, '..', 'package.json'), 'utf8')) as { version: string };

const entry = `export { load } from './loader.js';
export { default as CORE_SCHEMA } from './schema/core.js';
export { default as YAMLException } from './exception.js';
`;

/**
 * Two of the loader's imports are replaced. It falls back to the default schema (timestamps,
 * merges, binary, sets…) only when a call names none; every call here names `CORE_SCHEMA`, so
 * the fallback is the core schema and the default schema's types stay out. And an error's
 * `mark.snippet` (the lines around it, drawn for its `message`) is null: front matter reads only
 * `reason` and `mark.position`, and drawing it weighed 0.5 KB gzipped.
 */
const loaderOnly: Plugin = {
  name: 'loader-only',
  setup(b) {
    b.onResolve({ filter: /^\.\/schema\/default$/ }, () => ({ path: join(lib, 'schema', 'core.js') }));
    b.onResolve({ filter: /^\.\/snippet$/ }, () => ({ path: 'snippet', namespace: 'no-snippet' }));
    b.onLoad({ filter: /.*/, namespace: 'no-snippet' }, () => ({
      contents: 'module.exports = function makeSnippet() { return null; };',
      loader: 'js',
    }));
  },
};

/**
 * What a load with the core schema and no other option never runs, cut from the package's files
 * (1 KB gzipped in a bundle). Each cut names text that must occur exactly as often as said, so a
 * new js-yaml that moved it stops the build rather than ship an uncut or a miscut loader; and the
 * module is then checked against the package (below, and tests/markdown/yaml-loader.test.ts).
 *  - The dumper's half of the types: `predicate`, `represent`, `defaultStyle`, `styleAliases`
 *    (how a value is written back) and the checks of a type's or a schema's definition, which
 *    the package's own types always pass.
 *  - `loadAll`, and the `listener` option's calls (no call passes one).
 *  - Merge keys: `<<` merges only as the default schema's `!!merge` type; with the core schema a
 *    `!!merge` tag is an unknown tag, an error before the key is stored, and `<<` a plain key.
 */
interface Cut {
  file: string;
  text: string | RegExp;
  times: number;
  by: string;
}
const DUMPER_OPTIONS =
  /\n {2}(?:predicate|instanceOf|represent|representName|defaultStyle|styleAliases): (?:\{[\s\S]*?\n {2}\}|[^\n{]+?),?(?=\n)/g;
const CUTS: Cut[] = [
  ...['null', 'bool', 'int', 'float'].map((name) => ({
    file: `type/${name}.js`,
    text: DUMPER_OPTIONS,
    times: name === 'int' ? 4 : 3,
    by: '',
  })),
  {
    file: 'type.js',
    text: /\n {2}Object\.keys\(options\)\.forEach\(function \(name\) \{\n[\s\S]*?\n {2}\}\)\n/,
    times: 1,
    by: '\n',
  },
  {
    file: 'type.js',
    text: /\n {2}this\.instanceOf = [^\n]*\n {2}this\.predicate = [^\n]*\n {2}this\.represent = [^\n]*\n {2}this\.representName = [^\n]*\n {2}this\.defaultStyle = [^\n]*\n/,
    times: 1,
    by: '\n',
  },
  { file: 'type.js', text: /\n {2}this\.styleAliases = [^\n]*\n/, times: 1, by: '\n' },
  {
    file: 'type.js',
    text: /\n {2}if \(YAML_NODE_KINDS\.indexOf\(this\.kind\)[\s\S]*?\n {2}\}\n/,
    times: 1,
    by: '\n',
  },
  {
    file: 'schema.js',
    text: / else \{\n {4}throw new YAMLException\('Schema\.extend argument[\s\S]*?\n {2}\}\n/,
    times: 1,
    by: '\n',
  },
  {
    file: 'schema.js',
    text: /\n {2}implicit\.forEach\(function \(type\) \{[\s\S]*?\n {2}\}\)\n\n {2}explicit\.forEach\(function \(type\) \{[\s\S]*?\n {2}\}\)\n/,
    times: 1,
    by: '\n',
  },
  { file: 'loader.js', text: 'module.exports.loadAll = loadAll\n', times: 1, by: '' },
  { file: 'loader.js', text: 'state.listener !== null', times: 2, by: 'false' },
  { file: 'loader.js', text: "keyTag === 'tag:yaml.org,2002:merge'", times: 1, by: 'false' },
];

const trimmed: Plugin = {
  name: 'trimmed',
  setup(b) {
    b.onLoad({ filter: /\.js$/ }, ({ path }) => {
      const file = path.slice(lib.length + 1).replaceAll('\\', '/');
      let contents = readFileSync(path, 'utf8');
      for (const cut of CUTS.filter((cut) => cut.file === file)) {
        const pattern =
          typeof cut.text === 'string'
            ? new RegExp(cut.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g')
            : new RegExp(cut.text.source, 'g');
        const found = contents.match(pattern)?.length ?? 0;
        if (found !== cut.times) {
          throw new Error(`build-yaml: ${cut.text} occurs ${found} times in ${file}, not ${cut.times}`);
        }
        contents = contents.replace(pattern, cut.by);
      }
      return { contents, loader: 'js' };
    });
  },
};

const result = await build({
  stdin: { contents: entry, resolveDir: lib, sourcefile: 'js-yaml-loader.js' },
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  plugins: [loaderOnly, trimmed],
  banner: {
    js: `/* Generated by scripts/build-yaml.ts from js-yaml ${version} (lib/loader.js and the core schema). js-yaml: Copyright (C) 2011-2015 by Vitaly Puzrin, MIT License (see NOTICE). */`,
  },
  // Minified as dist/ ships the other generated modules: 140 bytes lighter in a gzipped bundle
  // than the readable module, whose names the bundler's minifier picks less well.
  minify: true,
  write: false,
  logLevel: 'error',
});

const outDir = join(root, 'src', 'markdown', 'generated');
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'js-yaml.js'), result.outputFiles[0]!.text);
writeFileSync(
  join(outDir, 'js-yaml.d.ts'),
  `/** js-yaml's loader: the part of js-yaml's API that front matter uses (scripts/build-yaml.ts). */
export declare const CORE_SCHEMA: unknown;
export declare function load(input: string, options?: { schema?: unknown }): unknown;
export declare class YAMLException extends Error {
  reason: string;
  mark?: { position: number; line: number; column: number };
}
`,
);
// The module must read as the package does: values, and errors with their reason and position.
const SAMPLES = [
  'a: 1\nb: [x, {c: ~}]\nd: 2001-12-14\n<<: {e: 1}\n',
  'a: &x 1\nb: *x\n',
  'a: 1\na: 2\n',
  'a: [\n',
];
type Loader = typeof import('../src/markdown/generated/js-yaml.js');
const outcome = (yaml: Loader, text: string) => {
  try {
    return JSON.stringify(yaml.load(text, { schema: yaml.CORE_SCHEMA }));
  } catch (error) {
    const { reason, mark } = error as InstanceType<typeof yaml.YAMLException>;
    return `${error instanceof yaml.YAMLException} ${reason} ${mark?.position}`;
  }
};
const written: Loader = await import(pathToFileURL(join(outDir, 'js-yaml.js')).href);
// Named through a variable: the package's ES module has no declarations of its own.
const PACKAGE: string = 'js-yaml';
const original: Loader = await import(PACKAGE);
for (const text of SAMPLES) {
  if (outcome(written, text) !== outcome(original, text))
    throw new Error(`build-yaml: the loader reads ${JSON.stringify(text)} otherwise than js-yaml`);
}
console.log(`js-yaml ${version} loader written to ${outDir}`);
