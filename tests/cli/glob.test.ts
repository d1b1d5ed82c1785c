import { describe, expect, it } from 'vitest';
import { excerptLines, withSourceLines } from '../../src/cli/excerpt.js';
import { globToRegExp, isGlob, splitGlob } from '../../src/cli/glob.js';

describe('glob patterns', () => {
  it('splits the literal base directory from the pattern', () => {
    expect(splitGlob('docs/**/*.md')).toEqual({ base: 'docs', rest: '**/*.md' });
    expect(splitGlob('*.md')).toEqual({ base: '.', rest: '*.md' });
    expect(splitGlob('/srv/docs/*.md')).toEqual({ base: '/srv/docs', rest: '*.md' });
    expect(splitGlob('/*.md')).toEqual({ base: '/', rest: '*.md' });
    expect(splitGlob('a/b?/c/*.md')).toEqual({ base: 'a', rest: 'b?/c/*.md' });
  });

  it('matches as shells do', () => {
    const cases: [string, string[], string[]][] = [
      ['**/*.md', ['a.md', 'x/a.md', 'x/y/z.md'], ['a.mdx', 'x/a.txt']],
      ['*.md', ['a.md'], ['x/a.md', 'a.markdown']],
      ['guide/**', ['guide/a.md', 'guide/x/y.md'], ['other/a.md']],
      ['x/**/b.md', ['x/b.md', 'x/y/b.md', 'x/y/z/b.md'], ['xb.md', 'x/yb.md']],
      ['?.md', ['a.md'], ['ab.md']],
      ['[ab].md', ['a.md', 'b.md'], ['c.md']],
      ['[!ab].md', ['c.md'], ['a.md']],
      ['*.{md,markdown}', ['a.md', 'a.markdown'], ['a.txt']],
      ['a+b(1).md', ['a+b(1).md'], ['aab1.md']],
      ['[x.md', ['[x.md'], ['x.md']],
    ];
    for (const [glob, yes, no] of cases) {
      const re = globToRegExp(glob);
      for (const path of yes) expect(re.test(path), `${glob} ~ ${path}`).toBe(true);
      for (const path of no) expect(re.test(path), `${glob} !~ ${path}`).toBe(false);
    }
    expect(isGlob('docs/a.md')).toBe(false);
    expect(isGlob('docs/*.md')).toBe(true);
  });
});

describe('source excerpts', () => {
  it('puts the caret under the column, tabs and wide characters counted', () => {
    expect(excerptLines('| a | b |', 12, 5)).toEqual(['  12 | | a | b |', '     |     ^']);
    expect(excerptLines('\tx', 3, 2)).toEqual(['  3 |     x', '    |     ^']);
    expect(excerptLines('日本 x', 1, 4)).toEqual(['  1 | 日本 x', '    |      ^']);
    expect(excerptLines('a\u001bb', 1, 3)).toEqual(['  1 | a\\x1bb', '    |      ^']);
  });

  it('shows a window of a long line around the column', () => {
    const line = `${'a'.repeat(500)}X${'b'.repeat(500)}`;
    const [text, caret] = excerptLines(line, 1, 501);
    expect(text.length).toBeLessThan(180);
    expect(text).toContain('…');
    expect(text[caret.length - 1]).toBe('X');
  });

  it('finds each diagnostic its line', () => {
    const text = 'one\r\ntwo\nthree';
    const found = withSourceLines(
      [{ line: 2, column: 1 }, { line: 3, column: 1 }, { line: 1, column: 1 }, { line: 9, column: 1 }, {}],
      text,
    );
    expect(found.map((d) => (d as { source?: string }).source)).toEqual([
      'two',
      'three',
      'one',
      undefined,
      undefined,
    ]);
  });
});
