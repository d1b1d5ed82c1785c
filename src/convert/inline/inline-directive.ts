import type { Token } from '../../markdown/types.js';
import type { AdfMark, AdfNode } from '../../types.js';
import { plainText } from '../../constructs/media/image.js';
import { linkMarkOf } from '../../constructs/link/mark.js';
import { applyAttributes } from '../directives.js';
import type { PendingInline } from '../pending-directives.js';
import { closingIndex } from './skip.js';
import type { InlineState } from './state.js';

/*
 * Inline directives (`<!-- adf:status color="green" -->DONE`): the directive makes a node of
 * what directly follows it. For `takes: 'word'` that is the next word (blanks before it are
 * skipped, trailing punctuation is not part of it) or a whole `code span` (for several
 * words); for `takes: 'link'` the link (a bare URL is one) or a URL word; for `takes: 'image'`
 * the image, or a link holding only an image (the link becomes the node's mark). A directive
 * that takes nothing (`adf:inlineExtension`, or a card given by its `data`) is the node itself.
 */

/** A shortcode word: the closing `:` is not punctuation after the word. */
/** Atlassian's skin tone modifier of a shortcode. */
const SKIN_TONE = /^:skin-tone-[2-6]:/;
const SHORTCODE_WORD = /^[ \t]*(:[^:\s]+:(?::skin-tone-[2-6]:)?)/;

export function awaitInline(state: InlineState, pending: PendingInline): void {
  if (state.awaiting) dangling(state, 'another inline directive follows it first');
  const inline = pending.spec.inline!;
  const complete = pending.piece.attributes.some((a) => inline.completeWith?.includes(a.name));
  if (inline.takes === 'nothing' || complete) standAlone(state, pending);
  else state.awaiting = pending;
}

/** The directive is the node: its attributes are all it has. */
function standAlone(state: InlineState, { piece, spec, locate }: PendingInline): void {
  const inline = spec.inline!;
  const node: AdfNode = inline.defaults
    ? { type: inline.node, attrs: { ...inline.defaults } }
    : { type: inline.node };
  applyAttributes(state.ctx, node, piece.attributes, spec, locate);
  const missing = (spec.required ?? []).filter((name) => node.attrs?.[name] === undefined);
  const given = inline.completeWith;
  if (given && !given.some((name) => node.attrs?.[name] !== undefined)) missing.push(given.join('` or `'));
  if (missing.length > 0) {
    state.ctx.report(
      'malformed-directive',
      `\`adf:${piece.name}\` needs ${missing.map((m) => `\`${m}\``).join(' and ')}; it applies to nothing`,
      locate(piece.offset),
    );
    return;
  }
  state.node(node);
}

/** Offered each token while a directive waits; true when the directive took it. */
export function takeForDirective(token: Token, state: InlineState): boolean {
  const pending = state.awaiting!;
  const takes = pending.spec.inline!.takes;
  const node = pending.spec.inline!.node;
  if (node === 'emoji' && token.type === 'emoji') {
    // A skin tone after the shortcode (`:thumbsup::skin-tone-2:`), which GitHub does not know.
    const next = state.children[state.index + 1];
    const tone = next?.type === 'text' ? SKIN_TONE.exec(next.content) : null;
    make(state, `:${token.markup}:${tone ? tone[0] : ''}`);
    if (tone) {
      state.index++;
      if (next.content.length > tone[0].length) state.text(next.content.slice(tone[0].length));
    }
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
  } else if (takes === 'image' && takeImage(token, state)) {
    return true;
  }
  dangling(state, 'it is not directly followed by the text it applies to');
  return false;
}

/** A directive still waiting when its paragraph ends applies to nothing. */
export function finishAwaiting(state: InlineState): void {
  if (state.awaiting) dangling(state, 'nothing follows it in its paragraph');
}

/** An image, or a link around nothing but an image: the image's node, the link its mark. */
function takeImage(token: Token, state: InlineState): boolean {
  let image = token;
  let link: AdfMark | undefined;
  if (token.type === 'link_open') {
    const close = closingIndex(state.children, state.index);
    image = state.children[state.index + 1];
    if (close !== state.index + 2 || image?.type !== 'image') return false;
    link = linkMarkOf(String(token.attrGet('href') ?? ''), token.attrGet('title'));
    state.index = close;
  } else if (token.type !== 'image') {
    return false;
  }
  if (image.attrGet('title')) {
    const { piece, locate } = state.awaiting!;
    state.ctx.report(
      'image-title-dropped',
      'ADF media has no title; the image title is dropped',
      locate(piece.offset),
    );
  }
  make(state, String(image.attrGet('src') ?? ''), plainText(image.children ?? []), link);
  return true;
}

function make(state: InlineState, value: string, words = '', link?: AdfMark): void {
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
    if (link) state.pushMark(link);
    // An image that cannot be the node stays its words (its alt text, else its URL).
    state.text(inline.takes === 'image' ? words || value : value);
    if (link) state.popMark('link');
    return;
  }
  // The link first, as the editors write it; a directive's marks (a border) follow.
  if (link) built.marks = [link, ...(built.marks ?? [])];
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
