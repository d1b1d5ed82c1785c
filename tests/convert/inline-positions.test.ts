import { readdirSync, readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { adfToMarkdown, convert, markdownToAdf, PROFILES, validateAdf } from '../../src/index.js';

const at = (markdown: string) => convert(markdown).diagnostics.map((d) => [d.code, d.line, d.column]);

/**
 * Inline diagnostics point at the offending text (src/convert/inline/token-starts.ts), not at
 * its paragraph's or list item's start, each once.
 */
describe('inline diagnostics at the offending text', () => {
  it.each([
    [
      'two code spans in emphasis',
      'Text **`a`** and *`b`*\n',
      [
        ['mark-dropped', 1, 8],
        ['mark-dropped', 1, 19],
      ],
    ],
    [
      'two code spans in one bold',
      '**`a` and `b`**\n',
      [
        ['mark-dropped', 1, 3],
        ['mark-dropped', 1, 11],
      ],
    ],
    ['after an entity', 'A &amp; **`a`**\n', [['mark-dropped', 1, 11]]],
    ['after a link with a title', '[link](http://x.y "t") **`a`**\n', [['mark-dropped', 1, 26]]],
    ['on a list item’s second line', '- item\n  **`a`**\n', [['mark-dropped', 2, 5]]],
    ['on a quote’s second line', '> quoted\n> **`a`**\n', [['mark-dropped', 2, 5]]],
    [
      'in table cells',
      '| **`a`** | b |\n|---|---|\n| c | **`d`** |\n',
      [
        ['mark-dropped', 1, 5],
        ['mark-dropped', 3, 9],
      ],
    ],
    ['in a task item (the fit pass’s report)', '- [ ] **`a`**\n', [['mark-dropped', 1, 9]]],
    // Found from the token's own start: the same text inside an earlier code span is not it.
    ['raw HTML after a code span holding it', '`<x>` then <x>\n', [['raw-html', 1, 12]]],
    [
      'a wiki mention after a code span holding it',
      '`[~jane]` and [~jane]\n',
      [['mention-like-link', 1, 15]],
    ],
  ])('%s', (_name, markdown, expected) => {
    expect(at(markdown)).toEqual(expected);
  });

  it('a heading made a bold paragraph adds no bold to its code: one warning, at the code span', () => {
    expect(at('- one\n\n  ## Two `c`\n')).toEqual([['heading-to-paragraph', 3, 3]]);
    expect(at('- one\n\n  ## Two **`c`**\n')).toEqual([
      ['heading-to-paragraph', 3, 3],
      ['mark-dropped', 3, 12],
    ]);
  });

  it('over the project’s own docs, every mark-dropped stands on its backtick, and no warning is repeated', () => {
    const dir = new URL('../../docs/', import.meta.url);
    let dropped = 0;
    for (const name of readdirSync(dir).filter((file) => file.endsWith('.md'))) {
      const markdown = readFileSync(new URL(name, dir), 'utf8');
      const lines = markdown.split('\n');
      for (const profile of PROFILES) {
        const seen = new Set<string>();
        for (const d of convert(markdown, { profile }).diagnostics) {
          const key = `${name}:${d.line}:${d.column} ${d.code} ${d.message}`;
          expect(seen.has(key), key).toBe(false);
          seen.add(key);
          if (d.code !== 'mark-dropped') continue;
          dropped++;
          expect(lines[d.line - 1][d.column - 1], key).toBe('`');
        }
      }
    }
    expect(dropped).toBeGreaterThan(40);
  });
});

describe('texts that lose a mark join their neighbours with the same marks', () => {
  it('`**`a`**`b`` is one code text, and round-trips exactly', () => {
    const doc = markdownToAdf('**`a`**`b` and `c`**`d`**\n');
    expect(doc.content[0].content).toEqual([
      { type: 'text', text: 'ab', marks: [{ type: 'code' }] },
      { type: 'text', text: ' and ' },
      { type: 'text', text: 'cd', marks: [{ type: 'code' }] },
    ]);
    const markdown = adfToMarkdown(doc);
    expect(markdown).toBe('`ab` and `cd`\n');
    expect(isDeepStrictEqual(markdownToAdf(markdown), doc)).toBe(true);
  });

  it('in a task item, where the fit pass drops the mark', () => {
    expect(markdownToAdf('- [ ] **`a`**`b`\n').content[0].content?.[0].content).toEqual([
      { type: 'text', text: 'ab', marks: [{ type: 'code' }] },
    ]);
  });
});

describe('validateAdf reports every error, the same way in both profiles', () => {
  const heading = (attrs: Record<string, unknown>, content: unknown[] = [{ type: 'text', text: 'T' }]) => ({
    type: 'heading',
    attrs,
    content,
  });
  const doc = {
    type: 'doc',
    version: 2,
    content: [
      { type: 'text', text: 'loose' },
      heading({ level: 0 }),
      { type: 'blockquote', content: [] },
      heading({ level: 2 }, [{ type: 'text', text: '' }]),
    ],
  };

  it.each(PROFILES)(
    '%s: the document’s own key, placement, an attribute, a count and a text, in order',
    (profile) => {
      expect(validateAdf(doc, { profile })).toEqual({
        valid: false,
        errors: [
          { path: '/version', message: 'must be 1' },
          {
            path: '/content/0',
            message: expect.stringMatching(/^text is not allowed in doc \(allowed: blockCard, codeBlock, /),
          },
          { path: '/content/1/attrs/level', message: 'must be >= 1' },
          { path: '/content/2/content', message: 'blockquote must contain at least 1 node' },
          { path: '/content/3/content/0/text', message: 'must have at least 1 character(s)' },
        ],
      });
    },
  );
});
