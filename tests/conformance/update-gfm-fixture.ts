/**
 * Rewrites gfm-extension-examples.json from the GFM spec text:
 * `npx tsx tests/conformance/update-gfm-fixture.ts [path/to/gfm-spec.txt]`.
 */
import { writeFileSync } from 'node:fs';
import { GFM_FIXTURE, GFM_SPEC, extractGfmExtensionExamples } from './examples.js';

const examples = extractGfmExtensionExamples(process.argv[2] ?? GFM_SPEC);
const fixture = {
  source: 'GitHub Flavored Markdown Spec 0.29 (2019-04-06), https://github.github.com/gfm/',
  license: 'CC-BY-SA 4.0, http://creativecommons.org/licenses/by-sa/4.0/',
  note: 'The extension examples only; tabs written as real tabs. Regenerate with update-gfm-fixture.ts.',
  examples,
};
writeFileSync(GFM_FIXTURE, `${JSON.stringify(fixture, null, 2)}\n`);
console.log(`${examples.length} examples written to ${GFM_FIXTURE.pathname}`);
