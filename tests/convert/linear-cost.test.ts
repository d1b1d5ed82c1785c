import { describe, expect, it } from 'vitest';
import { MARKDOWN_FAMILIES } from '../../bench/pathological.js';
import { convert } from '../../src/index.js';
import type { AdfNode, Diagnostic } from '../../src/types.js';

/**
 * The inputs of issue 12's "Linear cost" (each took seconds before), at the sizes the issue
 * gives, converted with exact expectations: what they give, not how fast (timing is the
 * benchmark's job: `npm run bench:scaling`). They are the benchmark's own inputs
 * (bench/pathological.ts).
 */
const input = (family: string, n = MARKDOWN_FAMILIES[family].size): string =>
  MARKDOWN_FAMILIES[family].make(n);

const text = (value: string, ...marks: AdfNode['marks'] & object): AdfNode =>
  marks.length > 0 ? { type: 'text', text: value, marks } : { type: 'text', text: value };

/** The diagnostics in short: every code, and the positions of all of them. */
function summary(diagnostics: readonly Diagnostic[]): { codes: string[]; positions: string[] } {
  return {
    codes: [...new Set(diagnostics.map((d) => d.code))],
    positions: diagnostics.map((d) => `${d.line}:${d.column}`),
  };
}

const columns = (count: number, first: number, step: number, line = 1): string[] =>
  Array.from({ length: count }, (_, i) => `${line}:${first + i * step}`);

describe('the inputs that took seconds convert to exactly what they mean', () => {
  it("'*' × 25,000, x, '*' × 25,000 is a bold x", () => {
    const { doc, diagnostics } = convert(input('stars-around-x'));
    expect(doc.content).toEqual([{ type: 'paragraph', content: [text('x', { type: 'strong' })] }]);
    expect(diagnostics).toEqual([]);
  });

  it('16,000 unclosed <u> on one line: no paragraph (the tags show nothing), one warning per tag at its column', () => {
    const { doc, diagnostics } = convert(input('u-open'));
    expect(doc.content).toEqual([]);
    expect(summary(diagnostics)).toEqual({ codes: ['html-tag-unclosed'], positions: columns(16_000, 1, 3) });
  });

  it('<u> × 16,000 then </u> × 16,000 is one underlined x, no warning', () => {
    const { doc, diagnostics } = convert(input('u-open-close'));
    expect(doc.content).toEqual([{ type: 'paragraph', content: [text('x', { type: 'underline' })] }]);
    expect(diagnostics).toEqual([]);
  });

  it('<sub><sup> × 12,000: the outermost (sub) wins; 24,000 warnings, in order', () => {
    const { doc, diagnostics } = convert(input('sub-sup'));
    expect(doc.content).toEqual([
      { type: 'paragraph', content: [text('x', { type: 'subsup', attrs: { type: 'sub' } })] },
    ]);
    expect(summary(diagnostics)).toEqual({ codes: ['html-tag-unclosed'], positions: columns(24_000, 1, 5) });
    expect(diagnostics[1].message).toContain('`<sup>`');
  });

  it('8,000 footnotes: 8,000 references and 8,000 notes, each linked both ways', () => {
    const { doc, diagnostics } = convert(input('footnotes'));
    const [paragraph, rule, list] = doc.content;
    expect(doc.content).toHaveLength(3);
    expect(rule).toEqual({ type: 'rule' });
    expect(paragraph.content).toHaveLength(16_000);
    expect(paragraph.content![15_999]).toEqual(
      text(
        '[8000]',
        { type: 'link', attrs: { href: '#fn-8000' } },
        { type: 'subsup', attrs: { type: 'sup' } },
      ),
    );
    expect(list.content).toHaveLength(8_000);
    expect(list.content![7_999]).toEqual({
      type: 'listItem',
      content: [
        {
          type: 'paragraph',
          content: [text('note 7999 '), text('↩', { type: 'link', attrs: { href: '#fnref-8000' } })],
        },
      ],
    });
    expect(diagnostics).toEqual([]);
  });

  it('8,000 notes nothing refers to: all kept, each reported at its own definition', () => {
    const { doc, diagnostics } = convert(input('footnotes-unreferenced'));
    expect(doc.content[2].content).toHaveLength(8_000);
    expect(doc.content[2].content![7_999]).toEqual({
      type: 'listItem',
      content: [{ type: 'paragraph', content: [text('note 7999')] }],
    });
    expect(summary(diagnostics)).toEqual({
      codes: ['footnote-unreferenced'],
      positions: Array.from({ length: 8_000 }, (_, i) => `${i + 3}:1`),
    });
  });

  it('16,000 references to one note: one note, one back-link', () => {
    const { doc, diagnostics } = convert(input('footnote-refs-one-note'));
    expect(doc.content[0].content).toHaveLength(32_000);
    expect(doc.content[2].content).toEqual([
      {
        type: 'listItem',
        content: [
          {
            type: 'paragraph',
            content: [text('the note '), text('↩', { type: 'link', attrs: { href: '#fnref-1' } })],
          },
        ],
      },
    ]);
    expect(diagnostics).toEqual([]);
  });

  it('16,000 <!-- x --> on one line: dropped, one warning each at its column', () => {
    const { doc, diagnostics } = convert(input('comments-one-line'));
    expect(doc.content).toEqual([]);
    expect(summary(diagnostics)).toEqual({
      codes: ['html-comment-dropped'],
      positions: columns(16_000, 1, 10),
    });
  });

  it('16,000 lines `a <!-- x -->` in one paragraph: each warning on its own line', () => {
    const { doc, diagnostics } = convert(input('comments-in-paragraph'));
    expect(doc.content).toEqual([{ type: 'paragraph', content: [text(`${'a  '.repeat(15_999)}a `)] }]);
    expect(summary(diagnostics)).toEqual({
      codes: ['html-comment-dropped'],
      positions: Array.from({ length: 16_000 }, (_, i) => `${i + 1}:3`),
    });
  });
});

