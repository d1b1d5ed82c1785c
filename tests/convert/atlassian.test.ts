import { describe, expect, it } from 'vitest';
import { validateAdf } from '../../src/index.js';
import {
  align,
  code,
  codeBlock,
  doc,
  em,
  h,
  li,
  p,
  quote,
  run,
  strong,
  t,
  table,
  td,
  th,
  tr,
  ul,
} from './builders.js';

const atlassian = (md: string) => {
  const result = run(md, { profile: 'atlassian' });
  expect(validateAdf(result.doc, { profile: 'atlassian' })).toEqual({ valid: true, errors: [] });
  return result;
};

describe('atlassian profile: attribute mapping through the registry', () => {
  it('cell backgroundColor → background (header and body cells, before the table too)', () => {
    const { doc: out, codes } = atlassian(
      '<!-- adf:tableCell backgroundColor="#aaaaaa" -->\n| a | <!-- adf:tableCell colspan="1" backgroundColor="#bbbbbb" --> b |\n|---|---|\n| <!-- adf:tableCell rowspan="2" colwidth="90" --> c | d |\n| e |\n',
    );
    expect(out).toEqual(
      doc(
        table([
          // The width given to c is its column's: the header cell over it gets it too.
          tr(
            th(p(t('a')), { background: '#aaaaaa', colwidth: [90] }),
            th(p(t('b')), { colspan: 1, background: '#bbbbbb' }),
          ),
          tr(td(p(t('c')), { rowspan: 2, colwidth: [90] }), td(p(t('d')))),
          tr(td(p(t('e')))),
        ]),
      ),
    );
    expect(codes).toEqual([]);
  });

  it('heading textAlign: center → alignment center, right → alignment end, left → nothing', () => {
    const { doc: out, codes } = atlassian(
      '<!-- adf:heading textAlign="center" -->\n# C\n\n<!-- adf:heading textAlign="right" -->\n# R\n\n<!-- adf:heading textAlign="left" -->\n# L\n',
    );
    expect(out).toEqual(
      doc(
        { type: 'heading', attrs: { level: 1 }, marks: [align('center')], content: [t('C')] },
        { type: 'heading', attrs: { level: 1 }, marks: [align('end')], content: [t('R')] },
        h(1, t('L')),
      ),
    );
    expect(codes).toEqual([]);
  });

  it('heading textAlign justify, id, anchor, color have no official equivalent: dropped with a warning each', () => {
    const {
      doc: out,
      codes,
      diagnostics,
    } = atlassian('<!-- adf:heading id="i" anchor="a" color="#ff0000" textAlign="justify" -->\n## T\n');
    expect(out).toEqual(doc(h(2, t('T'))));
    expect(codes).toEqual([
      '1:18 attribute-dropped',
      '1:25 attribute-dropped',
      '1:36 attribute-dropped',
      '1:52 attribute-dropped',
    ]);
    expect(diagnostics.map((d) => d.message.split('`')[1])).toEqual([
      'id',
      'anchor',
      'color',
      'textAlign="justify"',
    ]);
  });

  it('code lineNumbers false → hideLineNumbers true (and true → false); wrap kept; theme dropped', () => {
    const { doc: out, codes } = atlassian(
      '<!-- adf:codeBlock lineNumbers="false" wrap="true" theme="dark" -->\n```js\nx\n```\n\n<!-- adf:codeBlock lineNumbers="true" -->\n```\ny\n```\n',
    );
    expect(out).toEqual(
      doc(
        codeBlock('x', { language: 'js', hideLineNumbers: true, wrap: true }),
        codeBlock('y', { hideLineNumbers: false }),
      ),
    );
    expect(codes).toEqual(['1:52 attribute-dropped']);
  });

  it('table layout and the other official table attributes are kept; borderColor dropped', () => {
    const { doc: out, codes } = atlassian(
      '<!-- adf:table layout="full-width" borderColor="#000000" isNumberColumnEnabled="true" displayMode="fixed" -->\n| a |\n|---|\n',
    );
    expect(out).toEqual(
      doc(
        table([tr(th(p(t('a'))))], {
          layout: 'full-width',
          isNumberColumnEnabled: true,
          displayMode: 'fixed',
        }),
      ),
    );
    expect(codes).toEqual(['1:36 attribute-dropped']);
  });

  it('quote colours are dropped with a warning', () => {
    const { doc: out, codes } = atlassian(
      '<!-- adf:blockquote backgroundColor="#eeeeee" borderColor="#111111" -->\n> q\n',
    );
    expect(out).toEqual(doc(quote(p(t('q')))));
    expect(codes).toEqual(['1:21 attribute-dropped', '1:47 attribute-dropped']);
  });

  it('an unknown attribute is dropped (not kept) in this profile, with a warning', () => {
    const { doc: out, codes, diagnostics } = atlassian('<!-- adf:heading x-data="1" -->\n# T\n');
    expect(out).toEqual(doc(h(1, t('T'))));
    expect(codes).toEqual(['1:18 unknown-attribute']);
    expect(diagnostics[0].message).toContain('dropped');
  });
});

