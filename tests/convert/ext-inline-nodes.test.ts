import { describe, expect, it } from 'vitest';
import type { AdfNode } from '../../src/types.js';
import { code, doc, h, link, p, strong, t, table, td, th, tr } from './builders.js';
import { inBoth, valid } from './ext-helpers.js';

const emoji = (name: string, text: string): AdfNode => ({
  type: 'emoji',
  attrs: { shortName: `:${name}:`, text },
});
const status = (text: string, color: string, localId: string): AdfNode => ({
  type: 'status',
  attrs: { text, color, localId },
});
const date = (timestamp: string): AdfNode => ({ type: 'date', attrs: { timestamp } });
const card = (url: string): AdfNode => ({ type: 'inlineCard', attrs: { url } });
const mention = (id: string, text: string): AdfNode => ({ type: 'mention', attrs: { id, text } });

describe('emoji shortcodes', () => {
  it('a known GitHub shortcode becomes an emoji node; an unknown one stays text', () => {
    const { doc: out, codes } = inBoth('Ship it :rocket: :+1: :not_an_emoji: `:smile:`\n');
    expect(out).toEqual(
      doc(
        p(
          t('Ship it '),
          emoji('rocket', '🚀'),
          t(' '),
          emoji('+1', '👍'),
          t(' :not_an_emoji: '),
          t(':smile:', code),
        ),
      ),
    );
    expect(codes).toEqual([]);
  });

  it('emoticons are not emoji (`:)` stays text); shortcodes in URLs stay text', () => {
    expect(inBoth('Hi :) see https://example.com/:smile:/x\n').doc).toEqual(
      doc(p(t('Hi :) see '), t('https://example.com/:smile:/x', link('https://example.com/:smile:/x')))),
    );
  });

  it('inside a table cell', () => {
    expect(inBoth('| a |\n|---|\n| :tada: |\n').doc).toEqual(
      doc(table([tr(th(p(t('a')))), tr(td(p(emoji('tada', '🎉'))))])),
    );
  });

  it('in a heading: an emoji node in atlassian; its character in extended, where headings hold only text', () => {
    const extended = valid('# Done :white_check_mark:\n', 'extended');
    expect(extended.doc).toEqual(doc(h(1, t('Done ✅'))));
    expect(extended.codes).toEqual(['1:1 inline-replaced']);
    const atlassian = valid('# Done :white_check_mark:\n', 'atlassian');
    expect(atlassian.doc).toEqual(doc(h(1, t('Done '), emoji('white_check_mark', '✅'))));
    expect(atlassian.codes).toEqual([]);
  });
});

describe('mentions: [@Name](mention:ACCOUNT_ID)', () => {
  it('becomes a mention with the text as written, @ added when missing', () => {
    const { doc: out, codes } = inBoth('Ask [@Jane Doe](mention:557058:abc-123) or [Bob](mention:42).\n');
    expect(out).toEqual(
      doc(p(t('Ask '), mention('557058:abc-123', '@Jane Doe'), t(' or '), mention('42', '@Bob'), t('.'))),
    );
    expect(codes).toEqual([]);
  });

  it('without an id and without resolveMention: kept as text, with a warning at the link', () => {
    const { doc: out, codes } = inBoth('Hi [@Jane](mention:)!\n');
    expect(out).toEqual(doc(p(t('Hi @Jane!'))));
    expect(codes).toEqual(['1:4 mention-unresolved']);
  });
});

