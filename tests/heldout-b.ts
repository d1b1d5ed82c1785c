import { readdirSync, readFileSync } from 'node:fs';
import { loadRealAdf, officiallyValid, summarize, tripReport } from './support/real-adf.js';
const dir = process.argv[2];
const dropNulls = (v: any): any =>
  Array.isArray(v)
    ? v.map(dropNulls)
    : v && typeof v === 'object'
      ? Object.fromEntries(
          Object.entries(v)
            .filter(([, x]) => x !== null)
            .map(([k, x]) => [k, dropNulls(x)]),
        )
      : v;
const known = new Set(loadRealAdf().map((r) => JSON.stringify(r.doc)));
const seen = new Set<string>();
const verbatim = [];
const nulls = [];
for (const f of readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()) {
  const raw = JSON.parse(readFileSync(`${dir}/${f}`, 'utf8'));
  const doc = raw.version === undefined ? { version: 1, ...raw } : raw;
  const key = JSON.stringify(doc);
  if (known.has(key) || seen.has(key)) continue;
  seen.add(key);
  if (officiallyValid(doc)) {
    const r = tripReport({ name: f, doc }, 'atlassian');
    verbatim.push(r);
    if (!r.exact || Object.keys(r.fallbacks).length)
      console.log('V', r.exact ? 'exact' : 'DIFF', f, JSON.stringify(r.fallbacks));
    continue;
  }
  const clean = dropNulls(doc);
  if (!officiallyValid(clean)) continue;
  // the writer gets the document with its nulls; the comparison is with the null-free one
  const r = tripReport({ name: f, doc }, 'atlassian');
  const rc = tripReport({ name: f, doc: clean }, 'atlassian');
  const exact = r.markdown === rc.markdown && rc.exact;
  nulls.push({ ...rc, exact });
  if (!exact || Object.keys(rc.fallbacks).length)
    console.log('N', exact ? 'exact' : 'DIFF', f, JSON.stringify(rc.fallbacks));
}
console.log('verbatim', JSON.stringify(summarize(verbatim, 'atlassian')));
console.log('nulls', JSON.stringify(summarize(nulls, 'atlassian')));
console.log('all', JSON.stringify(summarize([...verbatim, ...nulls], 'atlassian')));
