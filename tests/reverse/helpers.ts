import { expect } from 'vitest';
import { convert } from '../../src/index.js';
import { convertAdf } from '../../src/compose/reverse.js';
import type { AdfDoc, AdfMark, AdfNode, Profile } from '../../src/types.js';
import { normalize } from './normalize.js';

export const text = (value: string, ...marks: AdfMark[]): AdfNode =>
  marks.length > 0 ? { type: 'text', text: value, marks } : { type: 'text', text: value };
export const paragraph = (...content: AdfNode[]): AdfNode => ({ type: 'paragraph', content });
export const doc = (...content: AdfNode[]): AdfDoc => ({ type: 'doc', version: 1, content });
export const strong: AdfMark = { type: 'strong' };
export const em: AdfMark = { type: 'em' };
export const strike: AdfMark = { type: 'strike' };
export const code: AdfMark = { type: 'code' };
export const link = (href: string, title?: string): AdfMark => ({
  type: 'link',
  attrs: title === undefined ? { href } : { href, title },
});
export const hardBreak: AdfNode = { type: 'hardBreak' };

export interface Trip {
  markdown: string;
  /** The ADF read back from `markdown`, normalised (tests/reverse/normalize.ts). */
  back: AdfDoc;
  codes: string[];
}

/** ADF → Markdown → ADF, in one profile. */
export function trip(input: AdfDoc, profile: Profile = 'extended'): Trip {
  const { markdown, diagnostics } = convertAdf(input, { profile });
  const back = normalize(convert(markdown, { profile }).doc);
  return { markdown, back, codes: diagnostics.map((d) => d.code) };
}

/** ADF written as exactly `expected`, without any diagnostic, that reads back the same in each profile. */
export function readable(
  blocks: AdfNode[],
  expected: string,
  profiles: readonly Profile[] = ['extended', 'atlassian'],
): void {
  const input = doc(...blocks);
  for (const profile of profiles) {
    const result = trip(input, profile);
    expect(result.markdown).toBe(expected);
    expect(result.codes).toEqual([]);
    expect(result.back).toEqual(normalize(input));
  }
}
