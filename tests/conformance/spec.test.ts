import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { adfToHtml } from '../../src/compose/html.js';
import { markdownToAdf } from '../../src/index.js';
import { type Example, commonmarkExamples, gfmExtensionExamples } from './examples.js';
import { normalize } from './normalize.js';

/**
 * CommonMark 0.31.2 and the GFM extension examples, each through Markdown → ADF → HTML and
 * compared with the spec's HTML after normalisation (rules in normalize.ts and
 * docs/conformance.md). Examples ADF cannot represent are listed, with the reason, in
 * excluded.json; converter bugs awaiting a fix in known-failures.json (expected to fail, so a
 * fix shows up as a failure here until the entry is removed).
 */

interface Listed {
  spec: Example['spec'];
  example: number;
  section: string;
}

const read = <T>(name: string): T[] =>
  JSON.parse(readFileSync(new URL(name, import.meta.url), 'utf8')) as T[];
const keyOf = (spec: string, number: number) => `${spec}#${number}`;
const listed = (entries: Listed[]) => new Set(entries.map((e) => keyOf(e.spec, e.example)));

const excluded = listed(read<Listed & { reason: string }>('./excluded.json'));
const knownFailures = listed(read<Listed & { diagnosis: string }>('./known-failures.json'));
const examples = [...commonmarkExamples(), ...gfmExtensionExamples()];

interface Tally {
  total: number;
  passed: number;
  excluded: number;
  known: number;
}
const tallies = new Map<string, Tally>();
const tally = (example: Example): Tally => {
  const key = `${example.spec === 'gfm' ? 'GFM: ' : ''}${example.section}`;
  let t = tallies.get(key);
  if (!t) {
    t = { total: 0, passed: 0, excluded: 0, known: 0 };
    tallies.set(key, t);
  }
  return t;
};

function render(markdown: string): string {
  return adfToHtml(markdownToAdf(markdown));
}

describe('spec examples', () => {
  for (const example of examples) {
    const key = keyOf(example.spec, example.number);
    const t = tally(example);
    t.total++;
    const name = `${example.spec} ${example.number} (${example.section})`;
    if (excluded.has(key)) {
      t.excluded++;
      continue;
    }
    if (knownFailures.has(key)) {
      t.known++;
      it.fails(`${name} [known converter failure]`, () => {
        expect(normalize(render(example.markdown), 'actual')).toBe(normalize(example.html, 'expected'));
      });
      continue;
    }
    it(name, () => {
      expect(normalize(render(example.markdown), 'actual')).toBe(normalize(example.html, 'expected'));
      t.passed++;
    });
  }
});

describe('the lists', () => {
  it('name only existing examples, once', () => {
    const all = new Set(examples.map((e) => keyOf(e.spec, e.number)));
    for (const key of [...excluded, ...knownFailures]) expect(all.has(key), key).toBe(true);
    expect([...excluded].filter((key) => knownFailures.has(key))).toEqual([]);
  });

  it('cover 652 CommonMark and 24 GFM extension examples', () => {
    expect(examples.filter((e) => e.spec === 'commonmark')).toHaveLength(652);
    expect(examples.filter((e) => e.spec === 'gfm')).toHaveLength(24);
  });
});

afterAll(() => {
  const rows = [...tallies].map(([section, t]) => ({ section, ...t }));
  const sum = (field: keyof Tally) => rows.reduce((n, r) => n + r[field], 0);
  const total = {
    total: sum('total'),
    passed: sum('passed'),
    excluded: sum('excluded'),
    known: sum('known'),
  };
  console.table([...rows, { section: 'TOTAL', ...total }]);
  const representable = total.total - total.excluded;
  console.log(
    `conformance: ${total.passed}/${representable} representable examples pass ` +
      `(${((100 * total.passed) / representable).toFixed(1)}%); ${total.excluded} excluded, ${total.known} known converter failures`,
  );
});
