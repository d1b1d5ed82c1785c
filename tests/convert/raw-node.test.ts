import { FORWARD } from '../../src/compose/forward.js';
import { describe, expect, it } from 'vitest';
import { ConvertContext } from '../../src/convert/context.js';
import { Fitter } from '../../src/convert/fit.js';
import { convert, PROFILES } from '../../src/index.js';
import { contentModel } from '../../src/schema/content-model.js';
import type { AdfNode } from '../../src/types.js';
import { MAX_RAW_NODE_JSON_DEPTH } from '../../src/convert/raw-node.js';
import { codeBlock, doc, p, quote, t, ul } from './builders.js';
import { inBoth, valid } from './ext-helpers.js';

/**
 * `adf:node` JSON is the one input the converter does not build itself: the whole subtree is
 * checked against the profile before it enters the tree (issue 12). Well-formed JSON of the
 * wrong shape never throws and never reaches the output: it is kept as JSON code, with an
 * `invalid-node` error that says where in the node the problem is.
 */
const asJson = (json: string) => codeBlock(json, { language: 'json' });
const message = (markdown: string, profile: (typeof PROFILES)[number]) =>
  convert(markdown, { profile }).diagnostics.map((d) => `${d.line}:${d.column} ${d.code} ${d.message}`);

describe('adf:node of the wrong shape becomes a diagnostic, never a throw', () => {
  it.each([
    [
      'a table holding text',
      '{"type":"table","content":[{"type":"text","text":"x"}]}',
      '/content/0',
      'a text is not allowed in a table (allowed: tableRow)',
    ],
    [
      'a bullet list holding a hard break',
      '{"type":"bulletList","content":[{"type":"hardBreak"}]}',
      '/content/0',
      'a hard break is not allowed in a bullet list (allowed: listItem)',
    ],
    [
      'a media single holding a mention',
      '{"type":"mediaSingle","attrs":{"layout":"center"},"content":[{"type":"mention","attrs":{"id":"1"}}]}',
      '/content/0',
      'a mention is not allowed in a media single (allowed: media)',
    ],
    [
      'marks that are a string',
      '{"type":"paragraph","content":[{"type":"text","text":"x","marks":"x"}]}',
      '/content/0/marks',
      'must be an array, not "x"',
    ],
    ['content that is a number', '{"type":"paragraph","content":0}', '/content', 'must be an array, not 0'],
    [
      'a null child',
      '{"type":"paragraph","content":[null]}',
      '/content/0',
      'must be a node (an object with a `type`), not null',
    ],
    [
      'a number child',
      '{"type":"paragraph","content":[1]}',
      '/content/0',
      'must be a node (an object with a `type`), not 1',
    ],
    [
      'a child whose type is not a string',
      '{"type":"paragraph","content":[{"type":5}]}',
      '/content/0/type',
      'must be a string, not 5',
    ],
    [
      'a mark that is not an object',
      '{"type":"paragraph","content":[{"type":"text","text":"x","marks":[7]}]}',
      '/content/0/marks/0',
      'must be a mark (an object with a string `type`), not 7',
    ],
  ])('%s', (_name, json, path, problem) => {
    const markdown = `Before.\n\n<!-- adf:node ${json} -->\n`;
    for (const profile of PROFILES) {
      const result = valid(markdown, profile);
      expect(result.doc).toEqual(doc(p(t('Before.')), asJson(json)));
      expect(message(markdown, profile)).toEqual([
        `3:6 invalid-node \`adf:node\` is not valid in the ${profile} profile at \`${path}\`: ${problem}; kept as JSON code`,
      ]);
    }
  });

  it('a top-level value that is not a node', () => {
    for (const [json, what] of [
      ['[1]', 'an array'],
      ['5', '5'],
      ['{"type":7}', ''],
    ]) {
      const { doc: out, diagnostics } = convert(`<!-- adf:node ${json} -->\n`);
      expect(out).toEqual(doc(asJson(json)));
      expect(diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['invalid-node', 1, 6]]);
      if (what)
        expect(diagnostics[0].message).toContain(`must be a node (an object with a \`type\`), not ${what}`);
    }
  });

  it('an object nested 100,000 deep is refused before it is parsed', () => {
    const json = `{"type":"paragraph","attrs":${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}}`;
    for (const profile of PROFILES) {
      const result = valid(`<!-- adf:node ${json} -->\n`, profile);
      expect(result.doc).toEqual(doc(asJson(json)));
      expect(message(`<!-- adf:node ${json} -->\n`, profile)).toEqual([
        `1:6 invalid-node \`adf:node\` JSON is nested deeper than ${MAX_RAW_NODE_JSON_DEPTH} levels; kept as code`,
      ]);
    }
  });

  it('nodes nested deeper than the document may hold where the node stands', () => {
    const nested = (levels: number) => {
      let node: unknown = { type: 'paragraph', content: [{ type: 'text', text: 'x' }] };
      for (let i = 1; i < levels; i += 2)
        node = { type: 'bulletList', content: [{ type: 'listItem', content: [node] }] };
      return JSON.stringify(node);
    };
    // 497 levels fit at the top (the document, and a paragraph a repair may add, take two)…
    expect(valid(`<!-- adf:node ${nested(497)} -->\n`, 'extended').codes).toEqual([]);
    // …not in a list item, two levels further down.
    const deep = nested(497);
    const { doc: out, codes, diagnostics } = valid(`- a\n\n  <!-- adf:node ${deep} -->\n`, 'extended');
    expect(out).toEqual(doc(ul([p(t('a')), asJson(deep)])));
    expect(codes).toEqual(['3:8 invalid-node']);
    expect(diagnostics[0].message).toBe(
      '`adf:node` is not valid in the extended profile: nests nodes deeper than 496 levels, all the document has room for here; kept as JSON code',
    );
  });

  it('a problem deep in a node is located by the end of its pointer', () => {
    let node: unknown = { type: 'paragraph', content: [{ type: 'text', text: '' }] };
    for (let i = 0; i < 40; i++) node = { type: 'blockquote', content: [node] };
    const { diagnostics } = valid(`<!-- adf:node ${JSON.stringify(node)} -->\n`, 'extended');
    expect(diagnostics[0].message).toBe(
      `\`adf:node\` is not valid in the extended profile at \`…${'/content/0'.repeat(11)}/text\`: must have at least 1 character(s); kept as JSON code`,
    );
  });

  it('JSON that does not parse is kept as code too (with the parser message), empty JSON is reported', () => {
    const { doc: out, codes } = inBoth('<!-- adf:node {"type": -->\n\n<!-- adf:node -->\n');
    expect(out).toEqual(doc(asJson('{"type":')));
    expect(codes).toEqual(['1:6 malformed-directive', '3:6 malformed-directive']);
  });

  it('inline: the JSON stays where it stood, as inline code', () => {
    const json = '{"type":"mention","attrs":{"id":5}}';
    const { doc: out, codes } = inBoth(`Hi <!-- adf:node ${json} --> there\n`);
    expect(out).toEqual(doc(p(t('Hi '), t(json, { type: 'code' }), t(' there'))));
    expect(codes).toEqual(['1:9 invalid-node']);
  });
});

