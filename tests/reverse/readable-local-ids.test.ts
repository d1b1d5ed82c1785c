import { describe, it } from 'vitest';
import { paragraph, readable, text } from './helpers.js';

/** Confluence gives every block a `localId`; it travels in the block's own directive. */
describe('block localIds in their directives', () => {
  it('paragraph, heading, quote, code block, panel', () => {
    readable(
      [
        { type: 'paragraph', attrs: { localId: 'p1' }, content: [text('a')] },
        { type: 'heading', attrs: { level: 2, localId: 'h1' }, content: [text('H')] },
        { type: 'blockquote', attrs: { localId: 'q1' }, content: [paragraph(text('q'))] },
        { type: 'codeBlock', attrs: { language: 'js', localId: 'c1' }, content: [text('x')] },
        {
          type: 'panel',
          attrs: { panelType: 'custom', panelColor: '#fff0b3', localId: 'n1' },
          content: [paragraph(text('n'))],
        },
      ],
      '<!-- adf:paragraph localId="p1" -->\na\n\n' +
        '<!-- adf:heading localId="h1" -->\n## H\n\n' +
        '<!-- adf:blockquote localId="q1" -->\n> q\n\n' +
        '<!-- adf:codeBlock localId="c1" -->\n```js\nx\n```\n\n' +
        '<!-- adf:panel panelType="custom" panelColor="#fff0b3" localId="n1" -->\n> n\n',
    );
  });

  it('an image and its file', () => {
    readable(
      [
        {
          type: 'mediaSingle',
          attrs: { layout: 'center', localId: 'm1' },
          content: [{ type: 'media', attrs: { type: 'file', id: 'f', collection: 'c', localId: 'f1' } }],
        },
      ],
      '<!-- adf:mediaSingle localId="m1" -->\n<!-- adf:media localId="f1" -->\n![](media:c/f)\n',
    );
  });
});
