import { describe, expect, it } from 'vitest';
import {
  adfToHtml,
  adfToMarkdown,
  convert,
  convertAdf,
  convertAsync,
  INPUT_LIMITS,
  InputError,
  markdownToAdf,
  validateAdf,
} from '../../src/index.js';

/**
 * Hand-made hostile values (issue 12), each with the exact answer of every function taking
 * ADF: adfToHtml, adfToMarkdown and convertAdf throw an InputError (problem and path),
 * validateAdf answers invalid with the same path.
 */
type Doc = Parameters<typeof adfToHtml>[0];

const doc = (...content: unknown[]) => ({ type: 'doc', version: 1, content }) as unknown as Doc;
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });

function refusal(run: () => unknown): { problem: string; path: string } | 'returned' {
  try {
    run();
    return 'returned';
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return { problem: error.problem, path: error.path };
  }
}

function expectRefused(value: unknown, problem: string, path: string): void {
  for (const run of [
    () => adfToHtml(value as Doc),
    () => adfToMarkdown(value as Doc),
    () => convertAdf(value as Doc),
  ]) {
    expect(refusal(run)).toEqual({ problem, path });
  }
  const validation = validateAdf(value);
  expect(validation.valid).toBe(false);
  expect(validation.errors.map((e) => e.path)).toEqual([path]);
}

describe('documents that are not JSON data', () => {
  it('a cycle: adfToHtml ran out of memory, adfToMarkdown looped forever', () => {
    const cyclic = doc(paragraph()) as unknown as { content: Array<{ content: unknown[] }> };
    cyclic.content[0].content.push(cyclic);
    expectRefused(cyclic, 'cycle', '/content/0/content/0');
  });

  it('a sparse content array of length 2^32-1 (every function hung): refused before reading it', () => {
    const sparse: unknown[] = [];
    sparse.length = 2 ** 32 - 1;
    expectRefused({ type: 'doc', version: 1, content: sparse }, 'too-large', '/content');
  });

  it('a hole in an array', () => {
    const holey = [paragraph(), paragraph(), paragraph()];
    delete holey[1];
    expectRefused({ type: 'doc', version: 1, content: holey }, 'not-json', '/content/1');
  });

  it('functions, Symbols, BigInts, NaN, Dates, Maps and class instances', () => {
    class Node {
      type = 'paragraph';
    }
    expectRefused(doc({ type: 'text', text: () => 'x' }), 'not-json', '/content/0/text');
    expectRefused(doc({ type: Symbol('paragraph') }), 'not-json', '/content/0/type');
    expectRefused(doc({ type: 'date', attrs: { timestamp: 1n } }), 'not-json', '/content/0/attrs/timestamp');
    expectRefused(
      doc({ type: 'heading', attrs: { level: Number.NaN } }),
      'not-json',
      '/content/0/attrs/level',
    );
    expectRefused(
      doc({ type: 'date', attrs: { timestamp: new Date(0) } }),
      'not-json',
      '/content/0/attrs/timestamp',
    );
    expectRefused(doc(new Map()), 'not-json', '/content/0');
    expectRefused(doc(new Node()), 'not-json', '/content/0');
    expectRefused(doc(undefined), 'not-json', '/content/0');
  });

  it('a node whose toString or valueOf is a function', () => {
    const sneaky = { type: 'text', text: { toString: () => 'x', valueOf: () => 1 } };
    expectRefused(doc(paragraph(sneaky)), 'not-json', '/content/0/content/0/text/toString');
  });

  it('Proxies and getters that throw, and a revoked Proxy', () => {
    const trap = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error('no keys for you');
        },
      },
    );
    expectRefused(doc(trap), 'unreadable', '/content/0');
    const getter = Object.defineProperty({ type: 'text' }, 'text', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    expectRefused(doc(paragraph(getter)), 'unreadable', '/content/0/content/0/text');
    const revocable = Proxy.revocable({}, {});
    revocable.revoke();
    expectRefused(doc(revocable.proxy), 'unreadable', '/content/0');
  });

  it('nesting beyond INPUT_LIMITS.depth, and a DAG that doubles at every level', () => {
    let deep: unknown = {};
    for (let i = 0; i < INPUT_LIMITS.depth; i++) deep = { a: deep };
    expect(refusal(() => adfToHtml(doc(deep)))).toMatchObject({ problem: 'too-deep' });
    let dag: unknown = { type: 'text', text: 'x' };
    for (let i = 0; i < 40; i++) dag = { type: 'paragraph', content: [dag, dag] };
    expect(refusal(() => adfToMarkdown(doc(dag)))).toMatchObject({ problem: 'too-large' });
  });

  it('strings beyond INPUT_LIMITS.characters', () => {
    const huge = 'x'.repeat(INPUT_LIMITS.characters + 1);
    expectRefused(doc(paragraph({ type: 'text', text: huge })), 'too-large', '/content/0/content/0/text');
    expect(refusal(() => convert(huge))).toEqual({ problem: 'too-large', path: '' });
  });

  it('not an object at all', () => {
    for (const value of [null, 5, 'doc', [], true]) {
      expect(refusal(() => adfToHtml(value as unknown as Doc))).toEqual({ problem: 'wrong-type', path: '' });
      expect(refusal(() => adfToMarkdown(value as unknown as Doc))).toEqual({
        problem: 'wrong-type',
        path: '',
      });
      expect(validateAdf(value).valid).toBe(false);
    }
  });
});

