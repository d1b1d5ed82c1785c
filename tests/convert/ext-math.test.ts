import { describe, expect, it } from 'vitest';
import { convertAdf } from '../../src/compose/reverse.js';
import type { AdfDoc } from '../../src/types.js';
import { code, codeBlock, doc, p, t, ul } from './builders.js';
import { inBoth } from './ext-helpers.js';

const math = (text: string) => codeBlock(text, { language: 'math' });

/** Markdown → ADF → Markdown gives the Markdown back, and the ADF reads back the same. */
function roundTrip(markdown: string) {
  const { doc: out } = inBoth(markdown);
  const { markdown: back, diagnostics } = convertAdf(out as AdfDoc);
  expect(back).toBe(markdown);
  expect(diagnostics).toEqual([]);
}

describe('math keeps its backslashes', () => {
  it('inline $…$, $$…$$ and $`…`$ are inline code holding the math as written', () => {
    const { doc: out, codes } = inBoth(
      'Euler $e^{i\\pi}+1=0$, sets $\\{x\\}$, $`a*b*`$ and $$\\frac{1}{2}$$.\n',
    );
    expect(out).toEqual(
      doc(
        p(
          t('Euler '),
          t('$e^{i\\pi}+1=0$', code),
          t(', sets '),
          t('$\\{x\\}$', code),
          t(', '),
          t('$`a*b*`$', code),
          t(' and '),
          t('$$\\frac{1}{2}$$', code),
          t('.'),
        ),
      ),
    );
    expect(codes).toEqual([]);
  });

  it("prices are not math: GitHub's rules for the delimiters", () => {
    const { doc: out } = inBoth('It costs $5 and $10, $ x$, $x $y and $3$4.\n\n\\$x$\n');
    expect(out).toEqual(doc(p(t('It costs $5 and $10, $ x$, $x $y and $3$4.')), p(t('$x$'))));
  });

  it('a $$ block is a code block of language math, its lines verbatim, in a list item too', () => {
    const { doc: out, codes } = inBoth(
      '$$\n\\alpha \\\\\n  \\beta\n$$\n\n- item\n\n  $$\n  x_1\n  $$\n\n$$\\sum_i$$\n',
    );
    expect(out).toEqual(
      doc(math('\\alpha \\\\\n  \\beta'), ul([p(t('item')), math('x_1')]), math('\\sum_i')),
    );
    expect(codes).toEqual([]);
  });

  it('an unclosed $$ is text; the block may interrupt a paragraph', () => {
    const { doc: out } = inBoth('a\n$$\nx\n$$\n\n$$\nno end\n');
    expect(out).toEqual(doc(p(t('a')), math('x'), p(t('$$ no end'))));
  });

  it('ADF → Markdown writes the math back; dollars in text are escaped where they could open math', () => {
    roundTrip(
      'Euler $e^{i\\pi}+1=0$ and $$\\frac{1}{2}$$, for \\$5 or $ 6.\n\n$$\n\\alpha \\\\\n  \\beta\n$$\n',
    );
    const written = convertAdf(doc(p(t('$x$')), math('a\n$$\nb')) as AdfDoc).markdown;
    expect(written).toBe('\\$x$\n\n```math\na\n$$\nb\n```\n');
    expect(inBoth(written).doc).toEqual(doc(p(t('$x$')), math('a\n$$\nb')));
  });
});
