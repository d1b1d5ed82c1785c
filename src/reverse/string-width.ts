/**
 * Display width of a string in a monospace editor, used to line table columns up. East Asian
 * wide characters and emoji take two columns, combining marks none; a grapheme counts once.
 */

// Made on first use: creating a segmenter loads ICU's break rules, about 15 ms of a cold start.
let segmenter: Intl.Segmenter | undefined;

const WIDE =
  /[\u1100-\u115F\u2E80-\u303E\u3041-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uA000-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6\u{20000}-\u{3FFFD}]/u;
const EMOJI = /\p{Emoji_Presentation}|\uFE0F/u;
const ZERO_WIDTH = /^[\p{Mn}\p{Me}\p{Cf}\p{Cc}]+$/u;

export function displayWidth(text: string): number {
  let width = 0;
  segmenter ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  for (const { segment } of segmenter.segment(text)) {
    if (ZERO_WIDTH.test(segment)) continue;
    width += WIDE.test(segment) || EMOJI.test(segment) ? 2 : 1;
  }
  return width;
}
