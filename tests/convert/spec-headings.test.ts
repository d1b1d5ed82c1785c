import { describe, expect, it } from 'vitest';
import { doc, em, h, p, run, strong, t } from './builders.js';

describe('spec §1.1 headings', () => {
  it.each([1, 2, 3, 4, 5, 6])('1. ATX: %i # characters give level %i', (level) => {
    expect(run(`${'#'.repeat(level)} Title\n`).doc).toEqual(doc(h(level, t('Title'))));
  });

  it('seven # characters are not a heading (level bound 1..6)', () => {
    expect(run('####### x\n').doc).toEqual(doc(p(t('####### x'))));
  });

  it('2. setext: = underline gives level 1, - underline gives level 2', () => {
    expect(run('Big\n===\n\nSmall\n-----\n').doc).toEqual(doc(h(1, t('Big')), h(2, t('Small'))));
  });

  it('3. a heading directive: id, textAlign, anchor', () => {
    const { doc: out, codes } = run('<!-- adf:heading id="intro" -->\n## Intro\n');
    expect(out).toEqual(doc({ type: 'heading', attrs: { level: 2, id: 'intro' }, content: [t('Intro')] }));
    expect(codes).toEqual([]);
  });

  it('4. several attributes at once, including color as an additional property', () => {
    const { doc: out, codes } = run(
      '<!-- adf:heading id="a" textAlign="center" anchor="sec-a" color="#FF5630" -->\n# A *b*\n',
    );
    expect(out).toEqual(
      doc({
        type: 'heading',
        attrs: { level: 1, id: 'a', textAlign: 'center', anchor: 'sec-a', color: '#FF5630' },
        content: [t('A '), t('b', em)],
      }),
    );
    expect(codes).toEqual([]);
  });

  it('a directive before a setext heading applies to it', () => {
    expect(run("<!-- adf:heading textAlign='right' -->\nTitle\n=====\n").doc).toEqual(
      doc({ type: 'heading', attrs: { level: 1, textAlign: 'right' }, content: [t('Title')] }),
    );
  });

  it('several directive comments directly before one heading merge', () => {
    const { doc: out, codes } = run(
      '<!-- adf:heading id="x" -->\n<!-- adf:heading textAlign="justify" -->\n# X\n',
    );
    expect(out.content[0].attrs).toEqual({ level: 1, id: 'x', textAlign: 'justify' });
    expect(codes).toEqual([]);
  });

  it.each([
    ['textAlign="middle"', '1:18 invalid-attribute-value'],
    ['color="blue"', '1:18 invalid-attribute-value'],
    ['id=""', '1:18 invalid-attribute-value'],
  ])('%s is dropped with an error', (attribute, expected) => {
    const { doc: out, codes } = run(`<!-- adf:heading ${attribute} -->\n# T\n`);
    expect(out).toEqual(doc(h(1, t('T'))));
    expect(codes).toEqual([expected]);
  });

  it('an unknown attribute is kept as an additional property, with a warning', () => {
    const { doc: out, codes } = run('<!-- adf:heading data-x="1" -->\n# T\n');
    expect(out.content[0].attrs).toEqual({ level: 1, 'data-x': '1' });
    expect(codes).toEqual(['1:18 unknown-attribute']);
  });

  it('heading content is text nodes only; a hard break in a setext heading becomes a space', () => {
    const { doc: out, codes } = run('a\\\nb\n===\n');
    expect(out).toEqual(doc(h(1, t('a b'))));
    expect(codes).toEqual(['1:1 inline-replaced']);
  });

  it('an empty heading has no text to keep (content needs one text node): omitted with a warning', () => {
    const { doc: out, codes } = run('#\n\ntext\n');
    expect(out).toEqual(doc(p(t('text'))));
    expect(codes).toEqual(['1:1 empty-block-omitted']);
  });

  it('inline formatting in a heading is marks on its text nodes', () => {
    expect(run('### **b** and `c`\n').doc).toEqual(
      doc(h(3, t('b', strong), t(' and '), { type: 'text', text: 'c', marks: [{ type: 'code' }] })),
    );
  });
});