describe('values JavaScript allows that are still JSON data', () => {
  const input = doc(paragraph({ type: 'text', text: 'hi', marks: [{ type: 'strong' }] }));

  it('frozen objects, shared marks, null prototypes, undefined properties: as if JSON.parse gave them', () => {
    const strong = { type: 'strong' };
    const shared = doc(
      paragraph({ type: 'text', text: 'a', marks: [strong] }, { type: 'text', text: 'b', marks: [strong] }),
    );
    expect(adfToMarkdown(shared)).toBe('**ab**\n');
    expect(adfToMarkdown(structuredClone(input))).toBe('**hi**\n');
    expect(adfToMarkdown(Object.freeze(input))).toBe('**hi**\n');
    const bare = Object.assign(Object.create(null), { type: 'text', text: 'hi', extra: undefined });
    expect(adfToHtml(doc(paragraph(bare)))).toBe('<p>hi</p>\n');
    expect(validateAdf(doc(paragraph(bare))).valid).toBe(true);
  });

  it('a Proxy that reads like data is read once, like data', () => {
    let reads = 0;
    const proxy = new Proxy(
      { type: 'text', text: 'hi' },
      {
        get(target, key) {
          reads++;
          return Reflect.get(target, key);
        },
      },
    );
    expect(adfToMarkdown(doc(paragraph(proxy)))).toBe('hi\n');
    expect(reads).toBe(2);
  });

  it('`{"toString": 1}` as a date timestamp (adfToHtml threw): rendered, written, reported', () => {
    const date = doc(paragraph({ type: 'date', attrs: { timestamp: { toString: 1 } } }));
    expect(adfToHtml(date)).toBe('<p><span class="adf-date"></span></p>\n');
    expect(adfToMarkdown(date)).toBe(
      '<!-- adf:node {"type":"date","attrs":{"timestamp":{"toString":1}}} -->\n',
    );
    expect(validateAdf(date).errors).toEqual([
      { path: '/content/0/content/0/attrs/timestamp', message: 'must be string, not an object' },
    ]);
  });
});

