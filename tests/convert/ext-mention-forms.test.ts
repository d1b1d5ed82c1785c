import { describe, expect, it } from 'vitest';
import { convertAdf } from '../../src/compose/reverse.js';
import type { AdfDoc, AdfNode } from '../../src/types.js';
import { doc, link, p, t } from './builders.js';
import { inBoth, valid } from './ext-helpers.js';

const mention = (attrs: Record<string, string>): AdfNode => ({ type: 'mention', attrs });

describe("Jira's wiki mention [~accountid:ID]", () => {
  it('is a mention of that account, without text (Jira shows the name)', () => {
    const { doc: out, codes } = inBoth(
      'Ping [~accountid:557058:f58131cb-b67d] and [~ACCOUNTID:5b10a2844c20165700ede21g].\n',
    );
    expect(out).toEqual(
      doc(
        p(
          t('Ping '),
          mention({ id: '557058:f58131cb-b67d' }),
          t(' and '),
          mention({ id: '5b10a2844c20165700ede21g' }),
          t('.'),
        ),
      ),
    );
    expect(codes).toEqual([]);
  });

  it('reads back from ADF: a mention with an id alone is written in the same form', () => {
    const input = doc(p(t('Ping '), mention({ id: '557058:abc' }))) as AdfDoc;
    const { markdown, diagnostics } = convertAdf(input);
    expect(markdown).toBe('Ping [~accountid:557058:abc]\n');
    expect(diagnostics).toEqual([]);
    expect(valid(markdown, 'extended').doc).toEqual(input);
  });

  it('[~name] asks resolveMention with @name; unresolved it stays text with mention-like-link', () => {
    const resolved = inBoth('Hi [~jane.doe]\n', {
      resolveMention: (text) => (text === '@jane.doe' ? { id: '42', text: '@Jane Doe' } : undefined),
    });
    expect(resolved.doc).toEqual(doc(p(t('Hi '), mention({ id: '42', text: '@Jane Doe' }))));
    const { doc: out, codes } = inBoth('a\n\nHi [x](y) [~jane]\n');
    expect(out).toEqual(doc(p(t('a')), p(t('Hi '), t('x', link('y')), t(' [~jane]'))));
    expect(codes).toEqual(['3:11 mention-like-link']);
  });

  it('stays CommonMark where it is a link: [~x](url), and a defined [~x]', () => {
    const { doc: out, codes } = inBoth(
      '[~accountid:1](https://a.example) \\[~accountid:2]\n\n[~y]\n\n[~y]: /url\n',
    );
    expect(out).toEqual(
      doc(p(t('~accountid:1', link('https://a.example')), t(' [~accountid:2]')), p(t('~y', link('/url')))),
    );
    expect(codes).toEqual([]);
  });
});

describe('links that look like mentions', () => {
  it('the accountid: scheme is a mention like mention:, @ added to the text', () => {
    const { doc: out, codes } = inBoth('[Jane](accountid:5b10) and [@Bob Ray](accountid:557058:x)\n');
    expect(out).toEqual(
      doc(
        p(mention({ id: '5b10', text: '@Jane' }), t(' and '), mention({ id: '557058:x', text: '@Bob Ray' })),
      ),
    );
    expect(codes).toEqual([]);
  });

  it('an @ before the bracket belongs to the mention', () => {
    const { doc: out, codes } = inBoth(
      'Hi @[Jane](accountid:5b10), @[Bob](mention:7) and a@[c](https://c.example)\n',
    );
    expect(out).toEqual(
      doc(
        p(
          t('Hi '),
          mention({ id: '5b10', text: '@Jane' }),
          t(', '),
          mention({ id: '7', text: '@Bob' }),
          t(' and a@'),
          t('c', link('https://c.example')),
        ),
      ),
    );
    expect(codes).toEqual([]);
  });

  it('an accountid: link without an id asks resolveMention (mention-unresolved at the @)', () => {
    const { doc: out, codes } = inBoth('Hi @[Jane](accountid:)\n');
    expect(out).toEqual(doc(p(t('Hi Jane'))));
    expect(codes).toEqual(['1:4 mention-unresolved']);
  });
});
