import { describe, expect, it } from 'vitest';
import type { AdfNode } from '../../src/types.js';
import { doc, link, p, t } from './builders.js';
import { valid } from './ext-helpers.js';

const single = (attrs: Record<string, unknown>): AdfNode => ({
  type: 'mediaSingle',
  attrs: { layout: 'center' },
  content: [{ type: 'media', attrs }],
});

describe('relative image paths (atlassian profile)', () => {
  const markdown =
    'Intro\n\n![d](./images/d.png)\n\n![e](https://x.example/e.png)\n\n![f](//cdn.example/f.png)\n';

  it('warn with relative-image at the image: Jira cannot load them', () => {
    const { doc: out, codes } = valid(markdown, 'atlassian');
    expect(out).toEqual(
      doc(
        p(t('Intro')),
        single({ type: 'external', url: './images/d.png', alt: 'd' }),
        single({ type: 'external', url: 'https://x.example/e.png', alt: 'e' }),
        single({ type: 'external', url: '//cdn.example/f.png', alt: 'f' }),
      ),
    );
    expect(codes).toEqual(['3:1 relative-image']);
  });

  it('not in the extended profile, nor when resolveImage answers for the path', () => {
    expect(valid(markdown, 'extended').codes).toEqual([]);
    const { doc: out, codes } = valid('![d](./images/d.png)\n', 'atlassian', {
      resolveImage: (url) =>
        url === './images/d.png' ? { type: 'file', id: 'f-1', collection: '' } : undefined,
    });
    expect(out).toEqual(doc(single({ type: 'file', id: 'f-1', collection: '', alt: 'd' })));
    expect(codes).toEqual([]);
  });

  it('each image of a media group is checked; an image inside text stays a link', () => {
    const { codes } = valid('<!-- adf:mediaGroup -->\n![a](a.pdf) ![b](media:b-1)\n', 'atlassian');
    expect(codes).toEqual(['2:1 relative-image']);
    const inline = valid('See ![a](a.png) here\n', 'atlassian');
    expect(inline.doc).toEqual(doc(p(t('See '), t('a', link('a.png')), t(' here'))));
    expect(inline.codes).toEqual(['1:5 inline-replaced']);
  });
});
