import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_NESTING } from '../../src/markdown/tokenizer.js';
import { adfToHtml } from '../../src/compose/html.js';
import { adfToMarkdown, convertAdf } from '../../src/compose/reverse.js';
import { convert, PROFILES, validateAdf } from '../../src/index.js';
import type { AdfDoc, AdfNode } from '../../src/types.js';
import { doc, paragraph, strong, text, trip } from './helpers.js';
import { normalize } from './normalize.js';

/** Nodes without Markdown syntax are never dropped: they travel as `<!-- adf:node {JSON} -->`. */
describe('adf:node for what Markdown cannot hold', () => {
  it('a block node: alone on its line, blank lines around, with a warning at its line', () => {
    const panel: AdfNode = {
      type: 'blockCard',
      attrs: { datasource: { id: 'd', parameters: {}, views: [{ type: 'table' }] } },
    };
    const input = doc(paragraph(text('a')), panel, paragraph(text('b')));
    const { markdown, diagnostics } = convertAdf(input);
    expect(markdown).toBe(`a\n\n<!-- adf:node ${JSON.stringify(panel)} -->\n\nb\n`);
    expect(diagnostics).toEqual([
      {
        severity: 'warning',
        code: 'node-as-json',
        message: 'blockCard: only a card with a URL has Markdown syntax; written as adf:node',
        line: 3,
        column: 1,
      },
    ]);
    expect(trip(input).back).toEqual(normalize(input));
  });

  it('an inline node inside the text, column of the comment', () => {
    // A date at another time than midnight UTC has no `YYYY-MM-DD` form.
    const date: AdfNode = { type: 'date', attrs: { timestamp: '1700000000123' } };
    const input = doc(paragraph(text('hi '), date, text(' there')));
    const { markdown, diagnostics } = convertAdf(input);
    expect(markdown).toBe(
      'hi <!-- adf:node {"type":"date","attrs":{"timestamp":"1700000000123"}} --> there\n',
    );
    expect(diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['node-as-json', 1, 4]]);
    expect(trip(input).back).toEqual(normalize(input));
  });

  it('text with a mark Markdown has no syntax for: the whole text node', () => {
    // An inline comment is `<span data-annotation-id="…">`, but only for an id safe in an attribute.
    const input = doc(
      paragraph(
        text('a '),
        text('u', { type: 'annotation', attrs: { id: 'c "1"', annotationType: 'inlineComment' } }),
        text(' b'),
      ),
    );
    const { markdown } = convertAdf(input);
    expect(markdown).toBe(
      'a <!-- adf:node {"type":"text","text":"u","marks":[{"type":"annotation","attrs":{"id":"c \\"1\\"","annotationType":"inlineComment"}}]} --> b\n',
    );
    expect(trip(input).back).toEqual(normalize(input));
  });

  it('every -- in the JSON is written -\\u002d, so the comment cannot end early', () => {
    const input = doc(paragraph(text('x '), { type: 'placeholder', attrs: { text: 'a-->b--c' } }));
    const { markdown } = convertAdf(input);
    expect(markdown).toBe(
      'x <!-- adf:node {"type":"placeholder","attrs":{"text":"a-\\u002d>b-\\u002dc"}} -->\n',
    );
    expect(trip(input).back).toEqual(normalize(input));
  });

  it('a mark boundary CommonMark delimiters cannot write (bold ending in a space before a word) is an HTML element', () => {
    const input = doc(paragraph(text('x '), text('a ', strong), text('b')));
    const { markdown, diagnostics } = convertAdf(input);
    expect(markdown).toBe('x <strong>a </strong>b\n');
    expect(diagnostics).toEqual([]);
    expect(trip(input).back).toEqual(normalize(input));
  });

  it('a quote whose first line is an alert marker: that paragraph as adf:node (no panel)', () => {
    const input = doc({ type: 'blockquote', content: [paragraph(text('[!NOTE]'))] });
    const result = trip(input);
    expect(result.markdown).toBe(
      '> <!-- adf:node {"type":"paragraph","content":[{"type":"text","text":"[!NOTE]"}]} -->\n',
    );
    expect(result.back).toEqual(normalize(input));
  });

  const cell = (type: string, ...content: AdfNode[]): AdfNode => ({ type, content });
  const row = (...cells: AdfNode[]): AdfNode => ({ type: 'tableRow', content: cells });
  it.each<[string, AdfNode]>([
    [
      'a table with a row of no cells (a row quote needs one)',
      { type: 'table', content: [row(cell('tableCell', paragraph(text('a')))), row()] },
    ],
    [
      'a list item with a localId no directive quote holds',
      {
        type: 'bulletList',
        content: [{ type: 'listItem', attrs: { localId: `i"1'` }, content: [paragraph(text('a'))] }],
      },
    ],
    [
      'a file image with an empty caption',
      {
        type: 'mediaSingle',
        attrs: { layout: 'wide' },
        content: [{ type: 'media', attrs: { type: 'file', id: 'i', collection: 'c' } }, { type: 'caption' }],
      },
    ],
    ['a code block with a carriage return', { type: 'codeBlock', content: [text('a\r\nb')] }],
    ['an unknown node type', { type: 'somethingNew', attrs: { x: 1 } }],
  ])('%s: the whole block as adf:node', (_name, block) => {
    const input = doc(block);
    const result = trip(input);
    expect(result.markdown).toMatch(/^<!-- adf:node \{.*\} -->\n$/);
    // A type the profile does not know cannot come back: the forward direction keeps it as JSON code.
    const invalid = block.type === 'somethingNew' ? ['invalid-adf'] : [];
    expect(result.codes).toEqual(['node-as-json', ...invalid]);
    expect(JSON.parse(result.markdown.slice('<!-- adf:node '.length, -' -->\n'.length))).toEqual(block);
  });
});