describe('atlassian profile: repairs keep every word', () => {
  it('nested quotes are flattened into their parent', () => {
    const { doc: out, codes } = atlassian('> a\n> > b\n> > > c\n');
    expect(out).toEqual(doc(quote(p(t('a')), p(t('b')), p(t('c')))));
    expect(codes).toEqual(['2:3 quote-flattened', '3:5 quote-flattened']);
  });

  it('a heading inside a quote becomes a bold paragraph', () => {
    const { doc: out, codes } = atlassian('> ## Title *x*\n> body\n');
    expect(out).toEqual(doc(quote(p(t('Title ', strong), t('x', em, strong)), p(t('body')))));
    expect(codes).toEqual(['1:3 heading-to-paragraph']);
  });

  it('an aligned heading inside a quote: the alignment is dropped with a warning too', () => {
    const { doc: out, codes } = atlassian('> <!-- adf:heading textAlign="center" -->\n> # T\n');
    expect(out).toEqual(doc(quote(p(t('T', strong)))));
    expect(codes).toEqual(['2:3 heading-to-paragraph', '2:3 mark-dropped']);
  });

  it('a heading in a list item becomes a bold paragraph', () => {
    const { doc: out } = atlassian('- # Title\n');
    expect(out).toEqual(doc(ul([p(t('Title', strong))])));
  });

  it('a heading inside a table cell is allowed officially and is kept there', () => {
    expect(atlassian('| a |\n|---|\n| b |\n').doc).toEqual(
      doc(table([tr(th(p(t('a')))), tr(td(p(t('b'))))])),
    );
  });

  it('empty list items and quotes get an empty paragraph', () => {
    const { doc: out, codes } = atlassian('-\n\n>\n');
    expect(out).toEqual(doc(ul([p()]), quote(p())));
    expect(codes).toEqual(['1:1 empty-block-filled', '3:1 empty-block-filled']);
  });

  it('code combined with bold or italic keeps code (and link) only', () => {
    const { doc: out, codes } = atlassian('***`x`*** [**`y`**](http://l.io)\n');
    expect(out).toEqual(
      doc(p(t('x', code), t(' '), t('y', { type: 'link', attrs: { href: 'http://l.io' } }, code))),
    );
    expect(codes).toEqual(['1:4 mark-dropped', '1:14 mark-dropped']);
  });

  it('a code block inside a quote is allowed officially and stays', () => {
    expect(atlassian('> ```\n> x\n> ```\n').doc).toEqual(doc(quote(codeBlock('x'))));
  });

  it('a table or rule inside a quote is moved out after it; the quote is split around it', () => {
    const { doc: out, codes } = atlassian('> a\n> | x |\n> |---|\n> ***\n> b\n');
    expect(out).toEqual(
      doc(quote(p(t('a'))), table([tr(th(p(t('x'))))]), { type: 'rule' }, quote(p(t('b')))),
    );
    expect(codes).toEqual(['2:3 block-moved', '4:3 block-moved']);
  });

  it('a task list inside a quote is moved out', () => {
    const { doc: out } = atlassian('> - [ ] do\n');
    expect(out.content.map((n) => n.type)).toEqual(['taskList']);
  });

  it('an image inside text becomes a link with its alt text', () => {
    expect(atlassian('a ![b](c.png)\n').doc).toEqual(
      doc(p(t('a '), t('b', { type: 'link', attrs: { href: 'c.png' } }))),
    );
  });

  it('strict mode fails on errors only: repairs are warnings', () => {
    expect(() => run('> > nested\n- # heading\n', { profile: 'atlassian', strict: true })).not.toThrow();
    expect(() =>
      run('<!-- adf:heading textAlign="x" -->\n# T\n', { profile: 'atlassian', strict: true }),
    ).toThrow(/invalid-attribute-value/);
  });

  it('diagnostics have the same shape in both profiles', () => {
    const md = '<!-- adf:heading color="bad" -->\n# T\n';
    expect(run(md, { profile: 'atlassian' }).diagnostics).toEqual(run(md).diagnostics);
  });

  void li;
});
