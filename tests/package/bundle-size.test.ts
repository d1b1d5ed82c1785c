import { describe, expect, it } from 'vitest';
import { MARKDOWN_TO_ADF_GZIP_CEILING, measure } from '../../bench/sizes.js';
import { DIAGNOSTIC_CODES } from '../../src/diagnostics/codes.js';
import { directiveTexts } from '../../src/registry/directives.js';

/** Text only the docs and the public catalogues read: no converter needs it. */
const DOCS_TEXT = [
  ...Object.values(directiveTexts()).flatMap((text) => [text.description, ...Object.values(text.attributes)]),
  ...Object.values(DIAGNOSTIC_CODES).map((spec) => spec.summary),
];

/**
 * The bundles a user's bundler makes of dist/ (run `npm run build` first), as `npm run
 * bench:size` measures them. Sizes are deterministic for a given build and lockfile.
 */
describe('browser bundles', () => {
  it('markdownToAdf alone stays under its ceiling and holds no writer, renderer or docs text', async () => {
    const row = await measure('markdownToAdf only');
    expect(row.gzip).toBeLessThanOrEqual(MARKDOWN_TO_ADF_GZIP_CEILING);
    const otherDirections = row.inputs.filter((file) =>
      /^dist\/(reverse|html)\/|^dist\/constructs\/.*(reverse|html)[^/]*\.js$/.test(file),
    );
    expect(otherDirections).toEqual([]);
    expect(DOCS_TEXT.filter((text) => row.code.includes(text))).toEqual([]);
  });

  it('adfToMarkdown alone holds no renderer', async () => {
    // It does hold the forward converter: what it writes is read back with it (docs/reverse.md).
    const row = await measure('adfToMarkdown only');
    const renderers = row.inputs.filter((file) =>
      /^dist\/html\/|^dist\/constructs\/.*html[^/]*\.js$/.test(file),
    );
    expect(renderers).toEqual([]);
  });

  it('adfToHtml alone holds neither converter nor markdown-it', async () => {
    const row = await measure('adfToHtml only');
    const converters = row.inputs.filter((file) =>
      /^dist\/(convert|reverse)\/|^dist\/constructs\/.*(forward|reverse)[^/]*\.js$|markdown-it/.test(file),
    );
    expect(converters).toEqual([]);
  });
});
