/**
 * How real ADF (tests/fixtures/real-adf) fares in the round trip ADF → Markdown → ADF, per
 * profile: documents that come back exact, documents with any `adf:node` fallback, the share of
 * the Markdown bytes that is JSON, and the fallbacks by node type. `--docs` lists each document
 * with a fallback or a difference. Usage: npx tsx scripts/real-adf-report.ts [--docs]
 */
import { PROFILES } from '../src/types.js';
import { loadRealAdf, officiallyValid, summarize, tripReport } from '../tests/support/real-adf.js';

const docs = loadRealAdf();
const invalid = docs.filter((d) => !officiallyValid(d.doc)).map((d) => d.name);
const percent = (n: number, of: number) => `${((100 * n) / Math.max(of, 1)).toFixed(1)}%`;
console.log(
  `${docs.length} documents in tests/fixtures/real-adf (${invalid.length} not officially valid${invalid.length ? `: ${invalid.join(', ')}` : ''})`,
);
for (const profile of PROFILES) {
  const reports = docs.map((d) => tripReport(d, profile));
  const s = summarize(reports, profile);
  console.log(`\n${profile}:`);
  console.log(`  exact round trip      ${s.exact}/${s.documents} (${percent(s.exact, s.documents)})`);
  console.log(
    `  with adf:node         ${s.withFallback}/${s.documents} (${percent(s.withFallback, s.documents)})`,
  );
  console.log(
    `  JSON share of bytes   ${percent(s.jsonBytes, s.markdownBytes)} (${s.jsonBytes} of ${s.markdownBytes})`,
  );
  const byType = Object.entries(s.fallbacksByType).sort((a, b) => b[1] - a[1]);
  console.log(`  adf:node by type      ${byType.map(([t, n]) => `${t} ${n}`).join(', ') || 'none'}`);
  if (process.argv.includes('--docs')) {
    for (const r of reports) {
      const types = Object.entries(r.fallbacks).map(([t, n]) => `${t}×${n}`);
      if (!r.exact || types.length > 0)
        console.log(`    ${r.exact ? 'exact' : 'DIFF '} ${r.name} ${types.join(' ')}`);
    }
  }
}
