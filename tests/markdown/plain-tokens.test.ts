import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import markdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { plainTokensPlugin } from '../../src/markdown/plain-tokens.js';
import { REAL_MARKDOWN } from '../support/real-markdown.js';

/**
 * src/markdown/plain-tokens.ts copies the constructors of markdown-it's Token and of its three
 * states, and its block and inline `push`es, so it holds for one markdown-it only: package.json pins that version exactly, and
 * this test fails on any other installed. tests/markdown/fast-paths.test.ts compares the tokens
 * with markdown-it's own on real documents.
 */
const PINNED = '15.0.3';
const require = createRequire(import.meta.url);

describe('plain tokens', () => {
  it('are made for the one markdown-it version package.json pins exactly', () => {
    const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    expect(manifest.dependencies['markdown-it']).toBe(PINNED);
    const installed = JSON.parse(readFileSync(require.resolve('markdown-it/package.json'), 'utf8'));
    expect(installed.version).toBe(PINNED);
  });

  it('have the fields of markdown-it’s Token, in its order, on its prototype', () => {
    const md = markdownIt();
    const Token = new md.core.State('', md, {}).Token;
    plainTokensPlugin(md);
    const PlainToken = new md.core.State('', md, {}).Token;
    expect(PlainToken).not.toBe(Token);
    const plain = new PlainToken('em_open', 'em', 1);
    const own = new Token('em_open', 'em', 1);
    expect(Object.keys(plain)).toEqual(Object.keys(own));
    expect(plain).toEqual(own);
    expect(plain).toBeInstanceOf(Token);
  });

  it('give markdown-it’s own tokens from every state (core, block, inline)', () => {
    const md = markdownIt();
    plainTokensPlugin(md);
    const source = '# *a* b\n\n> c `d` [e](f)\n\n- g\n  ~~h~~\n';
    expect(JSON.stringify(md.parse(source, {}))).toBe(JSON.stringify(markdownIt().parse(source, {})));
  });

  it('make the states with markdown-it’s fields, in its order', () => {
    const md = markdownIt();
    const own = markdownIt();
    plainTokensPlugin(md);
    const src = ' a\n\tb';
    expect(Object.keys(new md.core.State(src, md, {}))).toEqual(
      Object.keys(new own.core.State(src, own, {})),
    );
    expect(Object.keys(new md.block.State(src, md, {}, []))).toEqual(
      Object.keys(new own.block.State(src, own, {}, [])),
    );
    expect(Object.keys(new md.inline.State(src, md, {}, []))).toEqual(
      Object.keys(new own.inline.State(src, own, {}, [])),
    );
  });

  it.each([
    ...Object.entries(REAL_MARKDOWN).map(([name, texts]) => [name, texts()]),
    ['short texts of spaces, tabs, line ends and a letter', allTexts(' \t\na', 7)],
    [
      'texts of one long line',
      ['x'.repeat(100_000), `  ${'y '.repeat(50_000)}`, `\t\t${'z'.repeat(1000)}\n`],
    ],
  ])('make markdown-it’s line tables for the %s', (_name, texts) => {
    const md = markdownIt();
    const own = markdownIt();
    plainTokensPlugin(md);
    expect(texts.length).toBeGreaterThan(2);
    for (const text of texts) {
      const got = lineTables(new md.block.State(text, md, {}, []));
      const want = lineTables(new own.block.State(text, own, {}, []));
      if (JSON.stringify(got) !== JSON.stringify(want)) expect({ text, ...got }).toEqual({ text, ...want });
    }
  });
});

function lineTables(state: InstanceType<ReturnType<typeof markdownIt>['block']['State']>) {
  const { bMarks, eMarks, tShift, sCount, bsCount, lineMax } = state;
  return { bMarks, eMarks, tShift, sCount, bsCount, lineMax };
}

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