describe('status: <!-- adf:status color="..." -->WORD', () => {
  it('the next word, or a whole code span, becomes a status; punctuation after the word stays text', () => {
    const { doc: out, codes } = inBoth(
      'Build <!-- adf:status color="green" -->DONE, review <!-- adf:status color="yellow" -->`IN PROGRESS` now\n',
    );
    expect(out).toEqual(
      doc(
        p(
          t('Build '),
          status('DONE', 'green', 'status-1'),
          t(', review '),
          status('IN PROGRESS', 'yellow', 'status-2'),
          t(' now'),
        ),
      ),
    );
    expect(codes).toEqual([]);
  });

  it('at the start of a line (an HTML block to markdown-it) it still reads as a paragraph', () => {
    const { doc: out } = inBoth('<!-- adf:status color="purple" --> NEW feature\n');
    expect(out).toEqual(doc(p(status('NEW', 'purple', 'status-1'), t(' feature'))));
  });

  it('such a line is a paragraph to the tokenizer: its reference links resolve like any text', () => {
    const { doc: out, codes } = inBoth('<!-- adf:status -->NEW see [docs]\n\n[docs]: https://d.example\n');
    expect(out).toEqual(
      doc(p(status('NEW', 'neutral', 'status-1'), t(' see '), t('docs', link('https://d.example')))),
    );
    expect(codes).toEqual([]);
  });

  it('without color the status is neutral; in a table cell', () => {
    const { doc: out } = inBoth('| state |\n|---|\n| <!-- adf:status -->TODO |\n');
    expect(out).toEqual(
      doc(table([tr(th(p(t('state')))), tr(td(p(status('TODO', 'neutral', 'status-1'))))])),
    );
  });

  it('a colour outside the six is an error and the status stays neutral', () => {
    const { doc: out, codes } = inBoth('<!-- adf:status color="orange" -->X\n');
    expect(out).toEqual(doc(p(status('X', 'neutral', 'status-1'))));
    expect(codes).toEqual(['1:17 invalid-attribute-value']);
  });

  it('followed by formatting or nothing, it applies to nothing', () => {
    const { doc: out, codes } = inBoth('a <!-- adf:status -->**B**\n\nc <!-- adf:status -->\n');
    expect(out).toEqual(doc(p(t('a '), t('B', strong)), p(t('c '))));
    expect(codes).toEqual(['1:8 dangling-directive', '3:8 dangling-directive']);
  });

  it('in an extended heading the status becomes its text', () => {
    const { doc: out, codes } = valid('# Release <!-- adf:status color="blue" -->BETA\n', 'extended');
    expect(out).toEqual(doc(h(1, t('Release BETA'))));
    expect(codes).toEqual(['1:1 inline-replaced']);
  });
});

describe('date: <!-- adf:date -->YYYY-MM-DD', () => {
  it('becomes a date with the UTC midnight timestamp in milliseconds, as a string', () => {
    const { doc: out, codes } = inBoth('Due <!-- adf:date -->2024-01-31.\n');
    expect(out).toEqual(doc(p(t('Due '), date('1706659200000'), t('.'))));
    expect(codes).toEqual([]);
  });

  it('a date that is not YYYY-MM-DD, or not in the calendar, is an error and stays text', () => {
    const { doc: out, codes } = inBoth('<!-- adf:date -->2024-02-30 and <!-- adf:date -->tomorrow\n');
    expect(out).toEqual(doc(p(t('2024-02-30 and tomorrow'))));
    expect(codes).toEqual(['1:6 invalid-directive-text', '1:38 invalid-directive-text']);
  });
});

describe('smart links', () => {
  it('<!-- adf:inlineCard --> before a URL or a link makes a card of it', () => {
    const { doc: out, codes } = inBoth(
      'See <!-- adf:inlineCard -->https://example.com/page and <!-- adf:inlineCard -->[this](https://example.com/b).\n',
    );
    expect(out).toEqual(
      doc(p(t('See '), card('https://example.com/page'), t(' and '), card('https://example.com/b'), t('.'))),
    );
    // The link's own words cannot show on a card: said, not silently lost.
    expect(codes).toEqual(['1:62 inline-replaced']);
  });

  it('smartLinks: a bare URL alone in its paragraph becomes a card; a URL among words stays a link', () => {
    const { doc: out } = inBoth(
      'https://example.com/issue/1\n\n<https://example.com/b>\n\nsee https://example.com/c\n',
      {
        smartLinks: true,
      },
    );
    expect(out).toEqual(
      doc(
        p(card('https://example.com/issue/1')),
        p(card('https://example.com/b')),
        p(t('see '), t('https://example.com/c', link('https://example.com/c'))),
      ),
    );
  });

  it('without smartLinks a bare URL stays a link', () => {
    expect(inBoth('https://example.com/x\n').doc).toEqual(
      doc(p(t('https://example.com/x', link('https://example.com/x')))),
    );
  });

  it('a card directive before a word that is no URL is an error; the word stays text', () => {
    const { doc: out, codes } = inBoth('<!-- adf:inlineCard -->nowhere\n');
    expect(out).toEqual(doc(p(t('nowhere'))));
    expect(codes).toEqual(['1:6 invalid-directive-text']);
  });
});
