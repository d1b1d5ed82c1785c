import type { Target } from '../../registry/spec.js';

/** `indentation` as ADF's block mark of that name (a level from 1 to 6). */
export const indentationMark: Target = {
  kind: 'mark',
  markType: 'indentation',
  toMark: (value) => ({ type: 'indentation', attrs: { level: value } }),
  fromMark: (mark) => mark.attrs?.level,
};

/**
 * `breakout` as ADF's block mark of that name: the block wider than the text column. A mark
 * with a `width` beside its mode does not read back as the mode alone, so it stays a node.
 */
export const breakoutMark: Target = {
  kind: 'mark',
  markType: 'breakout',
  toMark: (value) => ({ type: 'breakout', attrs: { mode: value } }),
  fromMark: (mark) => mark.attrs?.mode,
};
