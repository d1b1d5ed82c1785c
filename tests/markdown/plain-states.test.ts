import markdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { createTokenizer } from '../../src/markdown/tokenizer.js';
import { REAL_MARKDOWN } from '../support/real-markdown.js';

/**
 * The block state of src/markdown/plain-states.ts finds the line ends with `indexOf` instead of
 * markdown-it's character loop: its line tables must be markdown-it's own, on real documents,
 * the spec examples and every short text of spaces, tabs, line ends and a letter.
 */
const fast = createTokenizer();
const reference = markdownIt('commonmark');

const tables = (md: typeof reference, src: string) => {
  const state = new md.block.State(src, md, {}, []);
  const { bMarks, eMarks, tShift, sCount, bsCount, lineMax, level, blkIndent, listIndent, parentType } =
    state;
  return { bMarks, eMarks, tShift, sCount, bsCount, lineMax, level, blkIndent, listIndent, parentType };
};

/** Every text of up to `length` characters from `alphabet`. */
function allTexts(alphabet: string, length: number): string[] {
  let texts = [''];
  const all = [''];
  for (let n = 0; n < length; n++) {
    texts = texts.flatMap((text) => [...alphabet].map((c) => text + c));
    all.push(...texts);
  }
  return all;
}

describe('the plain block state', () => {
  it('has the fields of markdown-it’s own, in its order', () => {
    const src = ' a\n\tb';
    expect(Object.keys(new fast.block.State(src, fast, {}, []))).toEqual(
      Object.keys(new reference.block.State(src, reference, {}, [])),
    );
    expect(Object.keys(new fast.core.State(src, fast, {}))).toEqual(
      Object.keys(new reference.core.State(src, reference, {})),
    );
  });

  it.each([
    ...Object.entries(REAL_MARKDOWN).map(([name, texts]) => [name, texts()]),
    ['short texts of spaces, tabs, line ends and a letter', allTexts(' \t\na', 7)],
    [
      'texts of one long line',
      ['x'.repeat(100_000), `  ${'y '.repeat(50_000)}`, `\t\t${'z'.repeat(1000)}\n`],
    ],
  ])('makes markdown-it’s line tables for the %s', (_name, texts) => {
    expect(texts.length).toBeGreaterThan(2);
    for (const text of texts) {
      const got = tables(fast, text);
      const want = tables(reference, text);
      if (JSON.stringify(got) !== JSON.stringify(want)) expect({ text, ...got }).toEqual({ text, ...want });
    }
  });
});
