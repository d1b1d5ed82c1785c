import { escapeHtml } from '../../src/html/escape.js';
import { safeHref } from '../../src/html/safe.js';

/**
 * Brings the spec's reference HTML and our rendering (Markdown → ADF → HTML) to one form, so
 * that only differences of content remain. Every rule below is listed, with the reason it is
 * sound, in docs/conformance.md; rules that apply to one side say so.
 *
 * The HTML is read into a flat token list (no tree, no dependency): tags with their attributes,
 * text with character references decoded, comments. Rules rewrite the list; the list is written
 * back with attributes sorted and the four special characters escaped.
 */

export type Side = 'expected' | 'actual';

interface OpenTag {
  kind: 'open';
  name: string;
  attrs: Map<string, string>;
}
interface CloseTag {
  kind: 'close';
  name: string;
}
interface Text {
  kind: 'text';
  text: string;
}
interface Comment {
  kind: 'comment';
  text: string;
}
export type Token = OpenTag | CloseTag | Text | Comment;

const VOID = new Set(['br', 'hr', 'img', 'input', 'meta', 'link', 'col', 'source', 'wbr']);
const BLOCK = new Set([
  'blockquote',
  'div',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'li',
  'ol',
  'p',
  'pre',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'ul',
]);

/** Inline elements that stand for ADF marks without attributes. */
const SET_LIKE = new Set(['em', 'strong', 'del']);

// ---------------------------------------------------------------------------------------------
// Reading and writing

const NAMED_REFERENCES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

function decode(value: string): string {
  return value.replace(/&(#[xX][0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
    }
    return NAMED_REFERENCES[ref] ?? whole;
  });
}

