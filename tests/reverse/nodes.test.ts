import { describe, expect, it } from 'vitest';
import { markdownToAdf } from '../../src/index.js';
import { adfToMarkdown, convertAdf } from '../../src/compose/reverse.js';
import type { AdfDoc, AdfNode } from '../../src/types.js';
import { code, doc, em, hardBreak, link, paragraph, strike, strong, text, trip } from './helpers.js';
import { normalize } from './normalize.js';

/** Exact Markdown for every node, mark and attribute the forward direction produces. */
function expectMarkdown(
  input: AdfDoc,
  markdown: string,
  profile: 'extended' | 'atlassian' = 'extended',
): void {
  const result = trip(input, profile);
  expect(result.markdown).toBe(markdown);
  expect(result.back).toEqual(normalize(input));
}

const item = (...content: AdfNode[]): AdfNode => ({ type: 'listItem', content });
const bullets = (...items: AdfNode[]): AdfNode => ({ type: 'bulletList', content: items });
const ordered = (order: number, ...items: AdfNode[]): AdfNode => ({
  type: 'orderedList',
  attrs: { order },
  content: items,
});
const task = (state: 'TODO' | 'DONE', ...content: AdfNode[]): AdfNode => ({
  type: 'taskItem',
  attrs: { localId: 'x', state },
  content,
});
const tasks = (...content: AdfNode[]): AdfNode => ({ type: 'taskList', attrs: { localId: 'l' }, content });
const cell = (
  type: 'tableHeader' | 'tableCell',
  inline: AdfNode[],
  extra: Partial<AdfNode> = {},
): AdfNode => ({
  type,
  ...extra,
  content: [{ type: 'paragraph', ...(extra.marks ? {} : {}), content: inline }],
});
const aligned = (type: 'tableHeader' | 'tableCell', align: 'center' | 'end', inline: AdfNode[]): AdfNode => ({
  type,
  content: [{ type: 'paragraph', marks: [{ type: 'alignment', attrs: { align } }], content: inline }],
});
const row = (...cells: AdfNode[]): AdfNode => ({ type: 'tableRow', content: cells });

describe('inline marks', () => {
  it.each<[string, AdfNode[], string]>([
    ['strong', [text('b', strong)], '**b**\n'],
    ['em', [text('i', em)], '*i*\n'],
    ['strike', [text('s', strike)], '~~s~~\n'],
    ['code', [text('c', code)], '`c`\n'],
    ['code with backticks inside: a longer fence', [text('a`b', code)], '``a`b``\n'],
    ['code starting with a backtick: padded', [text('`x', code)], '`` `x ``\n'],
    ['code with spaces on both sides: padded so they stay', [text(' a ', code)], '`  a  `\n'],
    ['link', [text('l', link('http://x.co'))], '[l](http://x.co)\n'],
    ['link with a title', [text('l', link('http://x.co', 'T "q"'))], '[l](http://x.co "T \\"q\\"")\n'],
    ['link with parentheses in the URL', [text('l', link('http://x.co/(a)'))], '[l](<http://x.co/(a)>)\n'],
    ['code combined with a link', [text('c', link('u'), code)], '[`c`](u)\n'],
    ['emphasis inside a word needs stars', [text('a'), text('b', strong), text('c')], 'a**b**c\n'],
    ['strong then strong+em', [text('a', strong), text('b', em, strong)], '**a*b***\n'],
    ['strong+em then em', [text('a', em, strong), text('b', em)], '***a**b*\n'],
    [
      'link over differently marked text',
      [text('a', link('u')), text('b', link('u'), strong)],
      '[a**b**](u)\n',
    ],
    [
      'inline code inside bold keeps the bold open (the reader drops emphasis from code)',
      [text('1. ', strong), text('x', code), text(' y', strong)],
      '**1. `x` y**\n',
    ],
    [
      'white space next to a delimiter as an entity',
      [text('c', code), text(' bold', strong)],
      '`c`**&#32;bold**\n',
    ],
    ['hard break as a backslash', [text('a'), hardBreak, text('b')], 'a\\\nb\n'],
    ['marks continue over a hard break', [text('a', strong), hardBreak, text('b', strong)], '**a\\\nb**\n'],
    ['underline as <u>', [text('a '), text('u', { type: 'underline' }), text(' b')], 'a <u>u</u> b\n'],
    [
      'subscript and superscript',
      [
        text('H'),
        text('2', { type: 'subsup', attrs: { type: 'sub' } }),
        text('O x'),
        text('2', { type: 'subsup', attrs: { type: 'sup' } }),
      ],
      'H<sub>2</sub>O x<sup>2</sup>\n',
    ],
    [
      'text colour as a span',
      [text('red', strong, { type: 'textColor', attrs: { color: '#ff0000' } }), text(' x')],
      '**<span style="color: #ff0000">red</span>** x\n',
    ],
    [
      'emoji as its shortcode',
      [text('hi '), { type: 'emoji', attrs: { shortName: ':smile:', text: '😄' } }],
      'hi :smile:\n',
    ],
  ])('%s', (_name, inline, markdown) => {
    expectMarkdown(doc(paragraph(...inline)), markdown);
  });
});

