import type { CommentPiece } from '../../directives/parse-comment.js';
import type { Token } from '../../markdown/tokenizer.js';
import type { DirectiveSpec } from '../../registry/directives.js';
import { applyAttributes } from '../directives.js';
import type { Locator } from '../locate.js';
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

/** A shortcode word: the closing `:` is not punctuation after the word. */
const SHORTCODE_WORD = /^[ \t]*(:[^:\s]+:)/;

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
  const built = inline.build(value, words, state.ctx);
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
