import { contentModel } from '../../src/schema/content-model.js';
import type { AdfDoc, AdfMark, AdfNode, Profile } from '../../src/types.js';
import { createRng } from './prng.js';

/**
 * A small seeded generator of random ADF documents for round-trip tests. Which node may hold
 * which, and which marks a text may carry there, come from the profile's content model
 * (src/schema/generated/content-model.json, derived from the schemas); the attributes of each
 * node type are written here, valid for the profile (extended: directive attributes under
 * their own names; atlassian: the official names, `background`, `hideLineNumbers`, the
 * heading `alignment` mark). Texts are drawn from fragments that look like Markdown syntax.
 *
 * Same seed, same document, on every machine (no Math.random, no Date).
 */

export interface AdfGeneratorOptions {
  profile?: Profile;
  /** Block nesting depth below the document (default 3). */
  maxDepth?: number;
  /** Most children of any container (default 4). */
  maxChildren?: number;
}

/** Pieces of text chosen to collide with Markdown syntax when they meet. */
const FRAGMENTS = [
  'a',
  'word',
  'Text',
  '42',
  ' ',
  '  ',
  '*',
  '**',
  '_',
  '__',
  '`',
  '``',
  '#',
  '# ',
  '1. ',
  '1) ',
  '- ',
  '+ ',
  '* ',
  '> ',
  '|',
  '[',
  ']',
  '[x] ',
  '[ ] ',
  '[t](u)',
  '(',
  ')',
  '![',
  '<div>',
  '<',
  '&amp;',
  '&',
  ';',
  '\\',
  '~',
  '~~',
  '---',
  '===',
  ':smile:',
  'http://x.co/a',
  'www.ex.com',
  'a@b.co',
  '\n',
  '\t',
  '-->',
  '"',
  'é',
  '中文',
  '😀',
  '\u00a0',
  '.',
  '!',
];

const URLS = [
  'http://x.co',
  'https://example.com/a_b',
  'u',
  '/rel/path',
  'http://x.co/(p)',
  'mailto:a@b.co',
  '',
];
const COLOURS = ['#ff0000', '#00AA11', '#123abc'];
const LANGUAGES = ['js', 'c++', 'text', 'a b', 'x`y'];

type Recipe = (g: Generator, depth: number, parent: string) => AdfNode;

class Generator {
  readonly model;
  constructor(
    readonly rng: () => number,
    readonly profile: Profile,
    readonly maxDepth: number,
    readonly maxChildren: number,
  ) {
    this.model = contentModel(profile);
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.rng() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.rng() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.rng() * items.length)];
  }

  text(maxFragments = 4): string {
    let out = '';
    const n = this.int(1, maxFragments);
    for (let i = 0; i < n; i++) out += this.pick(FRAGMENTS);
    return out;
  }

  id(): string {
    return `id-${this.int(0, 1e6)}`;
  }

  /** Block children of `parent` this generator knows how to make. */
  blockTypes(parent: string, depth: number): string[] {
    return this.model
      .children(parent)
      .filter((type) => Object.hasOwn(BLOCKS, type) && (depth < this.maxDepth || LEAF_BLOCKS.has(type)));
  }

  blocks(parent: string, depth: number, min = 1): AdfNode[] {
    const types = this.blockTypes(parent, depth);
    const out: AdfNode[] = [];
    const n = this.int(min, this.maxChildren);
    for (let i = 0; i < n && types.length > 0; i++)
      out.push(BLOCKS[this.pick(types)](this, depth + 1, parent));
    return out;
  }

  inlines(parent: string, min = 1, max = 5): AdfNode[] {
    const types = this.model
      .children(parent)
      .filter((type) => type === 'text' || Object.hasOwn(INLINES, type));
    const out: AdfNode[] = [];
    const n = this.int(min, max);
    for (let i = 0; i < n && types.length > 0; i++) {
      const type = this.chance(0.85) && types.includes('text') ? 'text' : this.pick(types);
      out.push(type === 'text' ? this.textNode(parent) : INLINES[type](this, 0, parent));
    }
    return out;
  }

  textNode(parent: string): AdfNode {
    const node: AdfNode = { type: 'text', text: this.text() };
    const sets = this.model.markSets(parent, 'text') ?? [[]];
    const allowed = this.pick(sets).filter((type) => Object.hasOwn(MARKS, type));
    const marks = allowed.filter(() => this.chance(0.3)).map((type) => MARKS[type](this));
    if (marks.length > 0) node.marks = marks;
    return node;
  }
}