describe('inline nodes through the registry inline directives', () => {
  const status = (value: string, color: string): AdfNode => ({
    type: 'status',
    attrs: { text: value, color, localId: 's' },
  });
  it.each<[string, AdfNode[], string]>([
    [
      'status: a plain word',
      [text('a '), status('DONE', 'green'), text(' b')],
      'a <!-- adf:status color="green" -->DONE b\n',
    ],
    [
      'status: several words as a code span, neutral is the default',
      [status('IN PROGRESS', 'neutral')],
      '<!-- adf:status -->`IN PROGRESS`\n',
    ],
    [
      'status: a word followed by text',
      [status('OK', 'blue'), text('.')],
      '<!-- adf:status color="blue" -->`OK`.\n',
    ],
    [
      'date at midnight UTC',
      [text('on '), { type: 'date', attrs: { timestamp: '1706659200000' } }],
      'on <!-- adf:date -->2024-01-31\n',
    ],
    [
      'inline card',
      [{ type: 'inlineCard', attrs: { url: 'https://x.co/a' } }, text(' x')],
      '<!-- adf:inlineCard -->[https://x.co/a](https://x.co/a) x\n',
    ],
  ])('%s', (_name, inline, markdown) => {
    expectMarkdown(doc(paragraph(...inline)), markdown);
  });

  it('a date that is not a whole day travels as a node', () => {
    const input = doc(paragraph(text('at '), { type: 'date', attrs: { timestamp: '1706659200001' } }));
    expect(trip(input).codes).toEqual(['node-as-json']);
  });
});

