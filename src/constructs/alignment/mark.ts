import { scalarText } from '../../adf/scalar-text.js';
import type { Target } from '../../registry/spec.js';
import type { AdfMark } from '../../types.js';

export const TEXT_ALIGN_TO_MARK: Record<string, AdfMark | null | 'unsupported'> = {
  left: null,
  center: { type: 'alignment', attrs: { align: 'center' } },
  right: { type: 'alignment', attrs: { align: 'end' } },
  justify: 'unsupported',
};

/** `textAlign` as ADF's `alignment` block mark (left is the default: no mark). */
export const alignmentMark: Target = {
  kind: 'mark',
  markType: 'alignment',
  toMark: (value) =>
    Object.hasOwn(TEXT_ALIGN_TO_MARK, scalarText(value))
      ? TEXT_ALIGN_TO_MARK[scalarText(value)]
      : 'unsupported',
  fromMark: (mark) => (mark.attrs?.align === 'end' ? 'right' : mark.attrs?.align),
};
