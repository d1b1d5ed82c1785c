import { FORWARD, tokenize } from '../../src/compose/forward.js';
import type { convert } from '../../src/index.js';
import { convertWith, readConvertOptions } from '../../src/convert/index.js';
import { readMarkdown } from '../../src/input/options.js';

/**
 * `convert` as it is with `tokenize`'s tokens, every inline token parsed by markdown-it's whole
 * chain up front: the reference the converter's own inline parsing is compared with.
 */
export async function convertWithWholeParse(): Promise<typeof convert> {
  const whole = { ...FORWARD, blocks: (text: string) => ({ tokens: tokenize(text), inline: undefined }) };
  return (markdown, options) =>
    convertWith(whole, readMarkdown('convert', markdown), readConvertOptions('convert', options));
}