const MARKS: Readonly<Record<string, (g: Generator) => AdfMark>> = {
  link: (g) => ({
    type: 'link',
    attrs: g.chance(0.2) ? { href: g.pick(URLS), title: g.text(2) } : { href: g.pick(URLS) },
  }),
  em: () => ({ type: 'em' }),
  strong: () => ({ type: 'strong' }),
  strike: () => ({ type: 'strike' }),
  code: () => ({ type: 'code' }),
  underline: () => ({ type: 'underline' }),
  textColor: (g) => ({ type: 'textColor', attrs: { color: g.pick(COLOURS) } }),
  backgroundColor: (g) => ({ type: 'backgroundColor', attrs: { color: g.pick(COLOURS) } }),
  subsup: (g) => ({ type: 'subsup', attrs: { type: g.pick(['sub', 'sup']) } }),
};

const INLINES: Readonly<Record<string, Recipe>> = {
  hardBreak: () => ({ type: 'hardBreak' }),
  mention: (g) => ({ type: 'mention', attrs: { id: g.id(), text: `@${g.text(2)}` } }),
  emoji: (g) => ({ type: 'emoji', attrs: { shortName: ':smile:', text: g.pick(['😀', '--']) } }),
  status: (g) => ({
    type: 'status',
    attrs: { text: g.text(2), color: g.pick(['neutral', 'blue']), localId: g.id() },
  }),
  date: (g) => ({ type: 'date', attrs: { timestamp: String(g.int(0, 2e12)) } }),
  inlineCard: (g) => ({ type: 'inlineCard', attrs: { url: g.pick(URLS.filter(Boolean)) } }),
};

/** Blocks that hold no blocks: what is left when the depth is used up. */
const LEAF_BLOCKS = new Set([
  'paragraph',
  'heading',
  'codeBlock',
  'rule',
  'mediaSingle',
  'mediaGroup',
  'blockCard',
]);

function someOf(g: Generator, attrs: Record<string, () => unknown>, p = 0.25): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(attrs)) if (g.chance(p)) out[name] = value();
  return out;
}

function withAttrs(node: AdfNode, attrs: Record<string, unknown>): AdfNode {
  if (Object.keys(attrs).length === 0) return node;
  const { type, ...rest } = node;
  return { type, attrs, ...rest };
}

function headingAttrs(g: Generator, parent: string): { attrs: Record<string, unknown>; marks?: AdfMark[] } {
  const level = g.int(1, 6);
  if (g.profile === 'atlassian') {
    const alignable = g.model.allowsMarks(parent, 'heading', ['alignment']);
    const align = alignable && g.chance(0.2) ? g.pick(['center', 'end']) : undefined;
    return align
      ? { attrs: { level }, marks: [{ type: 'alignment', attrs: { align } }] }
      : { attrs: { level } };
  }
  return {
    attrs: {
      level,
      ...someOf(g, {
        id: () => g.id(),
        textAlign: () => g.pick(['left', 'center', 'right', 'justify']),
        anchor: () => g.id(),
        color: () => g.pick(COLOURS),
      }),
    },
  };
}

/** Alignment or indentation, where the content model lets a paragraph carry them. */
function paragraphMarks(g: Generator, parent: string): AdfMark[] {
  if (!g.chance(0.15)) return [];
  if (g.chance(0.5) && g.model.allowsMarks(parent, 'paragraph', ['alignment'])) {
    return [{ type: 'alignment', attrs: { align: g.pick(['center', 'end']) } }];
  }
  if (g.model.allowsMarks(parent, 'paragraph', ['indentation'])) {
    return [{ type: 'indentation', attrs: { level: g.int(1, 6) } }];
  }
  return [];
}

function cellAttrs(g: Generator): Record<string, unknown> {
  const colour = g.profile === 'atlassian' ? 'background' : 'backgroundColor';
  return someOf(g, { [colour]: () => g.pick(COLOURS) }, 0.15);
}

