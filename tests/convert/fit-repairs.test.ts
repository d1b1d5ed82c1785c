import { describe, expect, it } from 'vitest';
import { convert, type Profile } from '../../src/index.js';

/**
 * What the fit pass (src/convert/fit.ts) makes of constructs the profile forbids where they
 * stand, and where it reports each repair.
 */
const FIXTURES: Record<string, string> = {
  'task list': '- [ ] one\n- [x] **two**\n',
  'decision list': '<!-- adf:decisionList -->\n- one\n- two\n',
  'heading in a list item': '- one\n\n  ## Two **`c`**\n',
  'heading in a quote': '> ## Quoted\n',
  'quote in a list item': '- item\n\n  > quoted\n  > more\n',
  'quote in a quote': '> > inner\n',
};

const PROFILES: Profile[] = ['extended', 'atlassian'];

describe('repairs of the fit pass', () => {
  it('a task list is a task list', () => {
    const { doc, diagnostics } = convert(FIXTURES['task list']);
    expect(doc.content.map((n) => n.type)).toEqual(['taskList']);
    expect(doc.content[0].content?.map((n) => n.type)).toEqual(['taskItem', 'taskItem']);
    expect(diagnostics).toEqual([]);
  });

  it('a heading in a list item becomes a bold paragraph', () => {
    const { doc, diagnostics } = convert(FIXTURES['heading in a list item']);
    expect(doc.content[0].content?.[0].content?.[1]).toEqual({
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Two ', marks: [{ type: 'strong' }] },
        { type: 'text', text: 'c', marks: [{ type: 'code' }] },
      ],
    });
    // The paragraph's bold is not added to the code span (it would only be dropped again); the
    // bold written on it is dropped at the code span itself.
    expect(diagnostics.map((d) => [d.code, d.line, d.column, d.message])).toEqual([
      [
        'heading-to-paragraph',
        3,
        3,
        'a heading is not allowed inside a list item; it becomes a bold paragraph',
      ],
      ['mark-dropped', 3, 12, '`strong` cannot be combined with `code` on a text inside a heading; dropped'],
    ]);
  });

  it('a heading in a quote: kept in extended, a bold paragraph in atlassian, as the content model says', () => {
    const markdown = FIXTURES['heading in a quote'];
    expect(convert(markdown, { profile: 'extended' })).toEqual({
      doc: {
        type: 'doc',
        version: 1,
        content: [
          {
            type: 'blockquote',
            content: [{ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Quoted' }] }],
          },
        ],
      },
      diagnostics: [],
    });
    const { doc, diagnostics } = convert(markdown, { profile: 'atlassian' });
    expect(doc.content[0].content).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: 'Quoted', marks: [{ type: 'strong' }] }] },
    ]);
    expect(diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['heading-to-paragraph', 1, 3]]);
  });

  it('a heading in a task item is flattened into the task as before', () => {
    const markdown = '- [ ] task\n\n  ## Head\n';
    const { doc, diagnostics } = convert(markdown);
    expect(doc.content[0].content?.[0].content).toEqual([
      { type: 'text', text: 'task' },
      { type: 'hardBreak' },
      { type: 'text', text: 'Head' },
    ]);
    expect(diagnostics.map((d) => d.code)).toEqual(['inline-replaced']);
  });

  it('the repair is at its block and the drop at the code span', () => {
    const { diagnostics } = convert('- | a |\n  | - |\n  | b |\n\n  ## **`c`**\n');
    expect(diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([
      ['block-moved', 1, 1],
      ['heading-to-paragraph', 5, 3],
      ['mark-dropped', 5, 8],
    ]);
  });

  it('a quote in a list item gives its place to its content', () => {
    for (const profile of PROFILES) {
      const { doc, diagnostics } = convert(FIXTURES['quote in a list item'], { profile });
      expect(doc.content[0].content?.[0].content).toEqual([
        { type: 'paragraph', content: [{ type: 'text', text: 'item' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'quoted more' }] },
      ]);
      expect(diagnostics.map((d) => [d.code, d.line, d.column, d.message])).toEqual([
        ['quote-flattened', 3, 3, 'a quote is not allowed inside a list item; its content takes its place'],
      ]);
    }
  });

  it('a quote in a quote: kept in extended, flattened in atlassian, as the content model says', () => {
    const inner = { type: 'paragraph', content: [{ type: 'text', text: 'inner' }] };
    const markdown = FIXTURES['quote in a quote'];
    expect(convert(markdown, { profile: 'extended' }).doc.content).toEqual([
      { type: 'blockquote', content: [{ type: 'blockquote', content: [inner] }] },
    ]);
    const { doc, diagnostics } = convert(markdown, { profile: 'atlassian' });
    expect(doc.content).toEqual([{ type: 'blockquote', content: [inner] }]);
    expect(diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['quote-flattened', 1, 3]]);
  });
});
