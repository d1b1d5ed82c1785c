import { describe, expect, it } from 'vitest';
import { codeBlock, doc, em, h, ol, p, quote, run, strong, t, ul } from './builders.js';

describe('spec §1.1 blockquotes', () => {
  it('1-2. consecutive > lines form one blockquote; lines of a paragraph join with a space', () => {
    expect(run('> one\n> two\n').doc).toEqual(doc(quote(p(t('one two')))));
  });

  it('3. an empty > line separates paragraphs inside the same quote', () => {
    expect(run('> one\n>\n> two\n').doc).toEqual(doc(quote(p(t('one')), p(t('two')))));
  });

  it('4. nesting with > > and deeper: nested blockquote nodes in the extended profile', () => {
    expect(run('> a\n> > b\n> > > c\n').doc).toEqual(
      doc(quote(p(t('a')), quote(p(t('b')), quote(p(t('c')))))),
    );
  });

  it('5. paragraphs, ordered and bullet lists, inline formatting', () => {
    const md = '> **bold** and *it*\n>\n> 1. one\n> 2. two\n>\n> - x\n';
    expect(run(md).doc).toEqual(
      doc(
        quote(
          p(t('bold', strong), t(' and '), t('it', em)),
          ol(1, [p(t('one'))], [p(t('two'))]),
          ul([p(t('x'))]),
        ),
      ),
    );
  });

  it('a heading inside a quote is allowed in the extended profile', () => {
    expect(run('> # Title\n> text\n').doc).toEqual(doc(quote(h(1, t('Title')), p(t('text')))));
  });

  it('6. a blockquote directive: backgroundColor and borderColor', () => {
    const { doc: out, codes } = run(
      '<!-- adf:blockquote backgroundColor="#DEEBFF" borderColor="#0052CC" -->\n> note\n',
    );
    expect(out).toEqual(
      doc({
        type: 'blockquote',
        attrs: { backgroundColor: '#DEEBFF', borderColor: '#0052CC' },
        content: [p(t('note'))],
      }),
    );
    expect(codes).toEqual([]);
  });

  it('§8: quote colours must match #rrggbb', () => {
    const { doc: out, codes } = run(
      '<!-- adf:blockquote backgroundColor="#DEEBF" borderColor="navy" -->\n> note\n',
    );
    expect(out).toEqual(doc(quote(p(t('note')))));
    expect(codes).toEqual(['1:21 invalid-attribute-value', '1:46 invalid-attribute-value']);
  });

  it('a code block inside a quote (not quote content in the spec) is moved out after it, splitting the quote', () => {
    const { doc: out, codes } = run('> before\n> ```js\n> x = 1\n> ```\n> after\n');
    expect(out).toEqual(
      doc(quote(p(t('before'))), codeBlock('x = 1', { language: 'js' }), quote(p(t('after')))),
    );
    expect(codes).toEqual(['2:3 block-moved']);
  });

  it('an empty quote gets an empty paragraph (content needs one item)', () => {
    const { doc: out, codes } = run('>\n');
    expect(out).toEqual(doc(quote(p())));
    expect(codes).toEqual(['1:1 empty-block-filled']);
  });
});
