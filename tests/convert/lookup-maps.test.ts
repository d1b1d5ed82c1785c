import { describe, expect, it } from 'vitest';
import { readLookupMap, resolversOf } from '../../src/convert/lookup-maps.js';
import { convert } from '../../src/index.js';

describe('mention and image maps (the CLI and service form of resolveMention / resolveImage)', () => {
  it('turn names into mentions and image paths into media', () => {
    const mentions = readLookupMap('mentions', {
      'Jane Doe': '557058:abc',
      '@bob': { id: '42', text: '@Bob R.' },
    });
    const images = readLookupMap('images', {
      './d.png': '686a-1',
      'my file.png': { id: 'f-2', collection: 'contentId-9' },
      'logo.png': 'https://cdn.example/logo.png',
    });
    if (typeof mentions === 'string' || typeof images === 'string') throw new Error('valid maps');
    const markdown =
      'Hi [@Jane Doe](mention:), @bob and [~bob]\n\n![d](./d.png)\n\n![f](<my file.png>)\n\n![l](logo.png)\n';
    const { doc, diagnostics } = convert(markdown, {
      profile: 'atlassian',
      ...resolversOf(mentions, images),
    });
    expect(doc.content).toEqual([
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'Hi ' },
          { type: 'mention', attrs: { id: '557058:abc', text: '@Jane Doe' } },
          { type: 'text', text: ', ' },
          { type: 'mention', attrs: { id: '42', text: '@Bob R.' } },
          { type: 'text', text: ' and ' },
          { type: 'mention', attrs: { id: '42', text: '@Bob R.' } },
        ],
      },
      media({ type: 'file', id: '686a-1', collection: '', alt: 'd' }),
      media({ type: 'file', id: 'f-2', collection: 'contentId-9', alt: 'f' }),
      media({ type: 'external', url: 'https://cdn.example/logo.png', alt: 'l' }),
    ]);
    expect(diagnostics).toEqual([]);
  });

  it('a wrong shape names the entry; __proto__ is only a key', () => {
    expect(readLookupMap('mentions', ['x'])).toBe('must be a JSON object of name → account id');
    expect(readLookupMap('mentions', { Jane: 5 })).toBe(
      '"Jane": the value must be an account id (a non-empty string) or { "id", "text"?, "accessLevel"? }',
    );
    expect(readLookupMap('images', { 'a.png': { id: 'x', size: 1 } })).toBe(
      '"a.png": the value must be a media file id or an absolute URL (a non-empty string), { "id", "collection"? } or { "url" }',
    );
    const entries = readLookupMap('mentions', JSON.parse('{"__proto__": "1", "toString": "2"}'));
    expect(entries).toEqual([
      ['__proto__', { id: '1' }],
      ['toString', { id: '2' }],
    ]);
    if (typeof entries === 'string') throw new Error('valid map');
    const { resolveMention } = resolversOf(entries, undefined);
    expect(resolveMention?.('@__proto__')).toEqual({ id: '1' });
    expect(resolveMention?.('@constructor')).toBeUndefined();
    expect(({} as Record<string, unknown>).id).toBeUndefined();
  });
});

function media(attrs: Record<string, unknown>) {
  return { type: 'mediaSingle', attrs: { layout: 'center' }, content: [{ type: 'media', attrs }] };
}
