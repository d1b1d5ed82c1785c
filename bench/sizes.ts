import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { BROWSER_BUNDLE } from '../scripts/browser-bundle.js';
import { ROOT } from './converters.js';

/**
 * What each entry point weighs in a user's browser bundle: bundled from dist/ with esbuild
 * (`--bundle --minify --platform=browser --format=esm`, scripts/browser-bundle.ts), then
 * gzip -9. Read by `npm run bench:size` and by tests/package/bundle-size.test.ts.
 */
export const ENTRIES = {
  'markdownToAdf only': `import { markdownToAdf } from './dist/index.js'; globalThis.markdownToAdf = markdownToAdf;`,
  'adfToMarkdown only': `import { adfToMarkdown } from './dist/index.js'; globalThis.adfToMarkdown = adfToMarkdown;`,
  'adfToHtml only': `import { adfToHtml } from './dist/index.js'; globalThis.adfToHtml = adfToHtml;`,
  'mdadf/browser (whole API but validateAdf)': `export * from './dist/browser.js';`,
  'validateAdf only (mdadf/validate)': `export { validateAdf } from './dist/validate/index.js';`,
} as const;

export type Entry = keyof typeof ENTRIES;

/**
 * What `markdownToAdf` alone may weigh, in bytes of gzip output: the 120 KB target, HTML reader
 * included (docs/decisions.md "HTML in Markdown", "The size ceiling"), so that growth past it is
 * a decision, not an accident.
 */
export const MARKDOWN_TO_ADF_GZIP_CEILING = 120_000;

export interface BundleRow {
  entry: Entry;
  minified: number;
  gzip: number;
  /** The files of the project and of its dependencies the bundle holds, relative to the root. */
  inputs: string[];
  /** The minified bundle. */
  code: string;
}

export async function measure(entry: Entry): Promise<BundleRow> {
  const result = await build({
    ...BROWSER_BUNDLE,
    stdin: { contents: ENTRIES[entry], resolveDir: ROOT, sourcefile: 'entry.js' },
    write: false,
    metafile: true,
  });
  const output = result.outputFiles[0]!;
  const code = output.contents;
  const inputs = Object.values(result.metafile.outputs).flatMap((output) => Object.keys(output.inputs));
  return {
    entry,
    minified: code.length,
    gzip: gzipSync(code, { level: 9 }).length,
    inputs,
    code: output.text,
  };
}
