import type { CommentPiece } from '../../directives/parse-comment.js';
import type { Token } from '../../markdown/tokenizer.js';
import type { DirectiveSpec } from '../../registry/directives.js';
import type { AdfNode } from '../../types.js';
import type { ConvertContext } from '../context.js';
import { applyAttributes } from '../directives.js';
import type { Locator } from '../locate.js';
import { decodeId } from '../../constructs/link/hooks.js';
import { emojiText } from '../../markdown/emoji.js';
import { closingIndex } from './skip.js';
import type { InlineState } from './state.js';

/**
 * Inline directives (`<!-- adf:status color="green" -->DONE`): the directive makes a node of
 * what directly follows it. For `takes: 'word'` that is the next word (blanks before it are
 * skipped, trailing punctuation is not part of it) or a whole `code span` (for several
 * words); for `takes: 'link'` the link (a bare URL is one) or a URL word.
 */
export interface PendingInline {
  piece: Extract<CommentPiece, { kind: 'directive' }>;
  spec: DirectiveSpec;
  locate: Locator;
}

/** Makes the node from the text the directive took, or says why the text does not fit. */
type Build = (
  value: string,
  ctx: ConvertContext,
  defaults: Readonly<Record<string, unknown>>,
  /** For a link: the words it shows. */
  words: string,
) => AdfNode | string;

const ISO_DATE = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;
const SHORTCODE = /^:[^:\s]+:$/;
/** A shortcode word: the closing `:` is not punctuation after the word. */
const SHORTCODE_WORD = /^[ \t]*(:[^:\s]+:)/;
const ABSOLUTE_URL = /^[A-Za-z][A-Za-z0-9+.-]*:\S+$/;

const BUILDERS: ReadonlyMap<string, Build> = new Map<string, Build>([
  [
    'status',
    (text, ctx, defaults) => ({
      type: 'status',
      attrs: { text, ...defaults, localId: ctx.nextLocalId('status') },
    }),
  ],
  [
    'date',
    (text) => {
      const match = ISO_DATE.exec(text);
      if (!match) return `"${text}" is not a date written YYYY-MM-DD`;
      const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
      const time = Date.UTC(year, month - 1, day);
      const back = new Date(time);
      if (back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day)
        return `"${text}" is not a calendar date`;
      return { type: 'date', attrs: { timestamp: String(time) } };
    },
  ],
  [
    'emoji',
    (shortName) => {
      if (!SHORTCODE.test(shortName)) return `"${shortName}" is not a shortcode like :smile:`;
      const known = emojiText(shortName);
      return { type: 'emoji', attrs: known === undefined ? { shortName } : { shortName, text: known } };
    },
  ],
  [
    'mention',
    (href, _ctx, _defaults, words) => {
      const id = href.startsWith('mention:') ? decodeId(href.slice('mention:'.length)) : '';
      return id === ''
        ? `"${href}" is not a link mention:ACCOUNT_ID`
        : { type: 'mention', attrs: { id, text: words } };
    },
  ],
  [
    'inlineCard',
    (url) =>
      ABSOLUTE_URL.test(url) ? { type: 'inlineCard', attrs: { url } } : `"${url}" is not an absolute URL`,
  ],
]);

export function awaitInline(state: InlineState, pending: PendingInline): void {
  if (state.awaiting) dangling(state, 'another inline directive follows it first');
  state.awaiting = pending;
}

/** Offered each token while a directive waits; true when the directive took it. */
export function takeForDirective(token: Token, state: InlineState): boolean {
  const pending = state.awaiting!;
  const takes = pending.spec.inline!.takes;
  const node = pending.spec.inline!.node;
  if (node === 'emoji' && token.type === 'emoji') {
    make(state, `:${token.markup}:`);
    return true;
  }
  const shortcode = node === 'emoji' && token.type === 'text' ? SHORTCODE_WORD.exec(token.content) : null;
  if (shortcode) {
    make(state, shortcode[1]);
    state.text(token.content.slice(shortcode[0].length));
    return true;
  }
  if (token.type === 'text') {
    const word = /^[ \t]*([^ \t]*?)([.,;:!?)\]]*)(?=[ \t]|$)/.exec(token.content);
    if (!word || word[1] === '') {
      if (token.content.trim() === '') return true;
    } else {
      make(state, word[1]);
      state.text(token.content.slice(word[0].length - word[2].length));
      return true;
    }
  } else if (token.type === 'code_inline' && takes === 'word') {
    make(state, token.content);
    return true;
  } else if (token.type === 'link_open' && takes === 'link') {
    const href = String(token.attrGet('href') ?? '');
    const close = closingIndex(state.children, state.index);
    const words = state.children
      .slice(state.index + 1, close)
      .map((child) => child.content)
      .join('');
    // A card shows the linked page itself; words of its own would vanish, so say so.
    if (pending.spec.inline!.node === 'inlineCard' && words !== '' && words !== href) {
      const { piece, locate } = state.awaiting!;
      state.ctx.report(
        'inline-replaced',
        `a card shows the linked page, not the link text "${words}"`,
        locate(piece.offset),
      );
    }
    make(state, href, words);
    state.index = close;
    return true;
  }
  dangling(state, 'it is not directly followed by the text it applies to');
  return false;
}

/** A directive still waiting when its paragraph ends applies to nothing. */
export function finishAwaiting(state: InlineState): void {
  if (state.awaiting) dangling(state, 'nothing follows it in its paragraph');
}

function make(state: InlineState, value: string, words = ''): void {
  const { piece, spec, locate } = state.awaiting!;
  state.awaiting = undefined;
  const inline = spec.inline!;
  const built = BUILDERS.get(inline.node)!(value, state.ctx, inline.defaults ?? {}, words);
  if (typeof built === 'string') {
    state.ctx.report(
      'invalid-directive-text',
      `\`adf:${piece.name}\` cannot apply: ${built}; it stays text`,
      locate(piece.offset),
    );
    state.text(value);
    return;
  }
  applyAttributes(state.ctx, built, piece.attributes, spec, locate);
  state.node(built);
}

function dangling(state: InlineState, why: string): void {
  const { piece, locate } = state.awaiting!;
  state.awaiting = undefined;
  state.ctx.report(
    'dangling-directive',
    `\`adf:${piece.name}\` applies to nothing: ${why}`,
    locate(piece.offset),
  );
}
