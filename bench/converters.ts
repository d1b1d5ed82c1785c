import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Every converter the benchmark compares, behind one shape: load once (not timed), then a
 * function from Markdown to some result. A converter that cannot be installed or constructed
 * on this Node version is reported as unavailable with the reason, and the run carries on.
 */
export type Convert = (markdown: string) => unknown;

export interface ConverterSpec {
  name: string;
  description: string;
  load: () => Promise<Convert>;
}

export const ROOT = fileURLToPath(new URL('../', import.meta.url));
const require = createRequire(import.meta.url);
const projectDir = (dir: string): URL =>
  new URL(`${dir.replace(/\/+$/, '')}/`, new URL('../', import.meta.url));

/**
 * The build of mdadf to measure: dist/, or the directory MDADF_BENCH_DIST names (relative to the
 * project root). MDADF_BENCH_BASELINE names a second build (a copy of dist/ from an earlier
 * commit) measured beside it as `mdadf-extended@before`, `mdadf-atlassian@before` and its floor
 * `markdown-it@before`, so that before and after come from one run with the same method. Either must sit inside the project so
 * that its imports resolve to the same node_modules.
 */
export const MDADF_DIST = projectDir(process.env.MDADF_BENCH_DIST ?? 'dist');
const BASELINE_DIST = process.env.MDADF_BENCH_BASELINE
  ? projectDir(process.env.MDADF_BENCH_BASELINE)
  : undefined;

/** Imports a module of a build by URL, so the bench typechecks before dist/ exists. */
export async function importDist(url: URL): Promise<Record<string, unknown>> {
  if (!existsSync(url)) throw new Error(`${fileURLToPath(url)} not built (run npm run build)`);
  return (await import(pathToFileURL(fileURLToPath(url)).href)) as Record<string, unknown>;
}

/** What `import('mdadf')` loads in Node (the bundle of dist/node/), or tsc's tree in a build without it. */
const nodeEntry = (dist: URL): URL =>
  existsSync(new URL('node/index.js', dist)) ? new URL('node/index.js', dist) : new URL('index.js', dist);

async function mdadf(profile: 'extended' | 'atlassian', dist = MDADF_DIST): Promise<Convert> {
  const api = await importDist(nodeEntry(dist));
  const markdownToAdf = api.markdownToAdf;
  if (typeof markdownToAdf !== 'function') throw new Error('index.js does not export markdownToAdf');
  return (markdown) => markdownToAdf(markdown, { profile });
}

/**
 * The module of a build that exports `tokenize` and `tokenizeBlocks` with every construct's
 * syntax: compose/forward.js, or markdown/tokenizer.js in builds before the composition root.
 */
export async function tokenizerOf(dist: URL): Promise<Record<string, unknown>> {
  const composed = new URL('compose/forward.js', dist);
  return importDist(existsSync(composed) ? composed : new URL('markdown/tokenizer.js', dist));
}

async function floor(dist = MDADF_DIST): Promise<Convert> {
  const { tokenize } = await tokenizerOf(dist);
  if (typeof tokenize !== 'function') throw new Error('the build exports no tokenize');
  return (markdown) => tokenize(markdown);
}

const baseline: ConverterSpec[] = BASELINE_DIST
  ? [
      ...(['extended', 'atlassian'] as const).map((profile) => ({
        name: `mdadf-${profile}@before`,
        description: `mdadf markdownToAdf, profile ${profile}, the baseline build (${process.env.MDADF_BENCH_BASELINE})`,
        load: () => mdadf(profile, BASELINE_DIST),
      })),
      {
        name: 'markdown-it@before',
        description: `the floor of the baseline build (${process.env.MDADF_BENCH_BASELINE})`,
        load: () => floor(BASELINE_DIST),
      },
    ]
  : [];

export const CONVERTERS: readonly ConverterSpec[] = [
  {
    name: 'mdadf-extended',
    description: 'mdadf markdownToAdf, profile extended (dist/)',
    load: () => mdadf('extended'),
  },
  {
    name: 'mdadf-atlassian',
    description: 'mdadf markdownToAdf, profile atlassian (dist/)',
    load: () => mdadf('atlassian'),
  },
  ...baseline,
  {
    name: 'marklassian',
    description: 'marklassian markdownToAdf (marked based)',
    load: async () => {
      const { markdownToAdf } = await import('marklassian');
      return (markdown) => markdownToAdf(markdown);
    },
  },
  {
    name: 'atlaskit',
    description: "Atlassian's MarkdownTransformer(defaultSchema).parse + JSONTransformer.encode",
    load: async () => {
      // CommonJS packages without an `exports` map: their subpaths resolve only through require.
      const { MarkdownTransformer } = require('@atlaskit/editor-markdown-transformer');
      const { JSONTransformer } = require('@atlaskit/editor-json-transformer');
      const { defaultSchema } = require('@atlaskit/adf-schema/schema-default');
      const markdownTransformer = new MarkdownTransformer(defaultSchema);
      const jsonTransformer = new JSONTransformer();
      return (markdown) => jsonTransformer.encode(markdownTransformer.parse(markdown));
    },
  },
  {
    name: 'markdown-it',
    description: "markdown-it parse with mdadf's own configuration (dist/compose/forward.js): the floor",
    load: () => floor(),
  },
  {
    name: 'markdown-it-default',
    description: 'markdown-it parse, default preset (new MarkdownIt().parse(text, {}))',
    load: async () => {
      const { default: MarkdownIt } = await import('markdown-it');
      const md = new MarkdownIt();
      return (markdown) => md.parse(markdown, {});
    },
  },
];

export const MDADF = ['mdadf-extended', 'mdadf-atlassian'] as const;
export const FLOOR = 'markdown-it';
export const PEER_PACKAGES = [
  'marklassian',
  '@atlaskit/editor-markdown-transformer',
  '@atlaskit/editor-json-transformer',
] as const;

export function converterSpec(name: string): ConverterSpec {
  const spec = CONVERTERS.find((c) => c.name === name);
  if (!spec) throw new Error(`unknown converter ${name}`);
  return spec;
}

export type MarkdownToAdf = (markdown: string, options: Record<string, unknown>) => unknown;

/**
 * markdownToAdf of the build MDADF_BENCH_BASELINE names (`before`) or of dist/ (`after`), for
 * scripts that compare two builds conversion by conversion (same-output.ts);
 * `convert` instead for the whole result (document, diagnostics, metadata).
 */
export async function buildMarkdownToAdf(
  which: 'before' | 'after',
  entry: 'markdownToAdf' | 'convert' = 'markdownToAdf',
): Promise<MarkdownToAdf> {
  if (!BASELINE_DIST) throw new Error('MDADF_BENCH_BASELINE names the build to compare with');
  const dist = which === 'before' ? BASELINE_DIST : MDADF_DIST;
  const fn = (await importDist(new URL('index.js', dist)))[entry];
  if (typeof fn !== 'function') throw new Error(`${fileURLToPath(dist)}index.js has no ${entry}`);
  return fn as MarkdownToAdf;
}

/** Both builds' `convert`: the whole result, diagnostics included (same-output.ts). */
export async function baselineAndDist(): Promise<{ before: MarkdownToAdf; after: MarkdownToAdf }> {
  return {
    before: await buildMarkdownToAdf('before', 'convert'),
    after: await buildMarkdownToAdf('after', 'convert'),
  };
}
