import type { AdfDoc, AdfMark, AdfNode } from '../src/types.js';

/**
 * More inputs designed to hit quadratic paths (issue 12, "Linear cost"), each a family of
 * inputs of growing size: `make(n)` builds the input for `n` units (the unit is in the
 * description) and `size` is the size the benchmark times. They join the benchmark's
 * pathological list (synthetic.ts); `npm run bench:scaling` (scaling.ts) times every case of
 * that list at half and full size, and the ADF families below through adfToMarkdown and
 * adfToHtml. Same n, same bytes, always.
 */
export interface MarkdownFamily {
  description: string;
  size: number;
  make: (n: number) => string;
}

/** The reverse direction: an ADF document for adfToMarkdown and adfToHtml. */
export interface AdfFamily {
  description: string;
  size: number;
  make: (n: number) => AdfDoc;
}

const times = (n: number, make: (i: number) => string, separator = ''): string =>
  Array.from({ length: n }, (_, i) => make(i)).join(separator);

export const MARKDOWN_FAMILIES: Readonly<Record<string, MarkdownFamily>> = {
  // The first six took seconds at their size before issue 12.
  'stars-around-x': {
    description: 'n `*`, `x`, n `*` on one line',
    size: 25_000,
    make: (n) => `${'*'.repeat(n)}x${'*'.repeat(n)}\n`,
  },
  'u-open': { description: 'n `<u>` on one line', size: 16_000, make: (n) => `${'<u>'.repeat(n)}\n` },
  'u-open-close': {
    description: 'n `<u>` then n `</u>` on one line',
    size: 16_000,
    make: (n) => `${'<u>'.repeat(n)}x${'</u>'.repeat(n)}\n`,
  },
  'sub-sup': {
    description: 'n `<sub><sup>` on one line',
    size: 12_000,
    make: (n) => `${'<sub><sup>'.repeat(n)}x\n`,
  },
  footnotes: {
    description: 'n footnotes, each referenced once',
    size: 8_000,
    make: (n) => `${times(n, (i) => `a[^${i}]`, ' ')}\n\n${times(n, (i) => `[^${i}]: note ${i}`, '\n')}\n`,
  },
  'footnotes-unreferenced': {
    description: 'n footnotes never referenced',
    size: 8_000,
    make: (n) => `text\n\n${times(n, (i) => `[^${i}]: note ${i}`, '\n')}\n`,
  },
  'footnote-refs-one-note': {
    description: 'n references to one footnote',
    size: 16_000,
    make: (n) => `${'a[^1] '.repeat(n)}\n\n[^1]: the note\n`,
  },
  'comments-one-line': {
    description: 'n `<!-- x -->` on one line',
    size: 16_000,
    make: (n) => `${'<!-- x -->'.repeat(n)}\n`,
  },
  'comments-in-paragraph': {
    description: 'n `a <!-- x -->` lines in one paragraph',
    size: 16_000,
    make: (n) => `${'a <!-- x -->\n'.repeat(n)}`,
  },
  'comments-blocks': {
    description: 'n `<!-- x -->` blocks',
    size: 16_000,
    make: (n) => `${'<!-- x -->\n\n'.repeat(n)}`,
  },
  'inline-directives': {
    description: 'n inline directives (status, date, card) in one paragraph',
    size: 8_000,
    make: (n) =>
      `${times(
        n,
        (i) =>
          i % 3 === 0
            ? `<!-- adf:status color="green" -->DONE${i}`
            : i % 3 === 1
              ? '<!-- adf:date -->2024-01-31'
              : `<!-- adf:inlineCard --><https://example.com/${i}>`,
        ' ',
      )}\n`,
  },
  'raw-html-diagnostics': {
    description: 'n inline raw HTML tags (one diagnostic each) on one line',
    size: 16_000,
    make: (n) => `a ${'<div> '.repeat(n)}\n`,
  },
  'dangling-directives': {
    description: 'n block directives applying to nothing, in one paragraph',
    size: 8_000,
    make: (n) => `${'text <!-- adf:heading id="x" --> '.repeat(n)}\n`,
  },
  links: {
    description: 'n links in one paragraph',
    size: 16_000,
    make: (n) => `${times(n, (i) => `[link ${i}](https://example.com/${i} "t")`, ' ')}\n`,
  },
  'table-spans': {
    description: 'n-row table, cells with colspan/rowspan directives',
    size: 4_000,
    make: (n) =>
      `| a | b | c |\n|---|---|---|\n${times(
        n,
        (i) =>
          i % 2 === 0
            ? `| <!-- adf:tableCell colspan="2" --> x${i} | y |`
            : `| <!-- adf:tableCell rowspan="1" --> p${i} | q | r |`,
        '\n',
      )}\n`,
  },
  'table-wide-row': {
    description: 'a table n columns wide, its cells holding escaped pipes',
    size: 4_000,
    make: (n) => `|${' h |'.repeat(n)}\n|${'---|'.repeat(n)}\n|${' a\\|b |'.repeat(n)}\n`,
  },
  emoji: { description: 'n `:smile:` on one line', size: 16_000, make: (n) => `${':smile: '.repeat(n)}\n` },
  'deep-emphasis': {
    description: 'emphasis n deep (`*_*_…x…_*_*`)',
    size: 8_000,
    make: (n) => {
      const marks = times(n, (i) => (i % 2 === 0 ? '*' : '_'));
      return `${marks}x${[...marks].reverse().join('')}\n`;
    },
  },
  'deep-html-tags': {
    description: 'n nested `<b><i><u><s>` … closed in order',
    size: 4_000,
    make: (n) => `${'<b><i><u><s>'.repeat(n)}x${'</s></u></i></b>'.repeat(n)}\n`,
  },
  'colour-spans': {
    description: 'n `<span style="color: #ff0000">x</span>` on one line',
    size: 16_000,
    make: (n) => `${'<span style="color: #ff0000">x</span> '.repeat(n)}\n`,
  },
  'unclosed-spans': {
    description: 'n unclosed colour spans (one diagnostic each)',
    size: 8_000,
    make: (n) =>
      `${times(n, (i) => `<span style="color: #${(i % 0xffffff).toString(16).padStart(6, '0')}">x`, ' ')}\n`,
  },
  paragraphs: {
    description: 'n short paragraphs with a diagnostic each',
    size: 16_000,
    make: (n) => `${'para <div>\n\n'.repeat(n)}`,
  },
};

const text = (value: string, marks?: AdfMark[]): AdfNode =>
  marks ? { type: 'text', text: value, marks } : { type: 'text', text: value };
const MARK_CYCLE: AdfMark[][] = [
  [{ type: 'strong' }],
  [{ type: 'em' }],
  [{ type: 'strong' }, { type: 'em' }],
  [{ type: 'code' }],
  [{ type: 'link', attrs: { href: 'https://example.com' } }],
  [{ type: 'strike' }, { type: 'underline' }],
  [{ type: 'textColor', attrs: { color: '#ff0000' } }],
  [{ type: 'subsup', attrs: { type: 'sup' } }],
];

/** A document of one paragraph holding `content`. */
const oneParagraph = (content: AdfNode[]): AdfDoc => ({
  type: 'doc',
  version: 1,
  content: [{ type: 'paragraph', content }],
});

export const ADF_FAMILIES: Readonly<Record<string, AdfFamily>> = {
  'wide-paragraph': {
    description: 'one paragraph of n text nodes with changing marks',
    size: 32_000,
    make: (n) =>
      oneParagraph(
        Array.from({ length: n }, (_, i) =>
          i % 2 === 0 ? text(`w${i} `) : text(`m${i}`, MARK_CYCLE[i % MARK_CYCLE.length]),
        ),
      ),
  },
  'long-document': {
    description: 'n paragraphs, headings, lists and quotes',
    size: 16_000,
    make: (n) => ({
      type: 'doc',
      version: 1,
      content: Array.from({ length: n }, (_, i): AdfNode => {
        const para: AdfNode = {
          type: 'paragraph',
          content: [text(`para ${i} `), text('bold', [{ type: 'strong' }])],
        };
        switch (i % 4) {
          case 0:
            return para;
          case 1:
            return { type: 'heading', attrs: { level: (i % 6) + 1 }, content: [text(`heading ${i}`)] };
          case 2:
            return { type: 'bulletList', content: [{ type: 'listItem', content: [para] }] };
          default:
            return { type: 'blockquote', content: [para] };
        }
      }),
    }),
  },
  'long-table': {
    description: 'an n-row table with spans',
    size: 8_000,
    make: (n) => ({
      type: 'doc',
      version: 1,
      content: [
        {
          type: 'table',
          content: Array.from({ length: n }, (_, i) => ({
            type: 'tableRow',
            content:
              i % 2 === 0
                ? [
                    {
                      type: 'tableCell',
                      attrs: { colspan: 2 },
                      content: [{ type: 'paragraph', content: [text(`x${i}`)] }],
                    },
                    { type: 'tableCell', content: [{ type: 'paragraph', content: [text('y')] }] },
                  ]
                : ['p', 'q', 'r'].map((cell) => ({
                    type: 'tableCell',
                    content: [{ type: 'paragraph', content: [text(`${cell}${i}`)] }],
                  })),
          })),
        },
      ],
    }),
  },
  'deep-marks': {
    description: 'n text nodes with four marks and two marks, alternating',
    size: 16_000,
    make: (n) =>
      oneParagraph(
        Array.from({ length: n }, (_, i) =>
          text(
            `t${i}`,
            i % 2 === 0
              ? [{ type: 'strong' }, { type: 'em' }, { type: 'strike' }, { type: 'underline' }]
              : [{ type: 'em' }, { type: 'underline' }],
          ),
        ),
      ),
  },
  'inline-nodes': {
    description: 'n emoji, mentions, statuses and dates in one paragraph',
    size: 16_000,
    make: (n) =>
      oneParagraph(
        Array.from({ length: n }, (_, i): AdfNode => {
          switch (i % 4) {
            case 0:
              return { type: 'emoji', attrs: { shortName: ':smile:', text: '😄' } };
            case 1:
              return { type: 'mention', attrs: { id: `id${i}`, text: `@user${i}` } };
            case 2:
              return { type: 'status', attrs: { text: 'DONE', color: 'green', localId: `s${i}` } };
            default:
              return { type: 'date', attrs: { timestamp: '1706659200000' } };
          }
        }),
      ),
  },
};

/** The Markdown families in the shape of the benchmark's pathological list: `make(scale)` builds n = size × scale. */
export const LINEAR_COST_CASES: Readonly<
  Record<string, { description: string; make: (scale?: number) => string }>
> = Object.fromEntries(
  Object.entries(MARKDOWN_FAMILIES).map(([name, family]) => [
    name,
    {
      description: `${family.description}, n = ${family.size.toLocaleString('en')}`,
      make: (scale = 1) => family.make(Math.round(family.size * scale)),
    },
  ]),
);
