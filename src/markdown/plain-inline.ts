import type { MarkdownIt, StateInline, Token } from 'markdown-it';

type InlineRule = (state: StateInline, silent: boolean) => boolean;

/**
 * markdown-it's inline parse of a text no inline rule but `text` and `newline` starts on,
 * without the parse's state and rule loop (42% of the inline tokens of real documents).
 *
 * markdown-it tries its inline rules in chain order at each position, `text` first: where `text`
 * goes on, no other rule is tried. Here the registered `text` and `newline` rules take turns on
 * one state kept for every token; where `text` stops on anything but a line end, the token is
 * given back untouched (no child made) for the whole parse. At a line end the rules before `newline` start on
 * nothing, and with no delimiter pushed the second chain has nothing to pair or join
 * (tests/markdown/plain-inline.test.ts holds the chains to that), so the children are the parse's.
 *
 * Answers whether the token was such a text. `guard: false` takes every token, for a test to
 * show what that would break.
 */
export function plainInline(md: MarkdownIt, guard = true): (token: Token) => boolean {
  const rule = (name: string): InlineRule =>
    (md.inline.ruler as unknown as { __rules__: Array<{ name: string; fn: InlineRule }> }).__rules__.find(
      (r) => r.name === name,
    )!.fn;
  const text = rule('text');
  const newline = rule('newline');
  const state = new md.inline.State('', md, {}, []);
  /** Whether `text` and `newline` in silent mode go on to the end from here. */
  const clean = (s: StateInline): boolean => {
    const at = s.pos;
    while (s.pos < s.posMax && (text(s, true) || newline(s, true)));
    const through = s.pos >= s.posMax;
    s.pos = at;
    return through;
  };
  return (token) => {
    const content = token.content;
    // The fields `text`, `newline` and `push` read or write; the others stay as made.
    state.src = content;
    state.pos = 0;
    state.posMax = content.length;
    state.tokens = token.children!;
    // Where `text` first stops, the rest is read once silently: no child is made for a token given back.
    let checked = false;
    let plain = true;
    while (state.pos < state.posMax)
      if (!text(state, false)) {
        if (!checked) {
          checked = true;
          plain = !guard || clean(state);
          if (!plain) break;
        }
        if (!newline(state, false)) state.pending += content[state.pos++];
      }
    if (plain && state.pending !== '') state.pushPending();
    state.pending = '';
    state.src = '';
    state.tokens = NO_TOKENS;
    if (state.tokens_meta.length > 0) state.tokens_meta.length = 0;
    return plain;
  };
}

const NO_TOKENS: Token[] = [];
