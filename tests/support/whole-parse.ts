import { vi } from 'vitest';
import type { convert } from '../../src/convert/index.js';

/**
 * `convert` as it is with `tokenize`'s tokens, every inline token parsed by markdown-it's whole
 * chain up front: the reference the converter's own inline parsing is compared with.
 */
export async function convertWithWholeParse(): Promise<typeof convert> {
  vi.resetModules();
  vi.doMock('../../src/markdown/tokenizer.js', async (original) => {
    const real = await original<typeof import('../../src/markdown/tokenizer.js')>();
    return {
      ...real,
      tokenizeBlocks: (text: string) => ({ tokens: real.tokenize(text), inline: undefined }),
    };
  });
  const whole = (await import('../../src/convert/index.js')).convert;
  vi.doUnmock('../../src/markdown/tokenizer.js');
  return whole;
}