describe('adf:node: the whole subtree is checked against the profile', () => {
  it.each([
    [
      'a panel nested in a quote',
      '{"type":"blockquote","content":[{"type":"panel","attrs":{"panelType":"info"},"content":[{"type":"paragraph"}]}]}',
      '/content/0',
      {
        extended:
          'a panel is not allowed in a blockquote (allowed: paragraph, heading, bulletList, orderedList, blockquote)',
        atlassian:
          'a panel is not allowed in a blockquote (allowed: paragraph, orderedList, bulletList, codeBlock, mediaSingle, mediaGroup, extension)',
      },
    ],
    [
      'a code block language that is a number',
      '{"type":"codeBlock","attrs":{"language":5},"content":[{"type":"text","text":"x"}]}',
      '/attrs/language',
      { extended: 'must be string, not 5', atlassian: 'must be string, not 5' },
    ],
    [
      'a cell colspan that is text, three levels down',
      '{"type":"table","content":[{"type":"tableRow","content":[{"type":"tableCell","attrs":{"colspan":"x"},"content":[{"type":"paragraph"}]}]}]}',
      '/content/0/content/0/attrs/colspan',
      { extended: 'must be integer, not "x"', atlassian: 'must be number, not "x"' },
    ],
    [
      'a link mark without href deep in a list',
      '{"type":"bulletList","content":[{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"a","marks":[{"type":"link","attrs":{}}]}]}]}]}',
      '/content/0/content/0/content/0/marks/0/attrs',
      { extended: 'must have the property `href`', atlassian: 'must have the property `href`' },
    ],
    [
      'an empty text node',
      '{"type":"paragraph","content":[{"type":"text","text":""}]}',
      '/content/0/text',
      { extended: 'must have at least 1 character(s)', atlassian: 'must have at least 1 character(s)' },
    ],
    [
      'a heading level out of range',
      '{"type":"heading","attrs":{"level":9},"content":[{"type":"text","text":"x"}]}',
      '/attrs/level',
      { extended: 'must be <= 6', atlassian: 'must be <= 6' },
    ],
  ])('%s', (_name, json, path, problems) => {
    // In strict mode these were emitted invalid before: strict must now fail on them.
    for (const profile of PROFILES) {
      const markdown = `<!-- adf:node ${json} -->\n`;
      expect(valid(markdown, profile).doc).toEqual(doc(asJson(json)));
      expect(message(markdown, profile)).toEqual([
        `1:6 invalid-node \`adf:node\` is not valid in the ${profile} profile at \`${path}\`: ${problems[profile]}; kept as JSON code`,
      ]);
      expect(() => convert(markdown, { profile, strict: true })).toThrow(/invalid-node|adf:node/);
    }
  });

  it('a valid node stays as it is, deep structure and all', () => {
    const node = {
      type: 'panel',
      attrs: { panelType: 'warning' },
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Careful', marks: [{ type: 'strong' }] }] },
        ul([p(t('one'))]),
      ],
    };
    const { doc: out, codes } = inBoth(`<!-- adf:node ${JSON.stringify(node)} -->\n`);
    expect(out).toEqual(doc(node));
    expect(codes).toEqual([]);
  });

  it('a valid node where its place forbids it is repaired like any node (moved out of a quote)', () => {
    const node = { type: 'rule' };
    const { doc: out, codes } = valid(`> a\n> <!-- adf:node ${JSON.stringify(node)} -->\n`, 'extended');
    expect(out).toEqual(doc(quote(p(t('a'))), node));
    expect(codes).toEqual(['2:3 block-moved']);
  });

  it('marks on the node itself are fitted to where it lands (dropped with a warning), not refused', () => {
    const node = {
      type: 'paragraph',
      marks: [{ type: 'alignment', attrs: { align: 'center' } }],
      content: [],
    };
    const { doc: out, codes } = valid(`- <!-- adf:node ${JSON.stringify(node)} -->\n`, 'atlassian');
    expect(out).toEqual(doc(ul([{ type: 'paragraph', content: [] }])));
    expect(codes).toEqual(['1:1 mark-dropped']);
    // …but a mark that is not a valid mark at all makes the node invalid.
    const bad = { type: 'paragraph', marks: [{ type: 'alignment', attrs: { align: 'middle' } }] };
    expect(valid(`<!-- adf:node ${JSON.stringify(bad)} -->\n`, 'atlassian').codes).toEqual([
      '1:6 invalid-node',
    ]);
  });

  it('a node inside a list item is checked as the list item would hold it', () => {
    const json = '{"type":"listItem","content":[{"type":"paragraph"}]}';
    const { doc: out } = valid(`- a\n\n  <!-- adf:node ${json} -->\n`, 'extended');
    expect(out).toEqual(doc(ul([p(t('a'))], [{ type: 'paragraph' }])));
  });
});

describe('the repair pass, given a tree no input can build any more', () => {
  it('text where neither text nor a paragraph may stand is moved out, not looped on', () => {
    const ctx = new ConvertContext('x\n', 'extended');
    const row = { type: 'tableRow', content: [{ type: 'text', text: 'x' }] };
    ctx.doc.content.push({ type: 'table', content: [row] });
    new Fitter(ctx, contentModel('extended'), FORWARD.repairs).run(ctx.doc as AdfNode);
    expect(ctx.doc).toEqual(doc(p(t('x'))));
    expect(ctx.sink.sorted().map((d) => d.code)).toEqual(['block-moved']);
  });
});
