import { describe, expect, it } from 'vitest';
import { convertAsync, validateAdf } from '../../src/index.js';
import type { ConvertOptions, LinkResolution, MentionResolution } from '../../src/types.js';
import { code, doc, link, p, t } from './builders.js';
import { inBoth } from './ext-helpers.js';

const PEOPLE: Record<string, MentionResolution> = {
  '@jane': { id: 'acc-jane', text: '@Jane Doe' },
  '@Bob Smith': { id: 'acc-bob', accessLevel: 'CONTAINER' },
};
const resolveMention: ConvertOptions['resolveMention'] = (text) => PEOPLE[text];

describe('resolveMention', () => {
  it('@handle words it knows become mentions; unknown ones, e-mails and code stay text', () => {
    const { doc: out, codes } = inBoth('cc @jane, @nobody and a@jane.dev `@jane`\n', { resolveMention });
    expect(out).toEqual(
      doc(
        p(
          t('cc '),
          { type: 'mention', attrs: { id: 'acc-jane', text: '@Jane Doe' } },
          t(', @nobody and '),
          t('a@jane.dev', link('mailto:a@jane.dev')),
          t(' '),
          t('@jane', code),
        ),
      ),
    );
    expect(codes).toEqual([]);
  });

  it('answers a mention link without id', () => {
    expect(inBoth('[@Bob Smith](mention:)\n', { resolveMention }).doc).toEqual(
      doc(p({ type: 'mention', attrs: { id: 'acc-bob', text: '@Bob Smith', accessLevel: 'CONTAINER' } })),
    );
  });

  it('is not asked about a mention that has its id', () => {
    const asked: string[] = [];
    inBoth('[@Jane](mention:42)\n', {
      resolveMention: (text) => {
        asked.push(text);
        return undefined;
      },
    });
    expect(asked).toEqual([]);
  });
});

describe('resolveImage', () => {
  it('answers the media attributes of a lone image (an uploaded file); the alt text is kept', () => {
    const { doc: out, codes } = inBoth('![Diagram](./diagram.png)\n', {
      resolveImage: (url) =>
        url === './diagram.png' ? { type: 'file', id: 'f-1', collection: 'c-1' } : undefined,
    });
    expect(out).toEqual(
      doc({
        type: 'mediaSingle',
        attrs: { layout: 'center' },
        content: [{ type: 'media', attrs: { type: 'file', id: 'f-1', collection: 'c-1', alt: 'Diagram' } }],
      }),
    );
    expect(codes).toEqual([]);
  });
});

describe('resolveLink', () => {
  const resolveLink = (url: string): LinkResolution | undefined => {
    if (url.startsWith('https://jira.test/')) return { inlineCard: { url } };
    if (url === 'https://old.test/') return { href: 'https://new.test/', title: 'Moved' };
    return undefined;
  };

  it('a bare URL answered with a card becomes a card; other answers replace the link attributes', () => {
    const { doc: out, codes } = inBoth(
      'See https://jira.test/PROJ-1 and <https://jira.test/PROJ-2> and [docs](https://old.test/) and https://other.test/\n',
      { resolveLink },
    );
    expect(out).toEqual(
      doc(
        p(
          t('See '),
          { type: 'inlineCard', attrs: { url: 'https://jira.test/PROJ-1' } },
          t(' and '),
          { type: 'inlineCard', attrs: { url: 'https://jira.test/PROJ-2' } },
          t(' and '),
          t('docs', link('https://new.test/', 'Moved')),
          t(' and '),
          t('https://other.test/', link('https://other.test/')),
        ),
      ),
    );
    expect(codes).toEqual([]);
  });

  it('a link with its own words keeps them: a card answer leaves it a link', () => {
    expect(inBoth('[the ticket](https://jira.test/PROJ-3)\n', { resolveLink }).doc).toEqual(
      doc(p(t('the ticket', link('https://jira.test/PROJ-3')))),
    );
  });
});

describe('convertAsync', () => {
  it('awaits async resolvers, asking each distinct value once, and builds the same document', async () => {
    const asked: string[] = [];
    const result = await convertAsync('@jane and @jane and @bob\n\n![x](a.png)\n', {
      profile: 'atlassian',
      resolveMention: async (text) => {
        asked.push(text);
        await new Promise((resolve) => setTimeout(resolve, 5));
        return text === '@jane' ? { id: 'acc-jane' } : undefined;
      },
      resolveImage: (url) => Promise.resolve({ type: 'file', id: `id-${url}`, collection: 'c' }),
    });
    expect(asked.sort()).toEqual(['@bob', '@jane']);
    const jane = { type: 'mention', attrs: { id: 'acc-jane', text: '@jane' } };
    expect(result.doc).toEqual(
      doc(p(jane, t(' and '), jane, t(' and @bob')), {
        type: 'mediaSingle',
        attrs: { layout: 'center' },
        content: [{ type: 'media', attrs: { type: 'file', id: 'id-a.png', collection: 'c', alt: 'x' } }],
      }),
    );
    expect(validateAdf(result.doc, { profile: 'atlassian' }).valid).toBe(true);
  });

  it('a rejected resolver rejects the conversion', async () => {
    await expect(
      convertAsync('@x\n', {
        resolveMention: () => Promise.reject(new Error('directory down')),
      }),
    ).rejects.toThrow('directory down');
  });

  it('strict still throws on error diagnostics, in the final pass', async () => {
    await expect(convertAsync('<!-- adf:date -->soon\n', { strict: true })).rejects.toThrow(
      'invalid-directive-text',
    );
  });
});
