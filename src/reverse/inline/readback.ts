import { compareMarks } from '../../adf/marks.js';
import { splitComments } from '../../directives/parse-comment.js';
import { type Token, tokenize, tokenizeInline } from '../../markdown/tokenizer.js';
import { startsWithInlineDirective } from '../../convert/blocks/html-block.js';
import type { AdfMark } from '../../types.js';
import { tagMeaning } from './mark-syntax.js';
import { MENTION_SCHEME } from './mention.js';
import { decodeId } from '../../constructs/mention/id.js';

/**
 * Reads written inline Markdown back with the forward direction's own tokenizer and says what
 * it holds: the proof that an inline run round-trips. CommonMark's emphasis rules make some
 * mark boundaries impossible to write (`**a **b`); when a run does not read back the same,
 * the writer falls back to `adf:node` for the text nodes concerned, so nothing is ever lost.
 */
export type Segment =
  | { kind: 'text'; text: string; marks: string }
  | { kind: 'break' }
  | { kind: 'html'; html: string }
  | { kind: 'emoji'; shortName: string; text: string }
  | { kind: 'mention'; id: string; text: string | undefined }
  | { kind: 'other'; type: string };

/** `taskItem`: the text after a task checkbox, which the reader takes from a paragraph `[ ] ...`. */
export type Container = 'paragraph' | 'heading' | 'tableCell' | 'taskItem';

export function marksKey(marks: readonly AdfMark[]): string {
  return JSON.stringify(
    [...marks].sort(compareMarks).map((m) => (m.attrs ? { type: m.type, attrs: m.attrs } : { type: m.type })),
  );
}

/** Same rule as the forward direction: fuzzy matches GFM would not link stay text. */
function isGfmAutolink(href: string, written: string): boolean {
  return href.startsWith('mailto:') || written.startsWith('www.') || written.includes('://');
}

/**
 * The marks the forward direction keeps on inline code: the schema allows code with a link
 * only, and of the two allowed sets it keeps the larger (code on a tie). So emphasis around
 * code is dropped, unless two or more formatting marks outnumber the code, which is dropped.
 */
function codeMarks(open: readonly AdfMark[]): AdfMark[] {
  const links = open.filter((m) => m.type === 'link');
  const formatting = open.length - links.length;
  return formatting > 1 ? [...open] : [...links, { type: 'code' }];
}

function segmentsOf(children: readonly Token[]): Segment[] {
  const out: Segment[] = [];
  const open: AdfMark[] = [];
  const linkOpened: boolean[] = [];
  const pushText = (text: string, marks: AdfMark[]) => {
    if (text === '') return;
    const key = marksKey(marks);
    const last = out[out.length - 1];
    if (last?.kind === 'text' && last.marks === key) last.text += text;
    else out.push({ kind: 'text', text, marks: key });
  };
  const close = (...types: string[]) => {
    let at = open.length - 1;
    while (at >= 0 && !types.includes(open[at].type)) at--;
    if (at >= 0) open.splice(at, 1);
  };
  let skipUntil = -1;
  children.forEach((token, i) => {
    if (i < skipUntil) return;
    switch (token.type) {
      case 'text':
      case 'text_special':
        pushText(token.content, open);
        break;
      case 'softbreak':
        pushText(' ', open);
        break;
      case 'code_inline':
      case 'math_inline':
        pushText(token.content, codeMarks(open));
        break;
      case 'hardbreak':
        out.push({ kind: 'break' });
        break;
      case 'html_inline': {
        const meaning = tagMeaning(token.content);
        if (meaning === null) out.push({ kind: 'html', html: token.content });
        else if ('open' in meaning) open.push(meaning.open);
        else if ('close' in meaning) close(...meaning.close);
        else out.push({ kind: 'break' });
        break;
      }
      case 'jira_mention':
        out.push(
          typeof token.meta?.id === 'string'
            ? { kind: 'mention', id: decodeId(token.meta.id), text: undefined }
            : { kind: 'other', type: token.type },
        );
        break;
      case 'emoji':
        out.push({ kind: 'emoji', shortName: `:${token.markup}:`, text: token.content });
        break;
      case 'strong_open':
      case 'em_open':
      case 's_open':
        open.push({ type: { strong_open: 'strong', em_open: 'em', s_open: 'strike' }[token.type]! });
        break;
      case 'strong_close':
      case 'em_close':
      case 's_close':
        close({ strong_close: 'strong', em_close: 'em', s_close: 'strike' }[token.type]!);
        break;
      case 'link_open': {
        const href = String(token.attrGet('href') ?? '');
        if (href.startsWith(MENTION_SCHEME)) {
          const close = children.findIndex((t, j) => j > i && t.type === 'link_close');
          const text = children
            .slice(i + 1, close < 0 ? children.length : close)
            .map((t) => t.content)
            .join('');
          out.push({ kind: 'mention', id: decodeId(href.slice(MENTION_SCHEME.length)), text });
          skipUntil = close;
          linkOpened.push(false);
          break;
        }
        if (token.markup === 'linkify' && !isGfmAutolink(href, children[i + 1]?.content ?? '')) {
          linkOpened.push(false);
          break;
        }
        const title = token.attrGet('title') ? String(token.attrGet('title')) : undefined;
        open.push({ type: 'link', attrs: title ? { href, title } : { href } });
        linkOpened.push(true);
        break;
      }
      case 'link_close':
        if (linkOpened.pop()) close('link');
        break;
      default:
        out.push({ kind: 'other', type: token.type });
    }
  });
  return out;
}

