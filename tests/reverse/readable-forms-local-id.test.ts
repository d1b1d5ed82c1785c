import { describe, it } from 'vitest';
import { paragraph, readable, text } from './helpers.js';

const id = 'a1b2c3d4-0001';

describe('localId on blocks (Confluence writes one on every block) through the registry', () => {
  it('a paragraph, an empty paragraph and a heading', () => {
    readable(
      [
        { type: 'paragraph', attrs: { localId: id }, content: [text('p')] },
        { type: 'paragraph', attrs: { localId: 'e' }, content: [] },
        { type: 'heading', attrs: { level: 2, localId: 'h' }, content: [text('H')] },
      ],
      `<!-- adf:paragraph localId="${id}" -->\np\n\n<!-- adf:paragraph localId="e" -->\n\n<!-- adf:heading localId="h" -->\n## H\n`,
    );
  });

  it('beside the alignment mark', () => {
    readable(
      [
        {
          type: 'paragraph',
          attrs: { localId: id },
          marks: [{ type: 'alignment', attrs: { align: 'center' } }],
          content: [text('c')],
        },
      ],
      `<!-- adf:paragraph textAlign="center" localId="${id}" -->\nc\n`,
    );
  });

  it('a quote, a panel and a code block', () => {
    readable(
      [
        { type: 'blockquote', attrs: { localId: 'q' }, content: [paragraph(text('q'))] },
        {
          type: 'panel',
          attrs: { panelType: 'note', localId: 'n' },
          content: [paragraph(text('n'))],
        },
        { type: 'codeBlock', attrs: { language: 'js', localId: 'c' }, content: [text('x')] },
      ],
      '<!-- adf:blockquote localId="q" -->\n> q\n\n<!-- adf:panel panelType="note" localId="n" -->\n> n\n\n<!-- adf:codeBlock localId="c" -->\n```js\nx\n```\n',
    );
  });
});
