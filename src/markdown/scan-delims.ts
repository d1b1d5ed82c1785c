import type { MarkdownIt, StateInline } from 'markdown-it';

type Scanned = ReturnType<StateInline['scanDelims']>;

/**
 * markdown-it's `scanDelims` (which `*`, `_` and `~` runs can open or close), the same steps
 * but for one: whether the characters either side are punctuation. markdown-it asks its ASCII
 * table and then, for every character the table says no to (letters, digits, spaces: nearly
 * all of them), Unicode's punctuation and symbol classes, by two regular expressions on a
 * string made of the character. No ASCII character is in those classes but the table's
 * (tests/markdown/scan-delims.test.ts checks all 128), so here the classes are asked only above
 * ASCII.
 */
export function plainScanDelims(utils: MarkdownIt['utils']): StateInline['scanDelims'] {
  const { isMdAsciiPunct, isPunctCharCode, isWhiteSpace } = utils;
  const isPunct = (c: number): boolean => (c < 128 ? isMdAsciiPunct(c) : isPunctCharCode(c));
  return function scanDelims(this: StateInline, start: number, canSplitWord: boolean): Scanned {
    const src = this.src;
    const max = this.posMax;
    const marker = src.charCodeAt(start);
    // The code points before and after the run, U+FFFD for a lone surrogate; a space at either end.
    let lastChar: number;
    if (start === 0) lastChar = 0x20;
    else if (start === 1) {
      lastChar = src.charCodeAt(0);
      if ((lastChar & 0xf800) === 0xd800) lastChar = 0xfffd;
    } else {
      lastChar = src.charCodeAt(start - 1);
      if ((lastChar & 0xfc00) === 0xdc00) {
        const high = src.charCodeAt(start - 2);
        lastChar =
          (high & 0xfc00) === 0xd800 ? 0x10000 + ((high - 0xd800) << 10) + (lastChar - 0xdc00) : 0xfffd;
      } else if ((lastChar & 0xfc00) === 0xd800) lastChar = 0xfffd;
    }
    let pos = start;
    while (pos < max && src.charCodeAt(pos) === marker) pos++;
    const count = pos - start;
    let nextChar = pos < max ? src.charCodeAt(pos) : 0x20;
    if ((nextChar & 0xfc00) === 0xd800) {
      const low = src.charCodeAt(pos + 1);
      nextChar = (low & 0xfc00) === 0xdc00 ? 0x10000 + ((nextChar - 0xd800) << 10) + (low - 0xdc00) : 0xfffd;
    } else if ((nextChar & 0xfc00) === 0xdc00) nextChar = 0xfffd;
    const isLastPunctChar = isPunct(lastChar);
    const isNextPunctChar = isPunct(nextChar);
    const isLastWhiteSpace = isWhiteSpace(lastChar);
    const isNextWhiteSpace = isWhiteSpace(nextChar);
    const leftFlanking = !isNextWhiteSpace && (!isNextPunctChar || isLastWhiteSpace || isLastPunctChar);
    const rightFlanking = !isLastWhiteSpace && (!isLastPunctChar || isNextWhiteSpace || isNextPunctChar);
    return {
      can_open: leftFlanking && (canSplitWord || !rightFlanking || isLastPunctChar),
      can_close: rightFlanking && (canSplitWord || !leftFlanking || isNextPunctChar),
      length: count,
    };
  };
}
