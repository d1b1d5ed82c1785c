import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  adfToHtml,
  adfToMarkdown,
  convert,
  convertAdf,
  INPUT_LIMITS,
  InputError,
  markdownToAdf,
  validateAdf,
} from '../../src/index.js';

/** `{ a: { a: ... 1 } }`, `levels` objects deep, built without recursion. */
function nested(levels: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
}

const extension = (parameters: unknown) => ({
  type: 'doc',
  version: 1,
  content: [
    { type: 'extension', attrs: { extensionType: 'com.example', extensionKey: 'macro', parameters } },
  ],
});
const markAttrs = (extra: unknown) => ({
  type: 'doc',
  version: 1,
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'https://a.test', extra } }] },
      ],
    },
  ],
});

const pointer = (base: string, levels: number) => base + '/a'.repeat(levels - 1);
const DETAIL = 'an attribute value nested deeper than 1024 levels (INPUT_LIMITS.valueDepth)';

describe('attribute values nested deeper than INPUT_LIMITS.valueDepth', () => {
  it('the bound is 1,024 levels, below what JSON.stringify survives and above any adf:node value', () => {
    expect(INPUT_LIMITS.valueDepth).toBe(1024);
  });

  it.each([
    ['extension parameters', extension(nested(100_000)), '/content/0/attrs/parameters'],
    ['mark attrs', markAttrs(nested(100_000)), '/content/0/content/0/marks/0/attrs/extra'],
  ])('%s 100,000 deep: an InputError from every writer, valid: false from validateAdf', (_name, doc, at) => {
    // The first level past the bound is where the copy stops.
    const path = pointer(at, INPUT_LIMITS.valueDepth + 1);
    for (const write of [adfToHtml, adfToMarkdown, convertAdf] as const) {
      let thrown: unknown;
      try {
        write(doc as never);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(InputError);
      expect(thrown).toMatchObject({ problem: 'too-deep', argument: 'doc', path, detail: DETAIL });
    }
    expect(validateAdf(doc)).toEqual({ valid: false, errors: [{ path, message: DETAIL }] });
  });

  it('at exactly 1,024 levels the value is written and reads back the same', () => {
    const doc = extension(nested(INPUT_LIMITS.valueDepth));
    expect(adfToHtml(doc as never)).toContain('data-');
    const markdown = adfToMarkdown(doc as never);
    expect(isDeepStrictEqual(markdownToAdf(markdown), doc)).toBe(true);
    expect(validateAdf(doc).valid).toBe(true);
  });

  it('a directive JSON value one level deeper is an invalid attribute value, not applied', () => {
    const json = `${'['.repeat(1025)}${']'.repeat(1025)}`;
    const { doc, diagnostics } = convert(
      `<!-- adf:extension extensionType="com.example" extensionKey="macro" parameters='${json}' -->\n`,
    );
    expect(diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['invalid-attribute-value', 1, 69]]);
    expect(diagnostics[0].message).toContain('a JSON value nested at most 1024 levels');
    expect(JSON.stringify(doc)).not.toContain('parameters');
  });
});
