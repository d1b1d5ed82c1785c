import { describe, expect, it } from 'vitest';
import { ConversionError, convert, convertAsync, validateAdf } from '../../src/index.js';

/**
 * A resolver's answer is input like any other: `undefined`/`null` means not resolved, the
 * documented shape is used, anything else is an error diagnostic `resolver-answer-invalid` and
 * the construct stays as written, so the document stays valid. What a resolver throws is the
 * caller's own exception and propagates unchanged.
 */
const codes = (result: ReturnType<typeof convert>) => result.diagnostics.map((d) => d.code);

describe('resolver answers that are not the documented shape', () => {
  const garbage: unknown[] = [
    5,
    'x',
    true,
    [],
    {},
    { id: 5 },
    { id: '' },
    { id: 'a', text: 7 },
    Promise.resolve({ id: 'a' }),
  ];

  it('resolveMention: the mention link stays text, with the error and the usual warning', () => {
    for (const answer of garbage) {
      const result = convert('Hi [@Jane](mention:)\n', { resolveMention: () => answer as never });
      expect(result.doc.content).toEqual([
        { type: 'paragraph', content: [{ type: 'text', text: 'Hi @Jane' }] },
      ]);
      expect(codes(result)).toEqual(['resolver-answer-invalid', 'mention-unresolved']);
      expect(validateAdf(result.doc).valid).toBe(true);
    }
  });

  it('resolveMention for @handles: the handle stays text', () => {
    const result = convert('ping @jane\n', { resolveMention: () => ({ id: 5 }) as never });
    expect(result.doc.content[0].content).toEqual([{ type: 'text', text: 'ping @jane' }]);
    expect(result.diagnostics).toEqual([
      {
        severity: 'error',
        code: 'resolver-answer-invalid',
        message:
          'resolveMention answered "@jane" with a value that is not { id: string, text?: string, accessLevel?: string }; left as written',
        line: 1,
        column: 1,
      },
    ]);
  });

  it('a Promise in convert says to use convertAsync', () => {
    const result = convert('[a](https://x.example)\n', {
      resolveLink: () => Promise.resolve({ href: 'y' }) as never,
    });
    expect(result.diagnostics[0].message).toBe(
      'resolveLink answered "https://x.example" with a value that is not JSON data (an instance of Promise is not JSON data); a resolver that answers a Promise needs convertAsync; left as written',
    );
  });

  it('resolveLink (threw a TypeError for a string answer): the link stays as written', () => {
    for (const answer of ['x', 5, { inlineCard: 'u' }, { href: 5 }, { inlineCard: { url: '' } }]) {
      const result = convert('[a](https://x.example)\n', { resolveLink: () => answer as never });
      expect(result.doc.content[0].content).toEqual([
        { type: 'text', text: 'a', marks: [{ type: 'link', attrs: { href: 'https://x.example' } }] },
      ]);
      expect(codes(result)).toEqual(['resolver-answer-invalid']);
    }
  });

  it('resolveImage: attributes the profile rejects, or unreadable ones, leave the image external', () => {
    const throwing = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error('nope');
        },
      },
    );
    for (const answer of [{ type: 5 }, { type: 'file' }, throwing, 'img']) {
      const result = convert('![alt](https://x.example/a.png)\n', { resolveImage: () => answer as never });
      expect(result.doc.content).toEqual([
        {
          type: 'mediaSingle',
          attrs: { layout: 'center' },
          content: [
            { type: 'media', attrs: { type: 'external', url: 'https://x.example/a.png', alt: 'alt' } },
          ],
        },
      ]);
      expect(codes(result)).toEqual(['resolver-answer-invalid']);
      expect(validateAdf(result.doc).valid).toBe(true);
    }
  });

  it('strict fails on a bad answer; convertAsync checks the awaited answers the same way', async () => {
    expect(() =>
      convert('Hi [@Jane](mention:)\n', { strict: true, resolveMention: () => ({}) as never }),
    ).toThrow(ConversionError);
    const result = await convertAsync('Hi [@Jane](mention:)\n', {
      resolveMention: async () => ({ id: 7 }) as never,
    });
    expect(codes(result)).toEqual(['resolver-answer-invalid', 'mention-unresolved']);
  });

  it('a good answer still works, and null means not resolved', () => {
    const result = convert('Hi [@Jane](mention:)\n', { resolveMention: () => ({ id: 'u1' }) });
    expect(result.doc.content[0].content?.[1]).toEqual({
      type: 'mention',
      attrs: { id: 'u1', text: '@Jane' },
    });
    expect(codes(convert('Hi [@Jane](mention:)\n', { resolveMention: () => null as never }))).toEqual([
      'mention-unresolved',
    ]);
  });

  it('what a resolver throws propagates unchanged', async () => {
    const failure = new RangeError('directory offline');
    const fail = () => {
      throw failure;
    };
    expect(() => convert('Hi [@Jane](mention:)\n', { resolveMention: fail })).toThrow(failure);
    await expect(convertAsync('[a](https://x.example)\n', { resolveLink: fail })).rejects.toBe(failure);
  });
});
