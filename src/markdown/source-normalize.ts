import type { MarkdownIt, StateCore } from 'markdown-it';

const LINE_ENDINGS = /\r\n?|\n/g;
const NUL = /\0/g;

/**
 * markdown-it's `normalize` core rule turns every line ending into `\n` and NUL into U+FFFD with
 * two global replaces, which copy the whole source even when it has neither (every `\n` is a
 * match): the largest single allocation of a parse. This rule gives the same string and copies
 * only when there is something to change.
 */
export function sourceNormalizePlugin(md: MarkdownIt): void {
  md.core.ruler.at('normalize', normalize);
}

function normalize(state: StateCore): void {
  const src = state.src;
  if (src.indexOf('\r') < 0 && src.indexOf('\0') < 0) return;
  state.src = src.replace(LINE_ENDINGS, '\n').replace(NUL, '\uFFFD');
}