const TAG =
  /<!--([\s\S]*?)-->|<\/([a-zA-Z][a-zA-Z0-9-]*)\s*>|<([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

export function tokenize(html: string): Token[] {
  const tokens: Token[] = [];
  let last = 0;
  for (const match of html.matchAll(TAG)) {
    if (match.index > last) tokens.push({ kind: 'text', text: decode(html.slice(last, match.index)) });
    last = match.index + match[0].length;
    const [, comment, closing, opening, attributes] = match;
    if (comment !== undefined) tokens.push({ kind: 'comment', text: comment });
    else if (closing !== undefined) tokens.push({ kind: 'close', name: closing.toLowerCase() });
    else {
      const attrs = new Map<string, string>();
      for (const a of attributes.matchAll(ATTRIBUTE))
        attrs.set(a[1].toLowerCase(), decode(a[2] ?? a[3] ?? a[4] ?? ''));
      tokens.push({ kind: 'open', name: opening.toLowerCase(), attrs });
    }
  }
  if (last < html.length) tokens.push({ kind: 'text', text: decode(html.slice(last)) });
  return tokens;
}

function write(t: Token): string {
  if (t.kind === 'text') return escapeHtml(t.text);
  if (t.kind === 'comment') return `<!--${t.text}-->`;
  if (t.kind === 'close') return `</${t.name}>`;
  const attrs = [...t.attrs].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `<${t.name}${attrs.map(([k, v]) => ` ${k}="${escapeHtml(v)}"`).join('')}>`;
}

export function serialize(tokens: readonly Token[]): string {
  return tokens.map(write).join('');
}

// ---------------------------------------------------------------------------------------------
// Helpers for rules

/** Each token paired with the names of the elements open around it (void elements never open). */
function withAncestors(tokens: readonly Token[]): Array<{ token: Token; ancestors: readonly string[] }> {
  const open: string[] = [];
  return tokens.map((token) => {
    const ancestors = [...open];
    if (token.kind === 'open' && !VOID.has(token.name)) open.push(token.name);
    if (token.kind === 'close') {
      const at = open.lastIndexOf(token.name);
      if (at >= 0) open.length = at;
    }
    return { token, ancestors };
  });
}

const isBlockTag = (t: Token | undefined): boolean =>
  t !== undefined && t.kind !== 'text' && t.kind !== 'comment' && BLOCK.has(t.name);

function mergeText(tokens: readonly Token[]): Token[] {
  const out: Token[] = [];
  for (const t of tokens) {
    const previous = out[out.length - 1];
    if (t.kind === 'text' && previous?.kind === 'text') previous.text += t.text;
    else out.push(t.kind === 'text' ? { ...t } : t);
  }
  return out.filter((t) => t.kind !== 'text' || t.text !== '');
}

/** Removes the `<p>`…`</p>` pairs whose parent is one of `parents`, leaving a line break in their place. */
function unwrapParagraphsIn(tokens: readonly Token[], parents: ReadonlySet<string>): Token[] {
  const out: Token[] = [];
  const dropClose: boolean[] = [];
  for (const { token, ancestors } of withAncestors(tokens)) {
    if (token.kind === 'open' && token.name === 'p') {
      const drop = parents.has(ancestors[ancestors.length - 1] ?? '');
      dropClose.push(drop);
      out.push(drop ? { kind: 'text', text: '\n' } : token);
    } else if (token.kind === 'close' && token.name === 'p') {
      out.push(dropClose.pop() ? { kind: 'text', text: '\n' } : token);
    } else {
      out.push(token);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The rules, in the order they run

export interface Rule {
  name: string;
  sides: readonly Side[];
  apply(tokens: Token[]): Token[];
}

const BOTH: readonly Side[] = ['expected', 'actual'];

export const RULES: readonly Rule[] = [
  {
    // ADF has no left alignment: it is the default, written as no mark at all.
    name: 'cell-left-alignment',
    sides: ['expected'],
    apply: (tokens) =>
      tokens.map((t) => {
        if (t.kind === 'open' && (t.name === 'td' || t.name === 'th') && t.attrs.get('align') === 'left') {
          t.attrs.delete('align');
        }
        return t;
      }),
  },
  {
    // ADF aligns a column by an alignment mark on the cell's paragraph; GFM puts `align` on the cell.
    name: 'cell-alignment',
    sides: ['actual'],
    apply: (tokens) => {
      const cells: OpenTag[] = [];
      return tokens.map((t) => {
        if (t.kind === 'open' && (t.name === 'td' || t.name === 'th')) cells.push(t);
        if (t.kind === 'close' && (t.name === 'td' || t.name === 'th')) cells.pop();
        const cell = cells[cells.length - 1];
        const align =
          t.kind === 'open' && t.name === 'p' ? /^text-align: (\w+)$/.exec(t.attrs.get('style') ?? '') : null;
        if (cell && align && t.kind === 'open') {
          cell.attrs.set('align', align[1]);
          t.attrs.delete('style');
        }
        return t;
      });
    },
  },
  {
    // ADF cells hold paragraphs; a GFM cell holds inline content.
    name: 'cell-paragraphs',
    sides: BOTH,
    apply: (tokens) => unwrapParagraphsIn(tokens, new Set(['td', 'th'])),
  },
  {
    // ADF has no tight/loose distinction: list items always hold paragraphs.
    name: 'list-item-paragraphs',
    sides: BOTH,
    apply: (tokens) => unwrapParagraphsIn(tokens, new Set(['li'])),
  },
  {
    // An image alone in a paragraph is an ADF mediaSingle, rendered as a figure.
    name: 'media-single-figure',
    sides: ['actual'],
    apply: (tokens) =>
      tokens.map((t) =>
        t.kind === 'open' && t.name === 'figure'
          ? { kind: 'open', name: 'p', attrs: new Map() }
          : t.kind === 'close' && t.name === 'figure'
            ? { kind: 'close', name: 'p' }
            : t,
      ),
  },
  {
    // ADF media carry no title.
    name: 'image-title',
    sides: BOTH,
    apply: (tokens) =>
      tokens.map((t) => {
        if (t.kind === 'open' && t.name === 'img') t.attrs.delete('title');
        return t;
      }),
  },
  {
    // A mark is set on text or not: ADF cannot nest emphasis in emphasis (`<em>a <em>b</em></em>`).
    name: 'nested-same-emphasis',
    sides: BOTH,
    apply: (tokens) => {
      const dropClose: boolean[] = [];
      const out: Token[] = [];
      for (const { token, ancestors } of withAncestors(tokens)) {
        if (token.kind === 'open' && SET_LIKE.has(token.name)) {
          const drop = ancestors.includes(token.name);
          dropClose.push(drop);
          if (!drop) out.push(token);
        } else if (token.kind === 'close' && SET_LIKE.has(token.name)) {
          if (!dropClose.pop()) out.push(token);
        } else {
          out.push(token);
        }
      }
      return out;
    },
  },
  {
    // The preview refuses schemes other than http(s), mailto, tel (security policy of the renderer).
    name: 'unsafe-href',
    sides: ['expected'],
    apply: (tokens) =>
      tokens.map((t) => {
        if (t.kind === 'open' && t.name === 'a' && t.attrs.has('href'))
          t.attrs.set('href', safeHref(t.attrs.get('href')));
        return t;
      }),
  },
  {
    // The renderer's styling hooks (`adf-*` classes, `data-*` attributes) have no spec counterpart.
    name: 'renderer-hooks',
    sides: ['actual'],
    apply: (tokens) =>
      tokens.map((t) => {
        if (t.kind !== 'open') return t;
        for (const name of [...t.attrs.keys()]) if (name.startsWith('data-')) t.attrs.delete(name);
        const classes = (t.attrs.get('class') ?? '')
          .split(/\s+/)
          .filter((c) => c !== '' && !c.startsWith('adf-'));
        if (classes.length > 0) t.attrs.set('class', classes.join(' '));
        else t.attrs.delete('class');
        return t;
      }),
  },
  {
    // ADF code blocks hold no final line ending; the spec's HTML ends every code line with one.
    name: 'code-final-newline',
    sides: ['expected'],
    apply: (tokens) =>
      withAncestors(tokens).map(({ token, ancestors }, i, all) => {
        const next = all[i + 1]?.token;
        if (
          token.kind === 'text' &&
          ancestors.includes('pre') &&
          next?.kind === 'close' &&
          next.name === 'code'
        ) {
          return { kind: 'text', text: token.text.replace(/\n$/, '') };
        }
        return token;
      }),
  },
  {
    // A soft line break is a space in ADF; line endings in the spec's HTML are formatting only
    // (outside <pre>). Whitespace next to block tags and after <br> is not rendered by browsers.
    name: 'whitespace',
    sides: BOTH,
    apply: (tokens) => {
      const merged = mergeText(tokens);
      const out = withAncestors(merged).map(({ token, ancestors }, i) => {
        if (token.kind !== 'text' || ancestors.includes('pre')) return token;
        let text = token.text.replace(/\n/g, ' ');
        const before = merged[i - 1];
        if (isBlockTag(before) || (before?.kind === 'open' && before.name === 'br'))
          text = text.replace(/^\s+/, '');
        if (isBlockTag(merged[i + 1])) text = text.replace(/\s+$/, '');
        return { kind: 'text', text } as Token;
      });
      return mergeText(out);
    },
  },
];

export function normalize(html: string, side: Side): string {
  let tokens = tokenize(html);
  for (const rule of RULES) if (rule.sides.includes(side)) tokens = rule.apply(tokens);
  return serialize(tokens);
}
