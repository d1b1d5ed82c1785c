import { parseArgs } from 'node:util';
import { baselineAndDist } from './converters.js';
import type { Doc } from './measure.js';
import { LINEAR_COST_CASES } from './pathological.js';
import { compareReverse } from './same-reverse.js';
import { loadWorkload } from './workloads.js';

/**
 * `MDADF_BENCH_BASELINE=.bench/before-dist node --import tsx bench/same-output.ts`: proof that a
 * change meant only to make conversions cheaper changed nothing they give. Every document of the
 * two real corpora, the synthetic set and the pathological families (at a tenth of their size)
 * is converted by the baseline build and by dist/, in both profiles and with smart links, and
 * the results (document, diagnostics, metadata) must be the same JSON, key order included; and
 * the same for the reverse direction (same-reverse.ts).
 */

const { values: args } = parseArgs({ options: { scale: { type: 'string', default: '0.1' } } });

const { before, after } = await baselineAndDist();

const scale = Number(args.scale);
const inputs: Doc[] = [
  ...loadWorkload('corpus'),
  ...loadWorkload('docs'),
  ...loadWorkload('synthetic'),
  ...Object.entries(LINEAR_COST_CASES).map(([name, c]) => ({
    path: `pathological/${name}`,
    text: c.make(scale),
  })),
];
const variants: Array<Record<string, unknown>> = [
  { profile: 'extended' },
  { profile: 'atlassian' },
  { profile: 'extended', smartLinks: true },
];

let compared = 0;
const differing: string[] = [];
for (const { path, text } of inputs) {
  for (const options of variants) {
    const want = JSON.stringify(before(text, options));
    const got = JSON.stringify(after(text, options));
    compared++;
    if (got !== want) differing.push(`${path} ${JSON.stringify(options)}`);
  }
}
console.log(`${compared} conversions of ${inputs.length} inputs compared; ${differing.length} differ`);
for (const line of differing.slice(0, 20)) console.log(`  ${line}`);
const reverse = await compareReverse(scale);
console.log(
  `${reverse.compared} reverse conversions (ADF to Markdown, ADF to HTML) compared; ${reverse.differing.length} differ`,
);
for (const line of reverse.differing.slice(0, 20)) console.log(`  ${line}`);
process.exitCode = differing.length + reverse.differing.length > 0 ? 1 : 0;
