import { readdirSync, readFileSync } from 'node:fs';
import { generateAdfDoc } from '../tests/support/adf-generator.js';
import type { AdfDoc, Profile } from '../src/types.js';
import { MDADF_DIST } from './converters.js';
import { ADF_FAMILIES } from './pathological.js';
import { loadWorkload } from './workloads.js';

/**
 * The reverse half of same-output.ts: every ADF document the tests write back (the real-world
 * fixtures, the round-trip generator's seeds), the documents the Markdown corpora convert to,
 * and the ADF families of pathological.ts, through `convertAdf` (Markdown and diagnostics, in both
 * profiles) and `adfToHtml` of the baseline build and of dist/: the results must be equal.
 */

type Api = {
  convertAdf: (doc: unknown, options: Record<string, unknown>) => unknown;
  adfToHtml: (doc: unknown, options: Record<string, unknown>) => unknown;
  markdownToAdf: (markdown: string, options: Record<string, unknown>) => unknown;
};

const PROFILES: Profile[] = ['extended', 'atlassian'];
const GENERATED_SEEDS = 300;

async function api(dir: URL): Promise<Api> {
  return (await import(new URL('index.js', dir).href)) as Api;
}

function documents(after: Api, scale: number): Array<{ name: string; doc: AdfDoc }> {
  const fixtures = new URL('../tests/fixtures/real-adf/', import.meta.url);
  const docs: Array<{ name: string; doc: AdfDoc }> = readdirSync(fixtures)
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({
      name: `real-adf/${file}`,
      doc: JSON.parse(readFileSync(new URL(file, fixtures), 'utf8')),
    }));
  for (const profile of PROFILES) {
    for (let seed = 1; seed <= GENERATED_SEEDS; seed++)
      docs.push({ name: `generated/${profile}/${seed}`, doc: generateAdfDoc(seed, { profile }) });
  }
  for (const workload of ['corpus', 'docs'] as const) {
    for (const { path, text } of loadWorkload(workload))
      docs.push({ name: `${workload}/${path}`, doc: after.markdownToAdf(text, {}) as AdfDoc });
  }
  for (const [name, family] of Object.entries(ADF_FAMILIES))
    docs.push({
      name: `pathological/${name}`,
      doc: family.make(Math.max(1, Math.round(family.size * scale))),
    });
  return docs;
}

/** How many results were compared and the documents whose results differ. */
export async function compareReverse(scale: number): Promise<{ compared: number; differing: string[] }> {
  const baseline = process.env.MDADF_BENCH_BASELINE;
  if (!baseline) throw new Error('MDADF_BENCH_BASELINE names the build to compare with');
  const before = await api(new URL(`${baseline.replace(/\/+$/, '')}/`, new URL('../', import.meta.url)));
  const after = await api(MDADF_DIST);
  let compared = 0;
  const differing: string[] = [];
  for (const { name, doc } of documents(after, scale)) {
    const runs: Array<[string, (build: Api) => unknown]> = [
      ...PROFILES.map((profile): [string, (build: Api) => unknown] => [
        `convertAdf ${profile}`,
        (build) => build.convertAdf(doc, { profile }),
      ]),
      ['adfToHtml', (build) => build.adfToHtml(doc, {})],
    ];
    for (const [label, run] of runs) {
      compared++;
      if (JSON.stringify(run(after)) !== JSON.stringify(run(before))) differing.push(`${name} ${label}`);
    }
  }
  return { compared, differing };
}
