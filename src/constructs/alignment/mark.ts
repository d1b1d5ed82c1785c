import { scalarText } from '../../adf/scalar-text.js';
import type { Target } from '../../registry/spec.js';
import type { AdfMark } from '../../types.js';

const TEXT_ALIGN_TO_MARK: Record<string, AdfMark | null | 'unsupported'> = {
  left: null,
  center: { type: 'alignment', attrs: { align: 'center' } },
  right: { type: 'alignment', attrs: { align: 'end' } },
  justify: 'unsupported',
};

const toMark = (value: unknown): AdfMark | null | 'unsupported' =>
  Object.hasOwn(TEXT_ALIGN_TO_MARK, scalarText(value))
    ? TEXT_ALIGN_TO_MARK[scalarText(value)]
    : 'unsupported';

const fromMark = (mark: AdfMark): unknown => (mark.attrs?.align === 'end' ? 'right' : mark.attrs?.align);

/** `textAlign` as ADF's `alignment` block mark (left is the default: no mark). */
export const alignmentMark: Target = { kind: 'mark', markType: 'alignment', toMark, fromMark };

/** The `textAlign` an alignment mark stands for: only a value that gives this very mark back. */
export function textAlignOf(mark: AdfMark): string | undefined {
  const value = fromMark(mark);
  const back = toMark(value);
  return typeof back === 'object' && back !== null && back.attrs?.align === mark.attrs?.align
    ? scalarText(value)
    : undefined;
}