/** The block tokens a lone container of each kind must read back as, and where its inline token is. */
const SHAPES: Record<Container, { wrap: (md: string) => string; types: string[]; inlineAt: number }> = {
  paragraph: { wrap: (md) => md, types: ['paragraph_open', 'inline', 'paragraph_close'], inlineAt: 1 },
  taskItem: {
    wrap: (md) => `[ ] ${md}`,
    types: ['paragraph_open', 'inline', 'paragraph_close'],
    inlineAt: 1,
  },
  heading: { wrap: (md) => `# ${md}`, types: ['heading_open', 'inline', 'heading_close'], inlineAt: 1 },
  tableCell: {
    wrap: (md) => `| ${md} |\n| --- |`,
    types: ['table_open', 'thead_open', 'tr_open', 'th_open', 'inline', 'th_close'],
    inlineAt: 4,
  },
};

/**
 * A line starting with an inline directive (`<!-- adf:status -->DONE`) or an inline `adf:node`
 * (a mention opening a comment) is an HTML block to markdown-it and a paragraph to the forward
 * direction, which reads its text inline.
 */
function inlineDirectiveLine(tokens: readonly Token[]): Token[] | null {
  if (tokens.length !== 1 || tokens[0].type !== 'html_block') return null;
  if (!startsWithInlineDirective(splitComments(tokens[0].content))) return null;
  return tokenizeInline(tokens[0].content.replace(/\n+$/, ''))[0].children ?? [];
}

/** The segments the Markdown reads back as, or null when it is not a lone container of that kind. */
export function readBack(markdown: string, container: Container): Segment[] | null {
  const shape = SHAPES[container];
  const tokens = tokenize(shape.wrap(markdown));
  if (container === 'paragraph') {
    const inline = inlineDirectiveLine(tokens);
    if (inline) return segmentsOf(inline);
  }
  const exact = container === 'tableCell' ? tokens.length === 9 : tokens.length === shape.types.length;
  if (!exact || shape.types.some((type, i) => tokens[i].type !== type)) return null;
  const segments = segmentsOf(tokens[shape.inlineAt].children ?? []);
  return container === 'taskItem' ? withoutCheckbox(segments) : segments;
}

/** As the forward direction does: the checkbox and the blanks after it are not content. */
function withoutCheckbox(segments: Segment[]): Segment[] | null {
  const first = segments[0];
  if (first?.kind !== 'text' || first.marks !== '[]' || !first.text.startsWith('[ ]')) return null;
  const rest = first.text.slice(3).replace(/^[ \t]+/, '');
  return rest === '' ? segments.slice(1) : [{ ...first, text: rest }, ...segments.slice(1)];
}
