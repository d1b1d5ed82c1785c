import { describe, expect, it } from 'vitest';
import type { AdfNode } from '../../src/types.js';
import { codeBlock, doc, expand, li, nested, p, quote, strong, t, table, td, th, tr } from './builders.js';
import { inBoth, valid } from './ext-helpers.js';

describe('<details> becomes expand', () => {
  it('the summary is the title; the Markdown inside is Markdown', () => {
    const { doc: out, codes } = inBoth(
      '<details>\n<summary>More</summary>\n\nSome **bold** text.\n\n```js\nx()\n```\n\n</details>\n\nAfter.\n',
    );
    expect(out).toEqual(
      doc(
        expand('More', p(t('Some '), t('bold', strong), t(' text.')), codeBlock('x()', { language: 'js' })),
        p(t('After.')),
      ),
    );
    expect(codes).toEqual([]);
  });

  it('summary on the details line; tags and entities in the summary are plain title text', () => {
    const { doc: out } = inBoth(
      '<details open><summary>Click <b>me</b> &amp; see</summary>\n\nx\n</details>\n',
    );
    expect(out).toEqual(doc(expand('Click me & see', p(t('x')))));
  });

  it('without a summary the title is empty', () => {
    expect(inBoth('<details>\n\nx\n\n</details>\n').doc).toEqual(doc(expand('', p(t('x')))));
  });

  it('a summary in its own HTML block after a blank line still titles the expand', () => {
    expect(inBoth('<details>\n\n<summary>Late</summary>\n\nx\n\n</details>\n').doc).toEqual(
      doc(expand('Late', p(t('x')))),
    );
  });

  it('a nestedExpand without summary still has attrs (the official schema requires them)', () => {
    const { doc: out } = inBoth('<details>\n\n<details>\n\nb\n\n</details>\n</details>\n');
    expect(out).toEqual(doc(expand('', nested('', p(t('b'))))));
  });

  it('a third level has no ADF form: flattened into the nested expand, its summary a bold line', () => {
    const { doc: out, codes } = inBoth(
      '<details><summary>A</summary>\n\n<details><summary>B</summary>\n\nb\n\n<details><summary>C</summary>\n\nc\n\n</details>\n\nb2\n\n</details>\n</details>\n\nafter\n',
    );
    expect(out).toEqual(
      doc(expand('A', nested('B', p(t('b')), p(t('C', strong)), p(t('c')), p(t('b2')))), p(t('after'))),
    );
    expect(codes).toEqual(['7:1 expand-flattened']);
  });

  it('a summary is the title of the <details> it stands directly in, not of one already closed', () => {
    const { doc: out, codes } = inBoth(
      '<details><summary>A</summary>\n\n<details><summary>B</summary>\n\n<details>\n\nc\n\n</details>\n\n<summary>x</summary>\n\n</details>\n\n</details>\n',
    );
    expect(out).toEqual(doc(expand('A', nested('B', p(t('c')), p(t('<summary>x</summary>'))))));
    expect(codes).toEqual(['5:1 expand-flattened', '11:1 raw-html']);
  });

  it('each flattened level gets its own bold title line, whichever summary comes first', () => {
    const { doc: out, codes } = inBoth(
      '<details><summary>A</summary>\n\n<details><summary>B</summary>\n\n<details>\n\n<details><summary>E</summary>\n\ne\n\n</details>\n\n<summary>D</summary>\n\n</details>\n\n</details>\n\n</details>\n',
    );
    expect(out).toEqual(doc(expand('A', nested('B', p(t('E', strong)), p(t('e')), p(t('D', strong))))));
    expect(codes).toEqual(['5:1 expand-flattened', '7:1 expand-flattened']);
  });

  it('details inside details: nestedExpand, as ADF requires', () => {
    const { doc: out, codes } = inBoth(
      '<details><summary>Outer</summary>\n\na\n\n<details><summary>Inner</summary>\n\nb\n\n</details>\n</details>\n',
    );
    expect(out).toEqual(doc(expand('Outer', p(t('a')), nested('Inner', p(t('b'))))));
    expect(codes).toEqual([]);
  });

  it('a table inside an expand stays there', () => {
    const { doc: out } = inBoth('<details><summary>T</summary>\n\n| a |\n|---|\n| b |\n\n</details>\n');
    expect(out).toEqual(doc(expand('T', table([tr(th(p(t('a')))), tr(td(p(t('b'))))]))));
  });

  it('an empty expand gets an empty paragraph', () => {
    const { doc: out, codes } = inBoth('<details><summary>Empty</summary>\n</details>\n');
    expect(out).toEqual(doc(expand('Empty', p())));
    expect(codes).toEqual(['1:1 empty-block-filled']);
  });

  it('text in the same HTML block as the tags is not Markdown: it is HTML text, as GitHub shows it', () => {
    const { doc: out, codes } = inBoth('<details><summary>S</summary>\nplain *text*\n</details>\n');
    expect(out).toEqual(doc(expand('S', p(t('plain *text*')))));
    expect(codes).toEqual([]);
  });

  it('an expand inside a quote is moved out after it (a quote holds no expand)', () => {
    const { doc: out, codes } = valid(
      '> a\n>\n> <details><summary>S</summary>\n>\n> b\n>\n> </details>\n',
      'atlassian',
    );
    expect(out).toEqual(doc(quote(p(t('a'))), expand('S', p(t('b')))));
    expect(codes).toEqual(['3:3 block-moved']);
  });
});

describe('unbalanced details tags', () => {
  it('a </details> without <details> is kept as text, with a warning at the tag', () => {
    const { doc: out, codes } = inBoth('a\n\n</details>\n');
    expect(out).toEqual(doc(p(t('a')), p(t('</details>'))));
    expect(codes).toEqual(['3:1 details-unbalanced']);
  });

  it('a <details> never closed runs to the end of the document', () => {
    const { doc: out, codes } = inBoth('<details><summary>Open</summary>\n\na\n\nb\n');
    expect(out).toEqual(doc(expand('Open', p(t('a')), p(t('b')))));
    expect(codes).toEqual(['1:1 details-unbalanced']);
  });

  it('a <details> in a list item ends with the item; the later </details> is text', () => {
    const { doc: out, codes } = inBoth('- <details><summary>S</summary>\n\n  in item\n\n</details>\n');
    expect(out).toEqual(doc(expand('S', p(t('in item'))), p(t('</details>'))));
    expect(codes).toEqual(['1:3 details-unbalanced', '1:3 block-moved', '5:1 details-unbalanced']);
  });

  it('no text is lost when the closing tag sits inside a deeper block', () => {
    const { doc: out, codes } = inBoth('<details>\n\n> q\n> </details>\n\nafter\n');
    expect(out).toEqual(doc(expand('', quote(p(t('q')), p(t('</details>'))), p(t('after')))));
    expect(codes).toEqual(['1:1 details-unbalanced', '4:3 details-unbalanced']);
  });
});

describe('list items hold no expand', () => {
  it('moved out after the list', () => {
    const out = inBoth('- a\n\n  <details><summary>S</summary>\n\n  b\n\n  </details>\n').doc;
    expect(out).toEqual(doc({ type: 'bulletList', content: [li([p(t('a'))])] }, expand('S', p(t('b')))));
  });
});