/**
 * Spans and widths as the editor keeps them (prosemirror-tables' sound grid): a cell spans
 * only places no other cell takes, every row keeps a cell of its own, and every cell over a
 * column gives it the table's one width for it (or none has a width).
 */
function soundSpans(g: Generator, rows: AdfNode[], columns: number): void {
  const taken = rows.map(() => new Array<boolean>(columns).fill(false));
  const widths = g.chance(0.2) ? Array.from({ length: columns }, () => g.int(50, 300)) : undefined;
  rows.forEach((row, r) => {
    const kept: AdfNode[] = [];
    row.content!.forEach((cell, c) => {
      if (taken[r][c]) return;
      let colspan = 1;
      let rowspan = 1;
      if (g.chance(0.15)) {
        colspan = g.int(1, Math.min(3, columns - c));
        rowspan = g.int(1, Math.min(2, rows.length - r));
        // A span over a taken place, or over a later row's every place, is no span.
        const free = (rr: number, cc: number) => !taken[rr][cc];
        for (let rr = r; rr < r + rowspan; rr++)
          for (let cc = c; cc < c + colspan; cc++) if (!free(rr, cc)) colspan = rowspan = 1;
        for (let rr = r + 1; rr < r + rowspan; rr++) {
          if (taken[rr].every((t, cc) => t || (cc >= c && cc < c + colspan))) rowspan = 1;
        }
      }
      for (let rr = r; rr < r + rowspan; rr++) for (let cc = c; cc < c + colspan; cc++) taken[rr][cc] = true;
      const attrs: Record<string, unknown> = { ...(cell.attrs ?? {}) };
      if (colspan > 1) attrs.colspan = colspan;
      if (rowspan > 1) attrs.rowspan = rowspan;
      if (widths) attrs.colwidth = widths.slice(c, c + colspan);
      if (Object.keys(attrs).length > 0) cell.attrs = attrs;
      kept.push(cell);
    });
    row.content = kept;
  });
}

function listItem(g: Generator, depth: number): AdfNode {
  const first: AdfNode = { type: 'paragraph', content: g.inlines('paragraph') };
  const rest = g.chance(0.3)
    ? g.blocks('listItem', depth, 0).filter((b) => b.type !== 'paragraph' || g.chance(0.5))
    : [];
  return { type: 'listItem', content: [first, ...rest] };
}

function table(g: Generator): AdfNode {
  const columns = g.int(1, 3);
  const aligns = Array.from({ length: columns }, () => g.pick([undefined, undefined, 'center', 'end']));
  const row = (type: string): AdfNode => ({
    type: 'tableRow',
    content: aligns.map((align) => {
      const paragraph: AdfNode = {
        type: 'paragraph',
        content: g.chance(0.1) ? [] : g.inlines('paragraph', 1, 3),
      };
      if (align) paragraph.marks = [{ type: 'alignment', attrs: { align } }];
      const content = g.chance(0.05) ? [paragraph, { type: 'rule' }] : [paragraph];
      return withAttrs({ type: g.chance(0.03) ? 'tableCell' : type, content }, cellAttrs(g));
    }),
  });
  const rows = [row('tableHeader')];
  for (let i = g.int(0, 3); i > 0; i--) rows.push(row('tableCell'));
  soundSpans(g, rows, columns);
  const attrs = someOf(g, {
    layout: () => g.pick(['default', 'wide', 'full-width']),
    isNumberColumnEnabled: () => g.chance(0.5),
    displayMode: () => g.pick(['default', 'fixed']),
    ...(g.profile === 'extended' ? { borderColor: () => g.pick(COLOURS) } : {}),
  });
  return withAttrs({ type: 'table', content: rows }, attrs);
}

function codeBlock(g: Generator): AdfNode {
  const lines = Array.from({ length: g.int(1, 3) }, () => g.text(3).replace(/\s+$/, '') || 'x');
  const attrs = someOf(g, {
    language: () => g.pick(LANGUAGES),
    wrap: () => g.chance(0.5),
    ...(g.profile === 'atlassian'
      ? { hideLineNumbers: () => g.chance(0.5) }
      : { theme: () => g.pick(['light', 'dark']), lineNumbers: () => g.chance(0.5) }),
  });
  return withAttrs({ type: 'codeBlock', content: [{ type: 'text', text: lines.join('\n') }] }, attrs);
}

