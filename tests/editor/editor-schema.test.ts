import { describe, expect, it } from 'vitest';
import { convert } from '../../src/index.js';
import type { AdfDoc, AdfNode } from '../../src/types.js';
import { EDITOR_INPUT_SETS } from '../support/editor-inputs.js';
import { DOCUMENTED_DIVERGENCES, editorProblems, undocumentedProblems } from '../support/editor-schema.js';

/**
 * Every atlassian document mdadf writes loads in the editor Jira and Confluence use (the
 * ProseMirror schema of @atlaskit/adf-schema and prosemirror-tables' grid) unchanged, over every
 * input set: the corpora, the spec examples, the round trip of the real ADF fixtures, generated
 * Markdown, table quotes and span-heavy tables. The only exceptions are the two divergences
 * docs/decisions.md documents ("The editor's schema").
 */
const doc = (...content: AdfNode[]): AdfDoc => ({ type: 'doc', version: 1, content });
const p = (text: string): AdfNode => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const cell = (attrs?: Record<string, unknown>): AdfNode => ({
  type: 'tableCell',
  ...(attrs ? { attrs } : {}),
  content: [p('x')],
});
const row = (...cells: AdfNode[]): AdfNode => ({ type: 'tableRow', content: cells });
const table = (...rows: AdfNode[]): AdfNode => ({ type: 'table', content: rows });
const image: AdfNode = { type: 'media', attrs: { type: 'external', url: 'https://x.y/i.png' } };
const link = { type: 'link', attrs: { href: 'https://x.y' } };

describe('the editor-schema check', () => {
  it('names each kind of refusal', () => {
    expect(editorProblems(doc(p('a')))).toEqual([]);
    expect(editorProblems(doc())).toEqual(['empty document']);
    expect(
      editorProblems(
        doc({ type: 'mediaSingle', attrs: { layout: 'center' }, content: [image], marks: [link] }),
      ),
    ).toEqual(['check: doc content']);
    expect(
      editorProblems(
        doc({ type: 'mediaSingle', attrs: { layout: 'center' }, content: [{ ...image, marks: [link] }] }),
      ),
    ).toEqual([]);
    expect(
      editorProblems(
        doc({ type: 'paragraph', content: [{ type: 'text', text: 'c', marks: [{ type: 'code' }, link] }] }),
      ),
    ).toEqual(['code with link']);
    expect(editorProblems(doc(table(row(cell(), cell()), row(cell()))))).toEqual(['table: missing']);
    expect(editorProblems(doc(table(row(cell({ rowspan: 3 })), row(cell()))))).toEqual([
      'table: overlong_rowspan',
      'table: missing',
    ]);
    expect(editorProblems(doc(table(row(cell(), cell({ rowspan: 2 })), row(cell({ colspan: 2 })))))).toEqual([
      'table: missing',
      'table: collision',
    ]);
    expect(editorProblems(doc(table(row(cell({ colwidth: [100] })), row(cell()))))).toEqual([
      'table: colwidth mismatch',
    ]);
    expect(editorProblems(doc(table(row())))).toEqual(['check: tableRow content', 'table: zero_sized']);
  });

  it('allows only the documented divergences', () => {
    expect(DOCUMENTED_DIVERGENCES).toEqual(['code with link', 'empty document']);
    expect(undocumentedProblems(doc())).toEqual([]);
  });
});

describe.each(Object.keys(EDITOR_INPUT_SETS))(
  'atlassian output loads in the editor unchanged: %s',
  (name) => {
    it('no document has a problem the decisions do not document', () => {
      const failing: Array<{ index: number; problems: string[] }> = [];
      let index = 0;
      for (const out of EDITOR_INPUT_SETS[name]()) {
        const problems = undocumentedProblems(out);
        if (problems.length > 0) failing.push({ index, problems });
        index++;
      }
      expect(index).toBeGreaterThan(0);
      expect(failing).toEqual([]);
    });
  },
);

describe('the rough edges of issue 32', () => {
  const atlassian = (markdown: string) => {
    const { doc: out, diagnostics } = convert(markdown, { profile: 'atlassian' });
    return {
      out,
      codes: diagnostics.map((d) => `${d.line}:${d.column} ${d.code}`),
      problems: editorProblems(out),
    };
  };

  it('a linked image carries its link on the media node', () => {
    const { out, problems } = atlassian('[![alt](https://x.y/img.png)](https://x.y)\n');
    expect(out.content).toEqual([
      {
        type: 'mediaSingle',
        attrs: { layout: 'center' },
        content: [
          {
            type: 'media',
            attrs: { type: 'external', url: 'https://x.y/img.png', alt: 'alt' },
            marks: [link],
          },
        ],
      },
    ]);
    expect(problems).toEqual([]);
  });

  it('a pipe table whose spans cover a whole later row omits that row, the span shrinking', () => {
    const { out, codes, problems } = atlassian(
      '| a | b |\n|---|---|\n| <!-- adf:tableCell colspan="2" rowspan="2" --> x | |\n|   |   |\n| c | d |\n',
    );
    expect(out.content[0].content!.map((r) => r.content!.map((c) => [c.type, c.attrs ?? {}]))).toEqual([
      [
        ['tableHeader', {}],
        ['tableHeader', {}],
      ],
      [['tableCell', { colspan: 2 }]],
      [
        ['tableCell', {}],
        ['tableCell', {}],
      ],
    ]);
    expect(codes).toEqual(['3:1 span-adjusted']);
    expect(problems).toEqual([]);
  });

  it('a heading in a table cell loses its indentation as a paragraph does, with mark-dropped', () => {
    const { out, codes, problems } = atlassian(
      '<!-- adf:table -->\n> <!-- adf:tableRow -->\n> > <!-- adf:tableCell -->\n> > > <!-- adf:heading indentation="2" -->\n> > > # Title\n',
    );
    expect(out.content[0].content![0].content![0].content).toEqual([
      { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Title' }] },
    ]);
    expect(codes).toEqual(['5:7 mark-dropped']);
    expect(problems).toEqual([]);
  });

  it('a table written as quotes is laid on a sound grid, with span-adjusted, one width per column', () => {
    const { out, codes, problems } = atlassian(
      [
        '<!-- adf:table -->',
        '> <!-- adf:tableRow -->',
        '> > <!-- adf:tableCell rowspan="4" colwidth="80" -->',
        '> > > a',
        '> >',
        '> > <!-- adf:tableCell colwidth="120" -->',
        '> > > b',
        '>',
        '> <!-- adf:tableRow -->',
        '> > <!-- adf:tableCell colspan="2" colwidth="90,90" -->',
        '> > > c',
        '',
      ].join('\n'),
    );
    expect(out.content[0].content!.map((r) => r.content!.map((c) => c.attrs ?? {}))).toEqual([
      // Three columns: the second row's cell starts right of the rowspan; the filler added at the
      // first row's end takes its column's width, the spanning cell the widths of its columns.
      [{ rowspan: 2, colwidth: [80] }, { colwidth: [120] }, { colwidth: [90] }],
      [{ colspan: 2, colwidth: [120, 90] }],
    ]);
    expect(codes).toEqual(['3:3 span-adjusted', '4:5 span-adjusted', '11:5 span-adjusted']);
    expect(problems).toEqual([]);
  });
});
