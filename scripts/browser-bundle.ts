import { build } from 'esbuild';

/**
 * How mdadf is bundled for the browser, everywhere it is: dist/browser/mdadf.js, the size
 * figures (bench/bundle-size.ts) and the Chromium test. The esbuild command line it stands for:
 * `esbuild ENTRY --bundle --minify --platform=browser --format=esm`.
 */
export const BROWSER_BUNDLE = {
  bundle: true,
  minify: true,
  platform: 'browser',
  format: 'esm',
  logLevel: 'error',
} as const;

/** Bundles `source` (an ES module resolving its imports from `resolveDir`) for the browser. */
export async function bundleForBrowser(
  source: string,
  resolveDir: string,
  alias?: Record<string, string>,
): Promise<Uint8Array> {
  const result = await build({
    ...BROWSER_BUNDLE,
    stdin: { contents: source, resolveDir, sourcefile: 'entry.js' },
    alias,
    write: false,
  });
  return result.outputFiles[0]!.contents;
}