describe('blocks', () => {
  it('paragraphs one blank line apart, heading levels', () => {
    const input = doc(
      { type: 'heading', attrs: { level: 1 }, content: [text('One')] },
      paragraph(text('p')),
      { type: 'heading', attrs: { level: 6 }, content: [text('Six')] },
    );
    expectMarkdown(input, '# One\n\np\n\n###### Six\n');
  });

  it('rule', () => expectMarkdown(doc(paragraph(text('a')), { type: 'rule' }), 'a\n\n---\n'));

  it('a rule opening the document is *** (--- there could open front matter)', () => {
    expectMarkdown(doc({ type: 'rule' }, paragraph(text('a: b')), { type: 'rule' }), '***\n\na: b\n\n---\n');
  });

  it('a hard break in a table cell is <br>', () => {
    const input = doc({
      type: 'table',
      content: [row(cell('tableHeader', [text('a'), hardBreak, text('b')]))],
    });
    expectMarkdown(input, '| a<br>b |\n| ------ |\n');
  });

  it('bullet list, nested, tight', () => {
    const input = doc(
      bullets(item(paragraph(text('a'))), item(paragraph(text('b')), bullets(item(paragraph(text('c')))))),
    );
    expectMarkdown(input, '- a\n- b\n  - c\n');
  });

  it('ordered list from attrs.order, nested lists indented to the marker width', () => {
    const input = doc(
      ordered(9, item(paragraph(text('a'))), item(paragraph(text('b')), bullets(item(paragraph(text('c')))))),
    );
    expectMarkdown(input, '9. a\n10. b\n    - c\n');
  });

  it('a nested ordered list not starting at 1 is separated by a blank line', () => {
    const input = doc(bullets(item(paragraph(text('a')), ordered(3, item(paragraph(text('b')))))));
    expectMarkdown(input, '- a\n\n  3. b\n');
  });

  it('adjacent lists of the same kind alternate their markers', () => {
    const input = doc(
      bullets(item(paragraph(text('a')))),
      bullets(item(paragraph(text('b')))),
      bullets(item(paragraph(text('c')))),
      ordered(1, item(paragraph(text('d')))),
      ordered(1, item(paragraph(text('e')))),
    );
    expectMarkdown(input, '- a\n\n* b\n\n- c\n\n1. d\n\n1) e\n');
  });

  it('a list item whose first child is not a paragraph, and an empty item', () => {
    const input = doc(
      bullets(
        item({ type: 'codeBlock', attrs: { language: 'js' }, content: [text('x\n\ny')] }),
        item({ type: 'paragraph', content: [] }),
      ),
    );
    expectMarkdown(input, '- ```js\n  x\n\n  y\n  ```\n-\n');
  });

  it('nested list items that would read as a rule start on the next line', () => {
    const input = doc(bullets(item(bullets(item(bullets(item({ type: 'paragraph', content: [] })))))));
    expectMarkdown(input, '-\n  - -\n');
  });

  it('task list, nested under its item', () => {
    const input = doc(
      tasks(task('TODO', text('a')), tasks(task('DONE', text('b'))), task('DONE', text('c'))),
    );
    expectMarkdown(input, '- [ ] a\n  - [x] b\n- [x] c\n');
  });

  it('a bullet list next to a task list alternates too', () => {
    const input = doc(bullets(item(paragraph(text('a')))), tasks(task('TODO', text('b'))));
    expectMarkdown(input, '- a\n\n* [ ] b\n');
  });

  it('code block: language as info word, fence longer than any backtick run', () => {
    const input = doc({ type: 'codeBlock', attrs: { language: 'ts' }, content: [text('a\n```\nb')] });
    expectMarkdown(input, '````ts\na\n```\nb\n````\n');
  });

  it('code block without language and with a trailing newline', () => {
    expectMarkdown(doc({ type: 'codeBlock', content: [text('x\n')] }), '```\nx\n\n```\n');
  });

  it('blockquote, nested quote, lists inside', () => {
    const input = doc({
      type: 'blockquote',
      content: [
        paragraph(text('a')),
        { type: 'blockquote', content: [paragraph(text('b'))] },
        bullets(item(paragraph(text('c')))),
      ],
    });
    expectMarkdown(input, '> a\n>\n> > b\n>\n> - c\n');
  });

  it('table with header row, alignment per column, padded columns', () => {
    const input = doc({
      type: 'table',
      content: [
        row(
          cell('tableHeader', [text('Name')]),
          aligned('tableHeader', 'center', [text('Mid')]),
          aligned('tableHeader', 'end', [text('N')]),
        ),
        row(
          cell('tableCell', [text('a', strong)]),
          aligned('tableCell', 'center', [text('東京')]),
          aligned('tableCell', 'end', []),
        ),
      ],
    });
    expectMarkdown(input, '| Name  | Mid  |   N |\n| ----- | :--: | --: |\n| **a** | 東京 |     |\n');
  });

  it('image alone in its paragraph', () => {
    const input = doc({
      type: 'mediaSingle',
      attrs: { layout: 'center' },
      content: [{ type: 'media', attrs: { type: 'external', url: 'http://x.co/a.png', alt: 'A b' } }],
    });
    expectMarkdown(input, '![A b](http://x.co/a.png)\n');
  });
});

