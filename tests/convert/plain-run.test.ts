import { describe, expect, it } from 'vitest';
import { markdownToAdf } from '../../src/index.js';

// A `resolveMention` that answers nothing changes no output, but sends every inline run through
// the handlers one token at a time: the plain runs' direct path must make the same nodes.
const viaHandlers = { resolveMention: () => undefined };

describe('plain inline runs', () => {
  it.each([
    'one line',
    'a\nb\nc',
    'a `b` c `d`\ne',
    '`a``b` and ``c ` d``',
    '*a **b** c* d ~~e~~ f',
    '*a *b* c*',
    '__a_ b_',
    '***a*** b',
    '[a](u) [b](u "t")',
    '[a](u)[b](u)',
    '[a](u)[b](u "t")',
    '[a `b` c](u)',
    '[**a** *b*](u) **[c](v)**',
    '<https://e.com> and https://x.org',
    'a  \nb\\\nc',
    '*a\nb* `c`\n[d](e)',
    '&amp; \\* \\`x\\`',
    '[***a*** `b` ~~*c*~~ ~~***`d`***~~](u)',
    'a *b*',
    'a *b* c',
    'a *b* c `d`',
    'a *b* c `d` e **f** g ~~h~~ i',
  ])('%j', (markdown) => {
    expect(markdownToAdf(markdown)).toEqual(markdownToAdf(markdown, viaHandlers));
  });

  it('leaves links a caller resolves to the link handler', () => {
    const resolveLink = (href: string) => ({ inlineCard: { url: href } });
    const card = { type: 'inlineCard', attrs: { url: 'https://u.org' } };
    const markdown = '<https://u.org> and [https://u.org](https://u.org)';
    expect(markdownToAdf(markdown, { resolveLink }).content[0].content).toEqual([
      card,
      { type: 'text', text: ' and ' },
      card,
    ]);
  });

  it('joins text with equal marks and keeps code apart', () => {
    const marks = (types: string[]) => types.map((type) => ({ type }));
    expect(markdownToAdf('*a* *b*\n`c``d` e [f](u)[g](u)').content[0].content).toEqual([
      { type: 'text', text: 'a', marks: marks(['em']) },
      { type: 'text', text: ' ' },
      { type: 'text', text: 'b', marks: marks(['em']) },
      { type: 'text', text: ' ' },
      { type: 'text', text: 'c``d', marks: marks(['code']) },
      { type: 'text', text: ' e ' },
      { type: 'text', text: 'fg', marks: [{ type: 'link', attrs: { href: 'u' } }] },
    ]);
  });
});
