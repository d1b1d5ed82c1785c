import { describe, expect, it } from 'vitest';
import { lowerBound } from '../../bench/lower-bound-tree.js';
import * as plain from '../../src/convert/plain.js';
import { markdownToAdf } from '../../src/index.js';
import { tokenizeBlocks } from '../../src/markdown/tokenizer.js';

const convert = lowerBound(tokenizeBlocks, plain);

describe('the lower bound of a token-walking converter (bench/lower-bound-tree.ts)', () => {
  it("builds mdadf's tree for the constructs it knows", () => {
    const markdown = [
      '# Title *here*',
      '',
      'Some **bold `code`** and a [link](https://example.com "T") with  ',
      'a hard break and ~~gone~~ text.',
      '',
      '> quoted',
      '',
      '- one',
      '- two',
      '',
      '3. three',
      '',
      '```js',
      'let x;',
      '```',
      '',
      '---',
    ].join('\n');
    expect(JSON.stringify(convert(markdown))).toBe(JSON.stringify(markdownToAdf(markdown)));
  });

  it("puts a table cell's text in a paragraph and leaves out what it does not know", () => {
    expect(convert('| a |\n| - |\n| b |\n\n<div>x</div>\n')).toEqual({
      type: 'doc',
      version: 1,
      content: [
        {
          type: 'table',
          content: [
            {
              type: 'tableRow',
              content: [
                {
                  type: 'tableHeader',
                  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'a' }] }],
                },
              ],
            },
            {
              type: 'tableRow',
              content: [
                {
                  type: 'tableCell',
                  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'b' }] }],
                },
              ],
            },
          ],
        },
      ],
    });
  });
});
