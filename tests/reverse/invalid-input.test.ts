import { describe, expect, it } from 'vitest';
import { convert } from '../../src/index.js';
import { convertAdf } from '../../src/compose/reverse.js';
import type { AdfDoc, AdfNode } from '../../src/types.js';

/**
 * Issue 12: ADF → Markdown lost marks without a word. No Markdown reads back as ADF the
 * profile forbids, so an input that is not valid comes back repaired: the reverse direction
 * now says where (`invalid-adf`), and valid input still comes back exactly with no such warning.
 */
const doc = (...content: AdfNode[]): AdfDoc => ({ type: 'doc', version: 1, content });
const paragraph = (...content: AdfNode[]): AdfNode => ({ type: 'paragraph', content });

describe('input the profile forbids is reported, not lost silently', () => {
  it('**`OrderedMap.from`**`(value) → OrderedMap`: code with strong, then code', () => {
    const input = doc(
      paragraph(
        { type: 'text', text: 'OrderedMap.from', marks: [{ type: 'code' }, { type: 'strong' }] },
        { type: 'text', text: '(value) → OrderedMap', marks: [{ type: 'code' }] },
      ),
    );
    const { markdown, diagnostics } = convertAdf(input);
    expect(diagnostics.filter((d) => d.code === 'invalid-adf')).toEqual([
      {
        severity: 'warning',
        code: 'invalid-adf',
        message:
          'the input is not valid extended ADF at /content/0/content/0/marks/0/type (a text cannot have the mark "code" here); the Markdown reads back as a valid document, which differs there',
        line: 1,
        column: 1,
      },
    ]);
    // What is read back has lost the bold, as the warning said.
    expect(convert(markdown).doc.content[0].content?.[0].marks).toEqual([{ type: 'code' }]);
  });

  it('a mark with empty attributes in a heading (written as plain bold, without a word)', () => {
    const input = doc({
      type: 'heading',
      attrs: { level: 1 },
      content: [{ type: 'text', text: 'x', marks: [{ type: 'strong', attrs: {} }] }],
    });
    const { markdown, diagnostics } = convertAdf(input);
    expect(markdown).toBe('# **x**\n');
    expect(diagnostics.map((d) => [d.code, d.line, d.message])).toEqual([
      [
        'invalid-adf',
        1,
        'the input is not valid extended ADF at /content/0/content/0/marks/0/attrs (is not an allowed property); the Markdown reads back as a valid document, which differs there',
      ],
    ]);
  });

  it('at the line of the block that holds the problem', () => {
    const input = doc(paragraph({ type: 'text', text: 'fine' }), paragraph({ type: 'text', text: 'a' }), {
      type: 'heading',
      attrs: { level: 2 },
      content: [{ type: 'text', text: 'h' }, { type: 'hardBreak' }, { type: 'text', text: 'i' }],
    });
    const found = convertAdf(input).diagnostics.filter((d) => d.code === 'invalid-adf');
    expect(found.map((d) => d.line)).toEqual([5]);
  });

  it('valid input gets no such warning: strong text then code reads back exactly', () => {
    const input = doc(
      paragraph(
        { type: 'text', text: 'OrderedMap.from', marks: [{ type: 'strong' }] },
        { type: 'text', text: '(value) → OrderedMap', marks: [{ type: 'code' }] },
      ),
    );
    const { markdown, diagnostics } = convertAdf(input);
    expect(diagnostics).toEqual([]);
    expect(convert(markdown).doc).toEqual(input);
  });
});