function taskList(g: Generator, depth: number): AdfNode {
  const content: AdfNode[] = [];
  for (let i = g.int(1, 3); i > 0; i--) {
    content.push({
      type: 'taskItem',
      attrs: { localId: g.id(), state: g.pick(['TODO', 'DONE']) },
      content: g.inlines('taskItem'),
    });
    if (depth < g.maxDepth && g.chance(0.2)) content.push(taskList(g, depth + 1));
  }
  return { type: 'taskList', attrs: { localId: g.id() }, content };
}

const BLOCKS: Readonly<Record<string, Recipe>> = {
  paragraph: (g, _depth, parent) => {
    const node: AdfNode = { type: 'paragraph', content: g.chance(0.03) ? [] : g.inlines('paragraph') };
    const marks = paragraphMarks(g, parent);
    if (marks.length > 0) node.marks = marks;
    return node;
  },
  heading: (g, _depth, parent) => {
    const { attrs, marks } = headingAttrs(g, parent);
    const node: AdfNode = { type: 'heading', attrs, content: g.inlines('heading', 1, 3) };
    if (marks) node.marks = marks;
    return node;
  },
  codeBlock,
  rule: () => ({ type: 'rule' }),
  blockquote: (g, depth) => {
    const attrs =
      g.profile === 'extended'
        ? someOf(g, { backgroundColor: () => g.pick(COLOURS), borderColor: () => g.pick(COLOURS) })
        : {};
    return withAttrs({ type: 'blockquote', content: g.blocks('blockquote', depth) }, attrs);
  },
  bulletList: (g, depth) => ({
    type: 'bulletList',
    content: Array.from({ length: g.int(1, 3) }, () => listItem(g, depth)),
  }),
  orderedList: (g, depth) => ({
    type: 'orderedList',
    attrs: { order: g.pick([1, 1, 0, 3, 10]) },
    content: Array.from({ length: g.int(1, 3) }, () => listItem(g, depth)),
  }),
  taskList,
  table,
  mediaSingle: (g) => {
    const attrs: Record<string, unknown> = { type: 'external', url: g.pick(URLS.filter(Boolean)) };
    if (g.chance(0.7)) attrs.alt = g.chance(0.5) ? g.pick(['A picture', 'logo', 'x']) : g.text(2);
    const layout = g.chance(0.6) ? 'center' : g.pick(['wide', 'full-width', 'wrap-left', 'align-end']);
    const single: Record<string, unknown> = { layout };
    if (g.chance(0.3)) Object.assign(single, { width: g.pick([25, 50, 66.5, 100]), widthType: 'percentage' });
    return { type: 'mediaSingle', attrs: single, content: [{ type: 'media', attrs }] };
  },
  panel: (g, depth) => ({
    type: 'panel',
    attrs: { panelType: g.pick(['info', 'note', 'warning']) },
    content: g.blocks('panel', depth),
  }),
  expand: (g, depth) => ({ type: 'expand', attrs: { title: g.text(2) }, content: g.blocks('expand', depth) }),
  decisionList: (g) => ({
    type: 'decisionList',
    attrs: { localId: g.id() },
    content: [
      {
        type: 'decisionItem',
        attrs: { localId: g.id(), state: 'DECIDED' },
        content: g.inlines('decisionItem'),
      },
    ],
  }),
  mediaGroup: (g) => ({
    type: 'mediaGroup',
    content: [{ type: 'media', attrs: { type: 'file', id: g.id(), collection: 'c' } }],
  }),
  blockCard: (g) => ({ type: 'blockCard', attrs: { url: g.pick(URLS.filter(Boolean)) } }),
};

export function generateAdfDoc(seed: number, options: AdfGeneratorOptions = {}): AdfDoc {
  const g = new Generator(
    createRng(seed),
    options.profile ?? 'extended',
    options.maxDepth ?? 3,
    options.maxChildren ?? 4,
  );
  return { type: 'doc', version: 1, content: g.blocks('doc', 0) };
}
