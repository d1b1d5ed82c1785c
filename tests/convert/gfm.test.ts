import { describe, expect, it } from 'vitest';
import { code, codeBlock, doc, em, h, link, ol, p, quote, run, strike, strong, t, ul } from './builders.js';

const br = { type: 'hardBreak' };

describe('CommonMark and GFM constructs', () => {
  it('paragraphs, soft breaks keep a space, hard breaks (backslash and two spaces)', () => {
    expect(run('one\ntwo\n\nthree\\\nfour  \nfive\n').doc).toEqual(
      doc(p(t('one two')), p(t('three'), br, t('four'), br, t('five'))),
    );
  });

  it('thematic breaks are rules', () => {
    expect(run('a\n\n***\n\n---\n').doc).toEqual(doc(p(t('a')), { type: 'rule' }, { type: 'rule' }));
  });

  it('emphasis, strong, strikethrough, code spans; marks in canonical order', () => {
    expect(run('*i* **b** ~~s~~ `c` ***bi*** **[l](u)**\n').doc).toEqual(
      doc(
        p(
          t('i', em),
          t(' '),
          t('b', strong),
          t(' '),
          t('s', strike),
          t(' '),
          t('c', code),
          t(' '),
          t('bi', em, strong),
          t(' '),
          t('l', link('u'), strong),
        ),
      ),
    );
  });

  it('the code mark combines only with link: bold on code is dropped with a warning', () => {
    const { doc: out, codes } = run('**`x`** [`y`](http://a.b)\n');
    expect(out).toEqual(doc(p(t('x', code), t(' '), t('y', link('http://a.b'), code))));
    expect(codes).toEqual(['1:3 mark-dropped']);
  });

  it('links keep their title; autolinks and GFM bare URLs become links; a bare domain stays text', () => {
    expect(run('[a](http://x.io "T") <https://y.io> www.z.io/p and x@y.io or example.com\n').doc).toEqual(
      doc(
        p(
          t('a', link('http://x.io', 'T')),
          t(' '),
          t('https://y.io', link('https://y.io')),
          t(' '),
          t('www.z.io/p', link('http://www.z.io/p')),
          t(' and '),
          t('x@y.io', link('mailto:x@y.io')),
          t(' or example.com'),
        ),
      ),
    );
  });

  it('link reference definitions resolve and leave no trace', () => {
    expect(run('[text][ref]\n\n[ref]: https://r.io "Title"\n').doc).toEqual(
      doc(p(t('text', link('https://r.io', 'Title')))),
    );
  });

  it('entities and backslash escapes become the characters', () => {
    expect(run('&amp; &copy; &#35; \\*not\\* \\# \\[x]\n').doc).toEqual(doc(p(t('& © # *not* # [x]'))));
  });

  it('bullet lists: a loose list stays one list; nesting', () => {
    expect(run('- a\n\n- b\n  - c\n').doc).toEqual(doc(ul([p(t('a'))], [p(t('b')), ul([p(t('c'))])])));
  });

  it('ordered lists keep their start number as attrs.order', () => {
    expect(run('3. x\n4. y\n').doc).toEqual(doc(ol(3, [p(t('x'))], [p(t('y'))])));
    expect(run('1. x\n').doc).toEqual(doc(ol(1, [p(t('x'))])));
  });

  it('task lists: taskList/taskItem with state and deterministic localIds; nested task lists', () => {
    const md = '- [ ] todo\n- [x] done\n  - [X] nested\n';
    const expected = doc({
      type: 'taskList',
      attrs: { localId: 'tasklist-2' },
      content: [
        { type: 'taskItem', attrs: { localId: 'task-3', state: 'TODO' }, content: [t('todo')] },
        { type: 'taskItem', attrs: { localId: 'task-4', state: 'DONE' }, content: [t('done')] },
        {
          type: 'taskList',
          attrs: { localId: 'tasklist-1' },
          content: [
            { type: 'taskItem', attrs: { localId: 'task-0', state: 'DONE' }, content: [t('nested')] },
          ],
        },
      ],
    });
    const first = run(md).doc;
    expect(JSON.stringify(first)).toBe(JSON.stringify(run(md).doc));
    expect(normaliseIds(first)).toEqual(normaliseIds(expected));
  });

  it('an escaped checkbox stays text', () => {
    expect(run('- \\[ ] literal\n').doc).toEqual(doc(ul([p(t('[ ] literal'))])));
  });

  it('an image alone in a paragraph is mediaSingle with external media', () => {
    expect(run('![A cat](https://x.io/cat.png)\n').doc).toEqual(
      doc({
        type: 'mediaSingle',
        attrs: { layout: 'center' },
        content: [{ type: 'media', attrs: { type: 'external', url: 'https://x.io/cat.png', alt: 'A cat' } }],
      }),
    );
  });

  it('an image inside text keeps its words as a link, with a warning', () => {
    const { doc: out, codes } = run('see ![logo](l.png) and [![badge](b.svg)](https://ci)\n');
    expect(out).toEqual(
      doc(p(t('see '), t('logo', link('l.png')), t(' and '), t('badge', link('https://ci')))),
    );
    expect(codes).toEqual(['1:5 inline-replaced', '1:25 inline-replaced']);
  });

  it('fenced code inside a list item stays there', () => {
    expect(run('- item\n\n  ```sh\n  ls\n  ```\n').doc).toEqual(
      doc(ul([p(t('item')), codeBlock('ls', { language: 'sh' })])),
    );
  });

  it('a heading inside a list item becomes a bold paragraph (ADF list items hold no headings)', () => {
    const { doc: out, codes } = run('- # Title\n');
    expect(out).toEqual(doc(ul([p(t('Title', strong))])));
    expect(codes).toEqual(['1:3 heading-to-paragraph']);
  });

  it('a quote inside a list item is replaced by its content with a warning', () => {
    const { doc: out, codes } = run('- > quoted\n');
    expect(out).toEqual(doc(ul([p(t('quoted'))])));
    expect(codes).toEqual(['1:3 quote-flattened']);
  });

  it('a table inside a list item is moved out after the list, which is split', () => {
    const { doc: out, codes } = run('1. a\n2. b\n\n   | x |\n   |---|\n\n   after\n3. c\n');
    expect(out.content.map((n) => n.type)).toEqual(['orderedList', 'table', 'orderedList']);
    expect(out.content[0]).toEqual(ol(1, [p(t('a'))], [p(t('b'))]));
    expect(out.content[2]).toEqual(ol(3, [p(t('after'))], [p(t('c'))]));
    expect(codes).toEqual(['4:4 block-moved']);
  });

  it('an empty list item gets an empty paragraph with a warning', () => {
    const { doc: out, codes } = run('- a\n-\n');
    expect(out).toEqual(doc(ul([p(t('a'))], [p()])));
    expect(codes).toEqual(['2:1 empty-block-filled']);
  });

  it('no text node is ever empty', () => {
    const json = JSON.stringify(run('a  \n\n**\n\n`` ` ``\n\n- \n\n> \n').doc);
    expect(json).not.toContain('"text":""');
  });

  it('headings and quotes mixed with everything stay in order', () => {
    expect(run('# A\n> q\n\ntext\n').doc).toEqual(doc(h(1, t('A')), quote(p(t('q'))), p(t('text'))));
  });
});

function normaliseIds(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value).replace(/"(task|tasklist)-\d+"/g, '"$1-N"'));
}

describe('nested emphasis of one kind', () => {
  it('a mark opened twice counts once, and the text stays one node', () => {
    expect(run('__foo_ bar_\n').doc).toEqual(doc(p(t('foo bar', em))));
    expect(run('____foo__ bar__\n').doc).toEqual(doc(p(t('foo bar', strong))));
  });
});