describe('JSON documents holding malformed nodes (QA fuzz: the writer threw TypeErrors)', () => {
  /**
   * The document's own shape is fine, so nothing is refused: as docs/reverse.md says of
   * malformed input, the malformed node, or the block whose content it spoils, is written as
   * `adf:node` (kept whole, warning `node-as-json`) and `invalid-adf` names the first bad place
   * and why; adfToHtml renders what it can; validateAdf answers invalid at that place. Each of
   * these made adfToMarkdown and convertAdf throw a raw TypeError (the service answered 500).
   */
  const text = { type: 'text', text: 'a' };
  const table = { type: 'table', content: [{ type: 'tableRow', content: 'x' }] };
  const group = { type: 'mediaGroup', content: [null] };
  const inParagraph = (node: unknown) => paragraph(node);
  /**
   * [what, document, the node written as adf:node, where and why it is invalid, adfToHtml, and
   * validateAdf's path when it is not that place: it names the node whose `type` is bad].
   */
  const CASES: [string, Doc, unknown, string, string, string?][] = [
    [
      'a row whose content is a string ((row.content ?? []).every is not a function)',
      doc(table),
      table,
      '/content/0/content/0/content (must be an array, not "x")',
      '<table>\n<tbody>\n<tr>\n</tr>\n</tbody>\n</table>\n',
    ],
    [
      'null in a media group (reading attrs of null)',
      doc(group),
      group,
      '/content/0/content/0 (must be a node (an object with a `type`), not null)',
      '<div class="adf-media-group"></div>\n',
    ],
    [
      'a paragraph in a paragraph, its content a string (reading replace of undefined)',
      doc(inParagraph({ type: 'paragraph', content: 'x' })),
      inParagraph({ type: 'paragraph', content: 'x' }),
      '/content/0/content/0 (a paragraph is not allowed in a paragraph',
      '<p><p></p>\n</p>\n',
    ],
    [
      'a paragraph in a paragraph, its marks a string (marks.some is not a function)',
      doc(inParagraph({ type: 'paragraph', marks: 'x' })),
      inParagraph({ type: 'paragraph', marks: 'x' }),
      '/content/0/content/0 (a paragraph is not allowed in a paragraph',
      '<p><p></p>\n</p>\n',
    ],
    [
      'a paragraph in a paragraph, its content a number (kids.slice is not a function)',
      doc(inParagraph({ type: 'paragraph', content: 5 })),
      inParagraph({ type: 'paragraph', content: 5 }),
      '/content/0/content/0 (a paragraph is not allowed in a paragraph',
      '<p><p></p>\n</p>\n',
    ],
    [
      'a paragraph whose content is a number',
      doc({ type: 'paragraph', content: 5 }),
      { type: 'paragraph', content: 5 },
      '/content/0/content (must be an array, not 5)',
      '<p></p>\n',
    ],
    [
      'null among inline content',
      doc(inParagraph(null)),
      inParagraph(null),
      '/content/0/content/0 (must be a node (an object with a `type`), not null)',
      '<p></p>\n',
    ],
    [
      'an inline node without a type',
      doc(inParagraph({ text: 'a' })),
      inParagraph({ text: 'a' }),
      '/content/0/content/0/type (must be a string, not',
      '<p><div class="adf-unknown">a</div>\n</p>\n',
      '/content/0/content/0',
    ],
    [
      "null among a text node's marks",
      doc(inParagraph({ ...text, marks: [null] })),
      { ...text, marks: [null] },
      '/content/0/content/0/marks/0 (must be a mark (an object with a string `type`), not null)',
      '<p>a</p>\n',
    ],
    [
      'a mark without a type',
      doc(inParagraph({ ...text, marks: [{ attrs: {} }] })),
      { ...text, marks: [{ attrs: {} }] },
      '/content/0/content/0/marks/0 (must be a mark (an object with a string `type`), not an object)',
      '<p>a</p>\n',
    ],
    [
      'a text node whose text is a number',
      doc(inParagraph({ type: 'text', text: 5 })),
      { type: 'text', text: 5 },
      '/content/0/content/0/text (must be string, not 5)',
      '<p></p>\n',
    ],
    [
      'attrs that are not an object',
      doc({ type: 'heading', attrs: 'x', content: [text] }),
      { type: 'heading', attrs: 'x', content: [text] },
      '/content/0/attrs (must be object, not "x")',
      '<h1>a</h1>\n',
    ],
    [
      'a block whose type is a number',
      doc({ type: 5, content: [] }),
      { type: 5, content: [] },
      '/content/0/type (must be a string, not 5)',
      '<div class="adf-unknown"></div>\n',
      '/content/0',
    ],
  ];

  it.each(CASES)(
    '%s: written as adf:node, reported at its path',
    (_what, input, written, where, html, validated) => {
      const markdown = `<!-- adf:node ${JSON.stringify(written)} -->\n`;
      expect(adfToMarkdown(input)).toBe(markdown);
      expect(adfToMarkdown(input, { profile: 'atlassian' })).toBe(markdown);
      const result = convertAdf(input);
      expect(result.markdown).toBe(markdown);
      expect(result.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([
        ['node-as-json', 1, 1],
        ['invalid-adf', 1, 1],
      ]);
      expect(result.diagnostics[1].message).toContain(`the input is not valid extended ADF at ${where}`);
      expect(adfToHtml(input)).toBe(html);
      expect(validateAdf(input).errors.map((e) => e.path)).toEqual([
        validated ?? where.slice(0, where.indexOf(' ')),
      ]);
    },
  );

  it('the rest of the document is still written as Markdown around it', () => {
    const input = doc(paragraph(text), table, paragraph({ type: 'text', text: 'b' }));
    expect(adfToMarkdown(input)).toBe(`a\n\n<!-- adf:node ${JSON.stringify(table)} -->\n\nb\n`);
  });
});

describe('Markdown arguments and options', () => {
  const refusals = (run: () => unknown) => {
    try {
      run();
      return 'returned';
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      return `${error.argument}${error.path}: ${error.problem}`;
    }
  };

  it('Markdown that is not a string', () => {
    for (const value of [undefined, null, 5, {}, ['# a'], Symbol('a'), 1n]) {
      expect(refusals(() => convert(value as string))).toBe('markdown: wrong-type');
      expect(refusals(() => markdownToAdf(value as string))).toBe('markdown: wrong-type');
    }
  });

  it('bogus options: each named, with the path of the option', () => {
    const cases: Array<[unknown, string]> = [
      [{ profile: 'bogus' }, 'options/profile: invalid-option'],
      [{ profile: 5 }, 'options/profile: invalid-option'],
      [{ strict: 'yes' }, 'options/strict: invalid-option'],
      [{ smartLinks: 1 }, 'options/smartLinks: invalid-option'],
      [{ resolveMention: 'me' }, 'options/resolveMention: invalid-option'],
      [{ resolveImage: {} }, 'options/resolveImage: invalid-option'],
      [5, 'options: wrong-type'],
      ['strict', 'options: wrong-type'],
      [[], 'options: wrong-type'],
      [
        Object.defineProperty({}, 'profile', {
          get() {
            throw new Error('no');
          },
        }),
        'options/profile: unreadable',
      ],
    ];
    for (const [options, expected] of cases) {
      expect(refusals(() => convert('# a', options as never))).toBe(expected);
      expect(refusals(() => markdownToAdf('# a', options as never))).toBe(expected);
    }
    expect(refusals(() => adfToHtml(doc(), { standalone: 'yes' } as never))).toBe(
      'options/standalone: invalid-option',
    );
    expect(refusals(() => adfToMarkdown(doc(), { profile: 'jira' } as never))).toBe(
      'options/profile: invalid-option',
    );
    expect(refusals(() => validateAdf(doc(), { profile: 'jira' } as never))).toBe(
      'options/profile: invalid-option',
    );
  });

  it('null or undefined options and options a function does not know are accepted', () => {
    expect(convert('# a', null as never).doc).toEqual(convert('# a').doc);
    expect(convert('# a', { profile: undefined, strict: null, standalone: 'x' } as never).doc).toEqual(
      convert('# a').doc,
    );
  });

  it('convertAsync rejects with the same InputErrors', async () => {
    await expect(convertAsync(5 as unknown as string)).rejects.toBeInstanceOf(InputError);
    await expect(convertAsync('# a', { profile: 'bogus' } as never)).rejects.toMatchObject({
      argument: 'options',
      path: '/profile',
      problem: 'invalid-option',
    });
  });

  it('an InputError is a TypeError whose message names the function, argument, path and reason', () => {
    try {
      convert('# a', { strict: 'yes' } as never);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(TypeError);
      expect((error as Error).message).toBe('convert: options/strict: must be true or false, got "yes"');
    }
  });
});
