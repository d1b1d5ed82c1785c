import { describe, expect, it } from 'vitest';
import type { AdfMark } from '../../src/types.js';
import { code, doc, em, h, p, strike, strong, t, table, td, th, tr } from './builders.js';
import { inBoth, valid } from './ext-helpers.js';

const underline: AdfMark = { type: 'underline' };
const sub: AdfMark = { type: 'subsup', attrs: { type: 'sub' } };
const sup: AdfMark = { type: 'subsup', attrs: { type: 'sup' } };
const colour = (color: string): AdfMark => ({ type: 'textColor', attrs: { color } });

describe('inline HTML with an ADF meaning', () => {
  it.each([
    ['<u>x</u>', underline],
    ['<ins>x</ins>', underline],
    ['<sub>x</sub>', sub],
    ['<sup>x</sup>', sup],
    ['<s>x</s>', strike],
    ['<del>x</del>', strike],
    ['<strike>x</strike>', strike],
    ['<b>x</b>', strong],
    ['<strong>x</strong>', strong],
    ['<i>x</i>', em],
    ['<em>x</em>', em],
    ['<kbd>x</kbd>', code],
    ['<code>x</code>', code],
    ['<span style="color: #ff5630">x</span>', colour('#ff5630')],
    ["<span style='color:#FF5630;'>x</span>", colour('#FF5630')],
    ['<U>x</U>', underline],
  ])('%s', (html, mark) => {
    const { doc: out, codes } = inBoth(`a ${html} b\n`);
    expect(out).toEqual(doc(p(t('a '), t('x', mark), t(' b'))));
    expect(codes).toEqual([]);
  });

  it('<br> is a hard break, in a paragraph and in a table cell', () => {
    const { doc: out, codes } = inBoth('one<br>two<br/>three <br /> four\n\n| a |\n|---|\n| x<br>y |\n');
    expect(out).toEqual(
      doc(
        p(
          t('one'),
          { type: 'hardBreak' },
          t('two'),
          { type: 'hardBreak' },
          t('three'),
          { type: 'hardBreak' },
          t('four'),
        ),
        table([tr(th(p(t('a')))), tr(td(p(t('x'), { type: 'hardBreak' }, t('y'))))]),
      ),
    );
    expect(codes).toEqual([]);
  });

  it('tags combine with Markdown marks and with each other', () => {
    expect(inBoth('**bold <u>and under H<sub>2</sub></u>**\n').doc).toEqual(
      doc(p(t('bold ', strong), t('and under H', strong, underline), t('2', strong, underline, sub))),
    );
  });

  it('a mark that cannot combine (code with bold) is dropped with the usual warning', () => {
    const { doc: out, codes } = inBoth('**<kbd>Ctrl</kbd>**\n');
    expect(out).toEqual(doc(p(t('Ctrl', code))));
    expect(codes).toEqual(['1:8 mark-dropped']);
  });

  it('a tag never closed: its mark runs to the end of the paragraph, with a warning at the tag', () => {
    const { doc: out, codes } = inBoth('x <u>rest\nof it\n');
    expect(out).toEqual(doc(p(t('x '), t('rest of it', underline))));
    expect(codes).toEqual(['1:3 html-tag-unclosed']);
  });

  it('tags GitHub keeps with attributes keep their meaning; plain tags, stray closing tags and other colours give their text', () => {
    const { doc: out, codes } = inBoth(
      '<abbr title="x">A</abbr> <u class="x">b</u> </sub> <span style="color: red">c</span>\n',
    );
    expect(out).toEqual(doc(p(t('A '), t('b', underline), t('  c'))));
    expect(codes).toEqual([]);
  });

  it('a closing tag closes the latest open tag of its name, whichever tags are open', () => {
    // `</a>` after an anchor without href, `</b>` when none is open and `</i>` while only `<b>`
    // is open close nothing ADF shows: they go, as GitHub shows them; `</B>` closes `<b>`.
    const { doc: out, codes } = inBoth('</b> <a name="x">y</a> <b>z</i></B></b>\n');
    expect(out).toEqual(doc(p(t(' y '), t('z', strong))));
    expect(codes).toEqual([]);
  });

  it('a result is for the caller to change: the next conversion has marks of its own', () => {
    const first = inBoth('H<sub>2</sub>O <u>x</u>\n').doc;
    const marks = first.content?.[0].content?.flatMap((node) => node.marks ?? []) ?? [];
    for (const mark of marks) {
      mark.type = 'changed';
      if (mark.attrs) mark.attrs.type = 'changed';
    }
    expect(inBoth('H<sub>2</sub>O <u>x</u>\n').doc).toEqual(
      doc(p(t('H'), t('2', sub), t('O '), t('x', underline))),
    );
  });

  it('in an extended heading the marks stay on its text nodes', () => {
    expect(valid('# H<sub>2</sub>O\n', 'extended').doc).toEqual(doc(h(1, t('H'), t('2', sub), t('O'))));
  });
});