describe('directive attributes, from the registry', () => {
  it('heading: several attributes, in registry order, on the line before', () => {
    const input = doc({
      type: 'heading',
      attrs: { level: 2, textAlign: 'center', id: 'x', anchor: 'a', color: '#ff0000' },
      content: [text('H')],
    });
    expectMarkdown(
      input,
      '<!-- adf:heading id="x" textAlign="center" anchor="a" color="#ff0000" -->\n## H\n',
    );
  });

  it('table and cell attributes; a cell directive at the start of the cell text', () => {
    const input = doc({
      type: 'table',
      attrs: { layout: 'wide', borderColor: '#00ff00', isNumberColumnEnabled: true },
      content: [
        row(cell('tableHeader', [text('h')], { attrs: { colwidth: [120] } })),
        row(cell('tableCell', [text('x')], { attrs: { backgroundColor: '#ff0000', colwidth: [120] } })),
      ],
    });
    expectMarkdown(
      input,
      '<!-- adf:table layout="wide" borderColor="#00ff00" isNumberColumnEnabled="true" -->\n' +
        '| <!-- adf:tableCell colwidth="120" --> h                           |\n' +
        '| ----------------------------------------------------------------- |\n' +
        '| <!-- adf:tableCell backgroundColor="#ff0000" colwidth="120" --> x |\n',
    );
  });

  it('a table of inline cells with a span is a pipe table with a cell directive (the reader lays GFM spans on its grid)', () => {
    const input = doc({
      type: 'table',
      content: [
        row(cell('tableHeader', [text('a')]), cell('tableHeader', [text('b')])),
        row(cell('tableCell', [text('x')], { attrs: { colspan: 2 } })),
      ],
    });
    const result = trip(input, 'extended');
    expect(result.markdown).toBe(
      '| a                                    | b   |\n' +
        '| ------------------------------------ | --- |\n' +
        '| <!-- adf:tableCell colspan="2" --> x |     |\n',
    );
    expect(result.back).toEqual(normalize(input));
  });

  it('code block: theme, line numbers, wrap; a language that is no single word', () => {
    const input = doc({
      type: 'codeBlock',
      attrs: { language: 'c++ 17', theme: 'dark', lineNumbers: true, wrap: false },
      content: [text('x')],
    });
    expectMarkdown(
      input,
      '<!-- adf:codeBlock theme="dark" lineNumbers="true" wrap="false" language="c++ 17" -->\n```\nx\n```\n',
    );
  });

  it('paragraph alignment and indentation (block marks) through adf:paragraph', () => {
    const input = doc(
      { type: 'paragraph', marks: [{ type: 'alignment', attrs: { align: 'center' } }], content: [text('c')] },
      { type: 'paragraph', marks: [{ type: 'indentation', attrs: { level: 2 } }], content: [text('i')] },
    );
    expectMarkdown(
      input,
      '<!-- adf:paragraph textAlign="center" -->\nc\n\n<!-- adf:paragraph indentation="2" -->\ni\n',
    );
  });

  it('a panel is a quote with adf:panel before it', () => {
    const input = doc({
      type: 'panel',
      attrs: { panelType: 'warning' },
      content: [paragraph(text('p')), { type: 'codeBlock', attrs: { language: 'js' }, content: [text('x')] }],
    });
    expectMarkdown(input, '> [!WARNING]\n> p\n>\n> ```js\n> x\n> ```\n');
  });

  it('expand and nested expand as <details>, the title as HTML', () => {
    const input = doc({
      type: 'expand',
      attrs: { title: 'A <b> & c' },
      content: [
        paragraph(text('x')),
        { type: 'nestedExpand', attrs: { title: 'N' }, content: [paragraph(text('y'))] },
      ],
    });
    expectMarkdown(
      input,
      '<details><summary>A &lt;b&gt; &amp; c</summary>\n\nx\n\n<details><summary>N</summary>\n\ny\n\n</details>\n\n</details>\n',
    );
  });

  it('image layout and width through adf:mediaSingle (center is the default)', () => {
    const media = { type: 'media', attrs: { type: 'external', url: 'http://x.co/y.png', alt: 'a' } };
    const input = doc({
      type: 'mediaSingle',
      attrs: { layout: 'wide', width: 50, widthType: 'percentage' },
      content: [media],
    });
    expectMarkdown(input, '<!-- adf:mediaSingle layout="wide" width="50" -->\n![a](http://x.co/y.png)\n');
  });

  it('blockquote colours', () => {
    const input = doc({
      type: 'blockquote',
      attrs: { backgroundColor: '#ff0000', borderColor: '#0000ff' },
      content: [paragraph(text('q'))],
    });
    expectMarkdown(input, '<!-- adf:blockquote backgroundColor="#ff0000" borderColor="#0000ff" -->\n> q\n');
  });

  it('an unknown attribute on a directive target comes back as text (extended profile)', () => {
    const input = doc({ type: 'heading', attrs: { level: 1, custom: 'v' }, content: [text('H')] });
    expectMarkdown(input, '<!-- adf:heading custom="v" -->\n# H\n');
  });

  it('official attributes from Jira map back through the atlassian targets', () => {
    const input = doc(
      {
        type: 'heading',
        attrs: { level: 1 },
        marks: [{ type: 'alignment', attrs: { align: 'end' } }],
        content: [text('H')],
      },
      { type: 'codeBlock', attrs: { hideLineNumbers: true }, content: [text('x')] },
      {
        type: 'table',
        content: [row(cell('tableHeader', [text('h')], { attrs: { background: '#ff0000' } }))],
      },
    );
    const markdown =
      '<!-- adf:heading textAlign="right" -->\n# H\n\n' +
      '<!-- adf:codeBlock lineNumbers="false" -->\n```\nx\n```\n\n' +
      '| <!-- adf:tableCell backgroundColor="#ff0000" --> h |\n| -------------------------------------------------- |\n';
    expectMarkdown(input, markdown, 'atlassian');
    // The same official attributes read back in the extended profile under the directive names.
    expect(markdownToAdf(adfToMarkdown(input)).content[2].content?.[0].content?.[0].attrs).toEqual({
      backgroundColor: '#ff0000',
    });
  });

  it('in the atlassian profile an attribute it would drop travels with its node instead', () => {
    const input = doc({ type: 'heading', attrs: { level: 1, id: 'x' }, content: [text('H')] });
    const result = trip(input, 'atlassian');
    expect(result.markdown).toBe(
      '<!-- adf:node {"type":"heading","attrs":{"level":1,"id":"x"},"content":[{"type":"text","text":"H"}]} -->\n',
    );
    // `id` is not official ADF: the atlassian reader cannot take it back, and says so.
    expect(result.codes).toEqual(['node-as-json', 'invalid-adf']);
  });

  it('a value that would end the comment makes the node a node', () => {
    const input = doc({ type: 'heading', attrs: { level: 1, custom: `a"b'c` }, content: [text('H')] });
    expect(convertAdf(input).diagnostics.map((d) => d.code)).toEqual(['node-as-json']);
    const arrow = doc({ type: 'heading', attrs: { level: 1, custom: 'a-->b' }, content: [text('H')] });
    expect(convertAdf(arrow).diagnostics.map((d) => d.code)).toEqual(['node-as-json']);
  });

  it('a value holding a double quote is written in single quotes', () => {
    const input = doc({ type: 'heading', attrs: { level: 1, custom: 'a"b' }, content: [text('H')] });
    expectMarkdown(input, `<!-- adf:heading custom='a"b' -->\n# H\n`);
  });
});

describe('output form', () => {
  it('is deterministic, ends with exactly one newline, no line ends in white space', () => {
    const input = doc(
      paragraph(text('a  '), hardBreak, text('  b')),
      { type: 'blockquote', content: [paragraph(text('x')), paragraph(text('y'))] },
      bullets(item(paragraph(text('p')), { type: 'codeBlock', content: [text('a\n\nb')] })),
    );
    const first = adfToMarkdown(input);
    expect(adfToMarkdown(input)).toBe(first);
    expect(first.endsWith('\n')).toBe(true);
    expect(first.endsWith('\n\n')).toBe(false);
    expect(first.split('\n').filter((line) => /[ \t]$/.test(line))).toEqual([]);
    expect(trip(input).back).toEqual(normalize(input));
  });

  it('an empty document is a single newline', () => {
    expect(adfToMarkdown(doc())).toBe('\n');
  });

  it('rejects what is not a document', () => {
    expect(() => adfToMarkdown({ type: 'paragraph' } as unknown as AdfDoc)).toThrow(TypeError);
  });
});
