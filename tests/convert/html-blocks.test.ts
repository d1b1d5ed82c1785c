import { describe, expect, it } from 'vitest';
import type { AdfDoc, AdfMark, AdfNode } from '../../src/types.js';
import {
  align,
  code,
  codeBlock,
  doc,
  expand,
  h,
  link,
  nested,
  ol,
  p,
  pm,
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
import { inBoth, valid } from './ext-helpers.js';
import { adfToMarkdown } from '../../src/index.js';
import {
  CONTAINERS,
  DROPPED_WITH_CONTENT,
  MARK_TAGS,
  PLAIN_INLINE,
  SILENT,
  STRUCTURE,
} from '../../src/constructs/html/tags.js';

/** HTML in Markdown, read as GitHub shows it (src/constructs/html/). */
const media = (url: string, attrs: Record<string, unknown> = {}): AdfNode => ({
  type: 'media',
  attrs: { type: 'external', url, ...attrs },
});
/** A linked image carries its link on the media node, where the editor's schema takes it. */
const single = (attrs: Record<string, unknown>, content: AdfNode, marks?: AdfMark[]): AdfNode => ({
  type: 'mediaSingle',
  attrs,
  content: [marks ? { ...content, marks } : content],
});

describe('HTML blocks', () => {
  it('a centred logo atop a heading: the image before the heading, its size kept, the heading aligned', () => {
    const markdown =
      '<h1 align="center">\n  <img src="https://x.test/logo.png" alt="logo" width="120" height="40">\n  <br>Name\n</h1>\n';
    const logo = single(
      { layout: 'center', width: 120, widthType: 'pixel' },
      media('https://x.test/logo.png', { alt: 'logo', width: 120, height: 40 }),
    );
    expect(valid(markdown, 'extended')).toMatchObject({
      doc: doc(logo, { type: 'heading', attrs: { level: 1, textAlign: 'center' }, content: [t('Name')] }),
      codes: [],
    });
    expect(valid(markdown, 'atlassian')).toMatchObject({
      doc: doc(logo, { ...h(1, t('Name')), marks: [align('center')] }),
      codes: [],
    });
  });

  it('a badge row: each image its alt text, linked where its link goes, in a centred paragraph, one warning', () => {
    const { doc: out, codes } = inBoth(
      '<p align="center">\n  <a href="https://ci.test"><img src="https://b.test/ci.svg" alt="build"></a>\n  <a href="https://npm.test"><img src="https://b.test/npm.svg" alt="npm"></a>\n</p>\n',
    );
    expect(out).toEqual(
      doc(
        pm(
          [align('center')],
          t('build', link('https://ci.test')),
          t(' '),
          t('npm', link('https://npm.test')),
        ),
      ),
    );
    expect(codes).toEqual(['2:29 inline-replaced']);
  });

  it('a linked image alone, in a paragraph of tags: a linked mediaSingle', () => {
    const { doc: out, codes } = inBoth(
      '<a href="https://x.test"><img src="https://x.test/l.png" width="50%"></a>\n',
    );
    expect(out).toEqual(
      doc(
        single({ layout: 'center', width: 50, widthType: 'percentage' }, media('https://x.test/l.png'), [
          link('https://x.test'),
        ]),
      ),
    );
    expect(codes).toEqual([]);
  });

  it('a paragraph of tags is walked as an HTML block is: a stripped tag warns at its column, <q> gets its marks', () => {
    const { doc: out, codes } = inBoth(
      '<a href="https://x.test"><img src="https://x.test/l.png" alt="L"></a> <font></font> <font></font> <q><img src="https://x.test/m.png" alt="M"></q>\n',
    );
    expect(out).toEqual(
      doc(p(t('L', link('https://x.test')), t(' \u201c'), t('M', link('https://x.test/m.png')), t('\u201d'))),
    );
    expect(codes).toEqual(['1:26 inline-replaced', '1:71 raw-html']);
  });

  it('<picture>: its <img>, the <source>s ignored', () => {
    const { doc: out } = inBoth(
      '<picture>\n  <source media="(prefers-color-scheme: dark)" srcset="https://x.test/d.png">\n  <img src="https://x.test/l.png" alt="diagram" align="right">\n</picture>\n',
    );
    expect(out).toEqual(
      doc(single({ layout: 'align-end' }, media('https://x.test/l.png', { alt: 'diagram' }))),
    );
  });

  it('Markdown between the tags of a <div align="center"> (after a blank line) is Markdown, centred', () => {
    const { doc: out, codes } = valid(
      '<div align="center">\n\nSome **bold**.\n\n</div>\n\nafter\n',
      'atlassian',
    );
    expect(out).toEqual(doc(pm([align('center')], t('Some '), t('bold', strong), t('.')), p(t('after'))));
    expect(codes).toEqual([]);
  });

  it('an HTML table with colspan, rowspan, th and align: an ADF table on a sound grid', () => {
    const { doc: out, codes } = inBoth(
      '<table>\n<tr><th colspan="2">Head</th></tr>\n<tr><td rowspan="2" align="center">a</td><td>b</td></tr>\n<tr><td>c</td></tr>\n<tr><td>d</td></tr>\n</table>\n',
    );
    expect(out).toEqual(
      doc(
        table([
          tr(th(p(t('Head')), { colspan: 2 })),
          tr(td(pm([align('center')], t('a')), { rowspan: 2 }), td(p(t('b')))),
          tr(td(p(t('c')))),
          tr(td(p(t('d'))), td(p())),
        ]),
      ),
    );
    expect(codes).toEqual([]);
  });

  it('pre, lists, quotes, rules and description lists', () => {
    const { doc: out } = inBoth(
      '<pre lang="js">const a = 1 &lt; 2;\n</pre>\n\n<ol start="3"><li>three</li><li>four <b>4</b></li></ol>\n\n<ul><li>x</li></ul>\n\n<blockquote>q</blockquote>\n\n<hr>\n\n<dl><dt>Term</dt><dd>Meaning</dd></dl>\n',
    );
    expect(out).toEqual(
      doc(
        codeBlock('const a = 1 < 2;', { language: 'js' }),
        ol(3, [p(t('three'))], [p(t('four '), t('4', strong))]),
        ul([p(t('x'))]),
        quote(p(t('q'))),
        { type: 'rule' },
        p(t('Term', strong)),
        p(t('Meaning')),
      ),
    );
  });

  it("a term's code goes without the bold mdadf gives terms; a bold the HTML asks for is dropped with mark-dropped", () => {
    // API references generated as HTML (prosemirror-markdown's README): `<dt><code>name</code>`,
    // `<dt><h4><code>class</code> Name</h4>`, and `<code><strong>` where the HTML itself asks for bold code.
    const { doc: out, codes } = inBoth(
      '<dl>\n<dt><code>schema</code>: the schema</dt>\n<dd>Meaning</dd>\n<dt><h4><code>class</code> Parser</h4></dt>\n<dt><code><strong>bold</strong></code></dt>\n</dl>\n',
    );
    expect(out).toEqual(
      doc(
        p(t('schema', code), t(': the schema', strong)),
        p(t('Meaning')),
        { type: 'heading', attrs: { level: 4 }, content: [t('class', code), t(' Parser', strong)] },
        p(t('bold', code)),
      ),
    );
    expect(codes).toEqual(['5:11 mark-dropped']);
  });

  it('what GitHub strips goes, its text kept (a script with its content), one raw-html per tag name and block', () => {
    const { doc: out, codes } = inBoth(
      '<div>\n<font>a</font> <font>b</font>\n<script>alert(1)</script><iframe src="x"></iframe>\n</div>\n',
    );
    expect(out).toEqual(doc(p(t('a b'))));
    expect(codes).toEqual(['2:1 raw-html', '3:1 raw-html', '3:26 raw-html']);
  });
});

describe('inline HTML among Markdown text', () => {
  it('tags with harmless attributes keep their meaning; <kbd>, <mark>, <q>, <abbr>, <small>', () => {
    const { doc: out, codes } = inBoth(
      'Press <kbd>Ctrl</kbd>, <mark>hi</mark>, <q>quoted</q>, <abbr title="x">AB</abbr> <small>s</small> <a href="https://x.test" target="_blank" rel="noopener">go</a>\n',
    );
    expect(out).toEqual(
      doc(
        p(
          t('Press '),
          t('Ctrl', code),
          t(', '),
          t('hi', { type: 'backgroundColor', attrs: { color: '#f8e6a0' } }),
          t(', \u201cquoted\u201d, AB s '),
          t('go', link('https://x.test')),
        ),
      ),
    );
    expect(codes).toEqual([]);
  });

  it('an image among text is its alt text linked to the image, with inline-replaced at the tag', () => {
    const { doc: out, codes } = inBoth('see <img src="https://x.test/i.png" alt="icon"> here\n');
    expect(out).toEqual(doc(p(t('see '), t('icon', link('https://x.test/i.png')), t(' here'))));
    expect(codes).toEqual(['1:5 inline-replaced']);
  });

  it('a stripped tag among text warns once per name in its paragraph, at its column; its text stays', () => {
    const { doc: out, codes } = inBoth('a <font>b</font> <font>c</font> <blink>d</blink>\n');
    expect(out).toEqual(doc(p(t('a b c d'))));
    expect(codes).toEqual(['1:3 raw-html', '1:33 raw-html']);
  });
});

describe('HTML that is no element', () => {
  it('a processing instruction stays as written, with raw-html', () => {
    const { doc: out, codes } = inBoth('<?php echo 1; ?>\n');
    expect(out).toEqual(doc(p(t('<?php echo 1; ?>'))));
    expect(codes).toEqual(['1:1 raw-html']);
  });
});

/**
 * READMEs put Markdown in HTML tables, lists and quotes by splitting the HTML with blank lines
 * (`<td>`, a blank line, Markdown, a blank line, `</td>`), as GitHub renders it: one table, list
 * or quote with the Markdown inside. The inputs follow the forms public READMEs use (a side by
 * side of code, an API reference table, a feature list, a note), written here.
 */
describe('HTML split by blank lines around Markdown', () => {
  const cell = (...content: AdfNode[]): AdfNode => ({ type: 'tableCell', content });

  it('code side by side in a table, rows and cells split across HTML blocks: one table', () => {
    const markdown = [
      '<table><tbody>',
      '<tr><td valign="middle">JavaScript</td><td>',
      '',
      '```js',
      'const copy = [...list];',
      '```',
      '</td></tr>',
      '',
      '<tr><td valign="middle">Python</td><td>',
      '',
      '```python',
      'copy = list.copy()',
      '```',
      '---',
      '```python',
      'copy = list[:]',
      '```',
      '</td></tr>',
      '</tbody></table>',
      '',
      'After the table.',
      '',
    ].join('\n');
    const { doc: out, codes } = inBoth(markdown);
    expect(out).toEqual(
      doc(
        table([
          tr(td(p(t('JavaScript'))), cell(codeBlock('const copy = [...list];', { language: 'js' }))),
          tr(
            td(p(t('Python'))),
            cell(
              codeBlock('copy = list.copy()', { language: 'python' }),
              { type: 'rule' },
              codeBlock('copy = list[:]', { language: 'python' }),
            ),
          ),
        ]),
        p(t('After the table.')),
      ),
    );
    expect(codes).toEqual([]);
  });

  it('an API table whose response cells hold Markdown: every word in its cell', () => {
    const markdown = [
      '<table>',
      '<tr>',
      '<td> Status </td> <td> Response </td>',
      '</tr>',
      '<tr>',
      '<td> 200 </td>',
      '<td>',
      '',
      '```json',
      '{ "id": 10 }',
      '```',
      '',
      '</td>',
      '</tr>',
      '<tr>',
      '<td> 400 </td>',
      '<td>',
      '',
      '**Error:** the `id` is missing.',
      '',
      '</td>',
      '</tr>',
      '</table>',
      '',
    ].join('\n');
    const { doc: out, codes } = inBoth(markdown);
    expect(out).toEqual(
      doc(
        table([
          tr(td(p(t('Status'))), td(p(t('Response')))),
          tr(td(p(t('200'))), cell(codeBlock('{ "id": 10 }', { language: 'json' }))),
          tr(td(p(t('400'))), td(p(t('Error:', strong), t(' the '), t('id', code), t(' is missing.')))),
        ]),
      ),
    );
    expect(codes).toEqual([]);
  });

  it('list items and a quote holding Markdown: one list, one quote', () => {
    const markdown =
      '<ul>\n<li>\n\n**Fast**: no build step.\n\n</li>\n<li>\n\nSmall: see [the sizes](#sizes).\n\n</li>\n</ul>\n\n<blockquote>\n\n**Note**: read the *guide* first.\n\n</blockquote>\n';
    const { doc: out, codes } = inBoth(markdown);
    expect(out).toEqual(
      doc(
        ul(
          [p(t('Fast', strong), t(': no build step.'))],
          [p(t('Small: see '), t('the sizes', link('#sizes')), t('.'))],
        ),
        quote(p(t('Note', strong), t(': read the '), t('guide', { type: 'em' }), t(' first.'))),
      ),
    );
    expect(codes).toEqual([]);
  });

  it('a table whose closing tag never comes ends with its HTML: what follows stays after it, no word lost', () => {
    const { doc: out } = inBoth('<table><tr><td>\n\nCell text.\n');
    expect(out).toEqual(doc(table([tr(td(p()))]), p(t('Cell text.'))));
  });
});

describe('elements GitHub strips with their content, among text', () => {
  it('<script> and <style> go with what they hold, one raw-html per tag name; the words around stay', () => {
    const { doc: out, codes } = inBoth(
      'Before <script>alert("x")</script> middle <style>p { color: red }</style> after <script>y()</script>.\n',
    );
    expect(out).toEqual(doc(p(t('Before  middle  after .'))));
    expect(codes).toEqual(['1:8 raw-html', '1:43 raw-html']);
  });

  it('without its closing tag in the paragraph, or around Markdown structure, only the tag goes', () => {
    expect(inBoth('a <script>b\n\nc</script> d\n').doc).toEqual(doc(p(t('a b')), p(t('c d'))));
    expect(inBoth('a <style>[x](https://x.test)</style> b\n').doc).toEqual(
      doc(p(t('a '), t('x', link('https://x.test')), t(' b'))),
    );
  });
});

describe('<details> inside HTML elements', () => {
  it('written on one line inside a <div>: the </div> closes the div, no tag is left as text', () => {
    const { doc: out, codes } = inBoth('<div><details><summary>s</summary>x</details></div>\n');
    expect(out).toEqual(doc(expand('s', p(t('x')))));
    expect(codes).toEqual([]);
    // The same as the <details> spread over several lines.
    expect(inBoth('<div>\n<details><summary>s</summary>\n\nx\n\n</details>\n</div>\n').doc).toEqual(out);
  });

  it('written on one line inside a <td>: a nestedExpand in its cell, the table closed by its tags', () => {
    const { doc: out, codes } = inBoth(
      '<table><tr><td>a</td><td><details><summary>s</summary>x</details></td></tr></table>\n',
    );
    expect(out).toEqual(doc(table([tr(td(p(t('a'))), td(nested('s', p(t('x')))))])));
    expect(codes).toEqual([]);
  });

  it('written on one line inside a <li> or a <blockquote>: moved out after it (block-moved), no tag text', () => {
    const list = inBoth('<ul><li><details><summary>s</summary>x</details></li></ul>\n');
    expect(list.doc).toEqual(doc(expand('s', p(t('x')))));
    expect(list.codes).toEqual(['1:9 block-moved']);
    const quoted = inBoth('<blockquote><details><summary>s</summary>x</details></blockquote>\n');
    expect(quoted.doc).toEqual(doc(expand('s', p(t('x')))));
    expect(quoted.codes).toEqual(['1:13 block-moved']);
  });

  it('with Markdown inside, in an HTML table cell: a nestedExpand in that cell, the row keeping its cells', () => {
    const markdown =
      '<table>\n<tr><td>before</td><td>\n<details><summary>in cell</summary>\n\nhidden\n\n</details>\n</td></tr>\n</table>\n';
    const { doc: out, codes } = inBoth(markdown);
    expect(out).toEqual(doc(table([tr(td(p(t('before'))), td(nested('in cell', p(t('hidden')))))])));
    expect(codes).toEqual([]);
    // A cell holding only the <details> keeps its table.
    const alone = inBoth(
      '<table>\n<tr><td>\n<details><summary>in cell</summary>\n\nhidden\n\n</details>\n</td></tr>\n</table>\n',
    );
    expect(alone.doc).toEqual(doc(table([tr(td(nested('in cell', p(t('hidden')))))])));
    expect(alone.codes).toEqual([]);
  });

  it('in an HTML cell, holding a <details> itself: stays an expand, moved out after the table, every word kept', () => {
    const { doc: out, codes } = inBoth(
      '<table><tr><td><details><summary>a</summary><details><summary>b</summary>y</details></details></td></tr></table>\n',
    );
    expect(out).toEqual(doc(expand('a', nested('b', p(t('y'))))));
    expect(codes).toEqual(['1:16 block-moved']);
  });

  it('among text (a pipe-table cell, a paragraph): its summary and content as text a line apart, inline-replaced', () => {
    const { doc: out, codes } = inBoth(
      '| a |\n|---|\n| <details><summary>Show</summary>hidden text</details> |\n\nSee <details><summary>Show</summary>hidden text</details> more\n',
    );
    const br: AdfNode = { type: 'hardBreak' };
    expect(out).toEqual(
      doc(
        table([tr(th(p(t('a')))), tr(td(p(t('Show'), br, t('hidden text'))))]),
        p(t('See Show'), br, t('hidden text more')),
      ),
    );
    expect(codes).toEqual(['3:3 inline-replaced', '5:5 inline-replaced']);
  });
});

describe('script URLs in HTML', () => {
  it('an image or a link whose URL runs script is kept as written, with script-url at its tag', () => {
    const image = inBoth('<img src="javascript:alert(1)" alt="X">\n');
    expect(image.doc).toEqual(doc(single({ layout: 'center' }, media('javascript:alert(1)', { alt: 'X' }))));
    expect(image.codes).toEqual(['1:1 script-url']);
    const linked = inBoth('<a href="javascript:alert(2)"><img src="https://x.test/a.png" alt="Y"></a>\n');
    expect(linked.doc).toEqual(
      doc(
        single({ layout: 'center' }, media('https://x.test/a.png', { alt: 'Y' }), [
          link('javascript:alert(2)'),
        ]),
      ),
    );
    expect(linked.codes).toEqual(['1:1 script-url']);
    expect(inBoth('<p>\n<a href="javascript:alert(2)">z</a>\n</p>\n').codes).toEqual(['2:1 script-url']);
  });

  it('among text: a link and an image alike', () => {
    expect(inBoth('Text <a href="javascript:alert(3)">z</a>\n').codes).toEqual(['1:6 script-url']);
    const { doc: out, codes } = inBoth('Text <img src="javascript:alert(4)" alt="q"> z\n');
    expect(out).toEqual(doc(p(t('Text '), t('q', link('javascript:alert(4)')), t(' z'))));
    expect(codes).toEqual(['1:6 script-url', '1:6 inline-replaced']);
  });
});

describe('widths of HTML table columns', () => {
  it('one width per column, the first a cell gives it; another width is span-adjusted; the round trip keeps it', () => {
    const markdown =
      '<table>\n<tr><td width="100">a</td><td>b</td></tr>\n<tr><td>c</td><td width="50">d</td></tr>\n<tr><td width="70">e</td><td>f</td></tr>\n</table>\n';
    const { doc: out, codes } = inBoth(markdown);
    const a = { colwidth: [100] };
    const b = { colwidth: [50] };
    expect(out).toEqual(
      doc(
        table([
          tr(td(p(t('a')), a), td(p(t('b')), b)),
          tr(td(p(t('c')), a), td(p(t('d')), b)),
          tr(td(p(t('e')), a), td(p(t('f')), b)),
        ]),
      ),
    );
    expect(codes).toEqual(['4:1 span-adjusted']);
    expect(run(adfToMarkdown(out as AdfDoc)).doc).toEqual(out);
  });
});

describe('the HTML tag tables', () => {
  it('give each tag name one role', () => {
    const lists = [[...MARK_TAGS.keys()], PLAIN_INLINE, CONTAINERS, STRUCTURE, SILENT, DROPPED_WITH_CONTENT];
    const names = lists.flatMap((list) => [...list]);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });
});

describe('HTML: positions, anchors, breaks, directives', () => {
  const br: AdfNode = { type: 'hardBreak' };

  it('a diagnostic about an image, a mark or a break inside an HTML block points at its tag', () => {
    expect(run('# T\n\npara\n\n<img src="images/x.png" alt="X">\n', { profile: 'atlassian' }).codes).toEqual([
      '5:1 relative-image',
    ]);
    expect(run('<p>\n  <img src="images/x.png">\n</p>\n', { profile: 'atlassian' }).codes).toEqual([
      '2:3 relative-image',
    ]);
    const image = inBoth('<p>\n  text\n  <img src="https://x/y.png" alt="y">\n  more\n</p>\n');
    expect(image.doc).toEqual(doc(p(t('text '), t('y', link('https://x/y.png')), t(' more'))));
    expect(image.codes).toEqual(['3:3 inline-replaced']);
    const bold = inBoth('<p>\n  text\n  <code><b>x</b></code>\n</p>\n');
    expect(bold.doc).toEqual(doc(p(t('text '), t('x', code))));
    expect(bold.codes).toEqual(['3:9 mark-dropped']);
    const heading = '<h2>\n  Title\n  <br>\n  Sub\n</h2>\n';
    expect(valid(heading, 'extended')).toMatchObject({
      doc: doc(h(2, t('Title Sub'))),
      codes: ['3:3 inline-replaced'],
    });
    expect(valid(heading, 'atlassian')).toMatchObject({
      doc: doc(h(2, t('Title'), br, t('Sub'))),
      codes: [],
    });
  });

  it('an anchor alone on its line (<a name>, <a id>) makes no paragraph, as <div id> makes none', () => {
    for (const anchor of ['<a name="readme-top"></a>', '<a id="x"></a>', '<div id="x"></div>']) {
      const { doc: out, codes } = inBoth(`${anchor}\n\n# Title\n`);
      expect(out).toEqual(doc(h(1, t('Title'))));
      expect(codes).toEqual([]);
    }
    expect(inBoth('<a name="top"></a>\n# Title\n').doc).toEqual(doc(h(1, t('Title'))));
    // A list item left empty is filled, as for <div id>.
    expect(inBoth('- <a name="x"></a>\n- b\n').doc).toEqual(inBoth('- <div id="x"></div>\n- b\n').doc);
  });

  it('no white space at either side of a <br> break, among text and in HTML blocks, as for Markdown breaks', () => {
    const cases: Array<[string, AdfNode]> = [
      ['a<br>\nb\n', p(t('a'), br, t('b'))],
      ['Line one <br>\nnext\n', p(t('Line one'), br, t('next'))],
      ['a <br> **b**\n', p(t('a'), br, t('b', strong))],
      ['**a** <br> b\n', p(t('a', strong), br, t('b'))],
      ['`a ` <br> b\n', p(t('a ', code), br, t('b'))],
      ['a  \n  b\n', p(t('a'), br, t('b'))],
      ['<p>\n  a\n  <br>\n  b\n  <br>\n</p>\n', p(t('a'), br, t('b'))],
    ];
    for (const [markdown, block] of cases) {
      const { doc: out, codes } = inBoth(markdown);
      expect(out).toEqual(doc(block));
      expect(codes).toEqual([]);
      const back = adfToMarkdown(out as AdfDoc);
      expect(back).not.toContain('&#32;');
      expect(run(back).doc).toEqual(out);
    }
    const logo =
      '<h1 align="center">\n  <a href="https://x.test"><img src="https://x.test/m.png" alt="M" width="200"></a>\n  <br>\n  Markdownify\n  <br>\n</h1>\n';
    expect(valid(logo, 'extended').doc.content[1]).toEqual({
      type: 'heading',
      attrs: { level: 1, textAlign: 'center' },
      content: [t('Markdownify')],
    });
    expect(valid(logo, 'atlassian').doc.content[1]).toEqual({
      ...h(1, t('Markdownify')),
      marks: [align('center')],
    });
  });

  it('a block directive before an HTML block applies to the block the HTML makes first', () => {
    const { doc: out, codes } = inBoth(
      '<!-- adf:table layout="wide" -->\n<table><tr><td>x</td></tr></table>\n',
    );
    expect(out).toEqual(doc(table([tr(td(p(t('x'))))], { layout: 'wide' })));
    expect(codes).toEqual([]);
    expect(run(adfToMarkdown(out as AdfDoc)).doc).toEqual(out);
    expect(inBoth('<!-- adf:table layout="wide" -->\n<p>x</p>\n').codes).toEqual(['1:6 dangling-directive']);
  });
});
