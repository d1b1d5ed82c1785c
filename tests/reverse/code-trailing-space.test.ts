import { describe, expect, it } from 'vitest';
import { convert } from '../../src/index.js';
import { readable, text } from './helpers.js';

/** Code lines ending in white space: the Markdown line never does, the directive says what was there. */
describe('white space at the end of code lines', () => {
  it('spaces and tabs, on a line of its own too, travel in trailingWhitespace', () => {
    readable(
      [{ type: 'codeBlock', attrs: { language: 'js' }, content: [text('a  \nb\n \t\nc\t')] }],
      '<!-- adf:codeBlock trailingWhitespace="1:ss,3:st,4:t" -->\n```js\na\nb\n\nc\n```\n',
    );
  });

  it('code of white space alone; a math block keeps its fence then', () => {
    readable(
      [{ type: 'codeBlock', content: [text('   ')] }],
      '<!-- adf:codeBlock trailingWhitespace="1:sss" -->\n```\n\n```\n',
    );
    readable(
      [{ type: 'codeBlock', attrs: { language: 'math' }, content: [text('x ')] }],
      '<!-- adf:codeBlock trailingWhitespace="1:s" -->\n```math\nx\n```\n',
    );
  });

  it('the forward direction: a line past the last is reported and adds nothing', () => {
    for (const profile of ['extended', 'atlassian'] as const) {
      const { doc, diagnostics } = convert(
        '<!-- adf:codeBlock trailingWhitespace="1:ss,4:t" -->\n```\na\nb\n```\n',
        { profile },
      );
      expect(doc.content).toEqual([{ type: 'codeBlock', content: [text('a  \nb')] }]);
      expect(diagnostics.map((d) => [d.line, d.column, d.code, d.message])).toEqual([
        [
          1,
          20,
          'invalid-attribute-value',
          '`trailingWhitespace` names line 4, but the code has 2 lines; not added',
        ],
      ]);
    }
  });

  it('a value that is not LINE:CHARS pairs is invalid', () => {
    const { doc, diagnostics } = convert('<!-- adf:codeBlock trailingWhitespace="1:x" -->\n```\na\n```\n');
    expect(doc.content).toEqual([{ type: 'codeBlock', content: [text('a')] }]);
    expect(diagnostics.map((d) => d.code)).toEqual(['invalid-attribute-value']);
  });
});
