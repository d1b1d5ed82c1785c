import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adfToHtml,
  adfToMarkdown,
  ConversionError,
  convert,
  convertAdf,
  convertAsync,
  InputError,
  markdownToAdf,
  validateAdf,
} from '../../src/index.js';
import { adfShapedDoc, anyValue } from './arbitraries.js';

/**
 * Every public function, given any JavaScript value in any argument, returns or throws an
 * InputError (convert with `strict: true` may also throw its ConversionError). Nothing here
 * measures time: the guard bounds the work by counts (INPUT_LIMITS), so a hang would be a
 * test that never ends.
 */
type Call = (value: unknown, options: unknown) => unknown;

const CALLS: Record<string, Call> = {
  convert: (v, o) => convert(v as string, o as never),
  markdownToAdf: (v, o) => markdownToAdf(v as string, o as never),
  adfToHtml: (v, o) => adfToHtml(v as never, o as never),
  adfToMarkdown: (v, o) => adfToMarkdown(v as never, o as never),
  convertAdf: (v, o) => convertAdf(v as never, o as never),
  validateAdf: (v, o) => validateAdf(v, o as never),
};

/** What the call did: 'returned', or the class of what it threw. */
function outcome(call: Call, value: unknown, options: unknown): string {
  try {
    call(value, options);
    return 'returned';
  } catch (error) {
    if (error instanceof InputError || error instanceof ConversionError) return error.name;
    return `threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`;
  }
}

const ACCEPTED = new Set(['returned', 'InputError', 'ConversionError']);

describe('any JavaScript value', () => {
  for (const [name, call] of Object.entries(CALLS)) {
    it(`${name}: returns or throws InputError, for any value and any options`, () => {
      fc.assert(
        fc.property(anyValue, fc.oneof(fc.constant(undefined), anyValue), (value, options) => {
          expect(ACCEPTED.has(outcome(call, value, options)) ? 'ok' : outcome(call, value, options)).toBe(
            'ok',
          );
        }),
        { numRuns: 400, seed: 12 },
      );
    });
  }

  it('convertAsync: resolves or rejects with InputError, for any value and any options', async () => {
    await fc.assert(
      fc.asyncProperty(anyValue, fc.oneof(fc.constant(undefined), anyValue), async (value, options) => {
        const result = await convertAsync(value as string, options as never).then(
          () => 'returned',
          (error: unknown) => (error instanceof InputError ? 'InputError' : String(error)),
        );
        expect(ACCEPTED.has(result) ? 'ok' : result).toBe('ok');
      }),
      { numRuns: 200, seed: 12 },
    );
  });

  it('validateAdf never throws for the document: an unusable value is an invalid document', () => {
    fc.assert(
      fc.property(anyValue, (value) => {
        const result = validateAdf(value);
        expect(typeof result.valid).toBe('boolean');
        expect(result.valid || result.errors.length > 0).toBe(true);
      }),
      { numRuns: 400, seed: 13 },
    );
  });
});

describe('ADF-shaped JSON with anything in every field (`{"toString": 1}` included)', () => {
  it('adfToHtml, adfToMarkdown and validateAdf return, in both profiles', () => {
    fc.assert(
      fc.property(adfShapedDoc, fc.constantFrom('extended', 'atlassian'), (doc, profile) => {
        expect(typeof adfToHtml(doc as never)).toBe('string');
        expect(typeof adfToMarkdown(doc as never, { profile: profile as 'extended' })).toBe('string');
        expect(typeof validateAdf(doc, { profile: profile as 'extended' }).valid).toBe('boolean');
      }),
      { numRuns: 500, seed: 14 },
    );
  });
});