describe('depth never reaches the call stack', () => {
  const nest = (depth: number, leafNode: AdfNode): AdfNode => {
    let node = leafNode;
    for (let i = 0; i < depth; i++) node = { type: 'blockquote', content: [node] };
    return node;
  };

  it('100 000 nested quotes are written without recursion', () => {
    const markdown = adfToMarkdown(doc(nest(100_000, paragraph(text('deep')))));
    expect(markdown.startsWith('> > > ')).toBe(true);
    expect(markdown).toContain('"text":"deep"');
  });

  it('below the depth the Markdown reader descends, the rest travels as a node and round-trips', () => {
    const input = doc(nest(MAX_NESTING + 20, paragraph(text('deep'))));
    const result = trip(input);
    expect(result.codes).toEqual(['node-as-json']);
    expect(result.back).toEqual(normalize(input));
  });
});

describe('malformed input', () => {
  const NODE_TYPES = [
    'paragraph',
    'text',
    'heading',
    'bulletList',
    'listItem',
    'table',
    'tableRow',
    'tableCell',
  ];
  const MORE_TYPES = [
    'tableHeader',
    'taskList',
    'taskItem',
    'codeBlock',
    'blockquote',
    'mediaSingle',
    'media',
  ];
  const node = fc.letrec<{ node: unknown }>((tie) => ({
    node: fc.oneof(
      fc.jsonValue(),
      fc.record(
        {
          type: fc.constantFrom(...NODE_TYPES, ...MORE_TYPES, 'status', 'date', 'emoji', 'panel', 'expand'),
          attrs: fc.oneof(fc.jsonValue(), fc.dictionary(fc.string(), fc.jsonValue())),
          content: fc.oneof(fc.jsonValue(), fc.array(tie('node'), { maxLength: 4 })),
          marks: fc.oneof(
            fc.jsonValue(),
            fc.array(
              fc.record({
                type: fc.constantFrom('strong', 'link', 'code', 'textColor'),
                attrs: fc.jsonValue(),
              }),
              {
                maxLength: 3,
              },
            ),
          ),
          text: fc.oneof(fc.string(), fc.jsonValue()),
        },
        { requiredKeys: ['type'] },
      ),
    ),
  }));

  it('never throws on any JSON inside a document; the output keeps its form', () => {
    fc.assert(
      fc.property(fc.array(node.node, { maxLength: 5 }), (content) => {
        const { markdown } = convertAdf({ type: 'doc', version: 1, content } as unknown as AdfDoc);
        expect(markdown === '\n' || !markdown.endsWith('\n\n')).toBe(true);
        expect(markdown.endsWith('\n')).toBe(true);
        expect(markdown.split('\n').filter((line) => /[ \t]$/.test(line))).toEqual([]);
      }),
      { numRuns: 2000, seed: 11 },
    );
  });

  /** One bad value where a node, its content, marks, attrs or text should be. */
  const BAD: unknown[] = [
    null,
    5,
    'x',
    [],
    {},
    [null],
    ['x'],
    { type: 5 },
    { text: 'a' },
    [{}],
    [{ type: 5 }],
  ];
  const bad = fc.constantFrom(...BAD);
  const wellFormedMark = fc.record(
    {
      type: fc.constantFrom('strong', 'em', 'code', 'link', 'strike'),
      attrs: fc.constantFrom(undefined, { href: 'https://a.example' }),
    },
    { requiredKeys: ['type'] },
  );
  const text = fc.record(
    {
      type: fc.constant('text'),
      text: fc.oneof({ weight: 6, arbitrary: fc.constantFrom('a', 'b c', '*x*') }, bad),
      marks: fc.oneof(
        { weight: 3, arbitrary: fc.array(fc.oneof(wellFormedMark, bad), { maxLength: 2 }) },
        bad,
      ),
    },
    { requiredKeys: ['type', 'text'] },
  );
  const CONTAINERS = [
    'paragraph',
    'heading',
    'blockquote',
    'bulletList',
    'listItem',
    'table',
    'tableRow',
    'tableCell',
    'tableHeader',
    'taskList',
    'taskItem',
    'mediaGroup',
    'mediaSingle',
    'media',
    'panel',
    'expand',
    'layoutSection',
    'layoutColumn',
    'codeBlock',
  ];
  /** Real containers nested a few levels, with a bad value in some field, at any depth. */
  const nested = fc.letrec<{ node: unknown }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', maxDepth: 5 },
      bad,
      text,
      fc.record(
        {
          type: fc.oneof({ weight: 12, arbitrary: fc.constantFrom(...CONTAINERS) }, bad),
          attrs: fc.oneof(
            {
              weight: 3,
              arbitrary: fc.constantFrom(
                { level: 1 },
                { panelType: 'info' },
                { id: 'i', collection: 'c', type: 'file' },
              ),
            },
            bad,
          ),
          content: fc.oneof({ weight: 8, arbitrary: fc.array(tie('node'), { maxLength: 3 }) }, bad),
          marks: fc.oneof(
            { weight: 3, arbitrary: fc.array(fc.oneof(wellFormedMark, bad), { maxLength: 1 }) },
            bad,
          ),
        },
        { requiredKeys: ['type'] },
      ),
    ),
  })).node;

  /** A paragraph among whose text stands a node with a bad field (what the run check reads back). */
  const inline = fc.record({
    type: fc.constant('paragraph'),
    content: fc.array(
      fc.oneof(
        text,
        bad,
        fc.record(
          {
            type: fc.constantFrom('paragraph', 'text', 'status', 'mention', 'emoji', 'hardBreak'),
            content: fc.oneof(bad, fc.array(fc.oneof(text, bad), { maxLength: 2 })),
            marks: fc.oneof(bad, fc.array(fc.oneof(wellFormedMark, bad), { maxLength: 1 })),
          },
          { requiredKeys: ['type'] },
        ),
      ),
      { maxLength: 3 },
    ),
  });

  it('never throws on malformed nodes nested under real containers; every node is kept', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(nested, inline), { maxLength: 3 }),
        fc.constantFrom(...PROFILES),
        (content, profile) => {
          const input = { type: 'doc', version: 1, content } as unknown as AdfDoc;
          const { markdown } = convertAdf(input, { profile });
          expect(markdown.endsWith('\n')).toBe(true);
          expect(typeof adfToHtml(input)).toBe('string');
          // What the Markdown says is read back without a throw, as a valid document.
          expect(validateAdf(convert(markdown, { profile }).doc, { profile }).errors).toEqual([]);
        },
      ),
      { numRuns: 600, seed: 12 },
    );
  });
});