describe('other families that were quadratic', () => {
  it('8,000 block directives inside a paragraph: one dangling-directive each, at its column', () => {
    const { diagnostics } = convert(input('dangling-directives'));
    expect(summary(diagnostics)).toEqual({
      codes: ['dangling-directive'],
      positions: columns(8_000, 11, 33),
    });
  });

  it('16,000 colour spans: 16,000 coloured x', () => {
    const { doc, diagnostics } = convert(input('colour-spans'));
    const content = doc.content[0].content!;
    expect(content).toHaveLength(31_999);
    expect(content[31_998]).toEqual(text('x', { type: 'textColor', attrs: { color: '#ff0000' } }));
    expect(diagnostics).toEqual([]);
  });

  it('<b><i><u><s> × 4,000 closed in order: one x with the four marks', () => {
    const { doc, diagnostics } = convert(input('deep-html-tags'));
    expect(doc.content).toEqual([
      {
        type: 'paragraph',
        content: [text('x', { type: 'em' }, { type: 'strong' }, { type: 'strike' }, { type: 'underline' })],
      },
    ]);
    expect(diagnostics).toEqual([]);
  });

  it('8,000 unclosed colour spans: the outermost colour runs on; one warning each', () => {
    const { doc, diagnostics } = convert(input('unclosed-spans'));
    const content = doc.content[0].content!;
    expect(content).toEqual([
      text(`x${' x'.repeat(7_999)}`, { type: 'textColor', attrs: { color: '#000000' } }),
    ]);
    expect(summary(diagnostics)).toEqual({ codes: ['html-tag-unclosed'], positions: columns(8_000, 1, 31) });
  });
});

describe('wide tables', () => {
  it('a table 4,000 columns wide with escaped pipes: every cell holds its a|b', () => {
    const { doc, diagnostics } = convert(input('table-wide-row'));
    const [header, row] = doc.content[0].content!;
    expect(header.content).toHaveLength(4_000);
    expect(row.content).toHaveLength(4_000);
    expect(new Set(row.content!.map((cell) => JSON.stringify(cell)))).toEqual(
      new Set([
        JSON.stringify({
          type: 'tableCell',
          content: [{ type: 'paragraph', content: [text('a|b')] }],
        }),
      ]),
    );
    expect(diagnostics).toEqual([]);
  });
});

describe('closing HTML tags', () => {
  it('a closing tag ends the latest open tag of its name, wherever it is in the nesting', () => {
    const { doc, diagnostics } = convert('<b>a<i>b</b>c</i>d\n');
    expect(doc.content[0].content).toEqual([
      text('a', { type: 'strong' }),
      text('b', { type: 'em' }, { type: 'strong' }),
      text('c', { type: 'em' }),
      text('d'),
    ]);
    expect(diagnostics).toEqual([]);
  });

  it('a closing tag with nothing open of its name goes; a tag nested in itself closes innermost first', () => {
    const { doc, diagnostics } = convert('<u>a<u>b</u>c</u>d</u>\n');
    expect(doc.content[0].content).toEqual([text('abc', { type: 'underline' }), text('d')]);
    expect(summary(diagnostics)).toEqual({ codes: [], positions: [] });
  });

  it('of two colours opened, the outer one colours the text until its own tag closes', () => {
    const red = { type: 'textColor', attrs: { color: '#ff0000' } };
    const blue = { type: 'textColor', attrs: { color: '#0000ff' } };
    const { doc } = convert(
      '<span style="color: #ff0000">a<span style="color: #0000ff">b</span>c</span><span style="color: #0000ff">d</span>\n',
    );
    expect(doc.content[0].content).toEqual([text('abc', red), text('d', blue)]);
  });
});
