import { describe, expect, it } from 'vitest';
import { directiveOf } from '../../src/directives/tokens.js';
import { tokenize } from '../../src/compose/forward.js';

const first = (markdown: string) => tokenize(markdown)[0];

describe('a directive block is read once', () => {
  it('a whole-block directive keeps the name the tokenizer read as its tag', () => {
    const token = first('<!-- adf:heading id="x" anchor=\'y\' -->\n# T\n');
    expect([token.type, token.tag]).toEqual(['adf_directive', 'heading']);
    expect(directiveOf(token)).toEqual({
      name: 'heading',
      offset: 5,
      attributes: [
        { name: 'id', value: 'x', offset: 17 },
        { name: 'anchor', value: 'y', offset: 24 },
      ],
      body: '',
      problems: [],
    });
  });

  it('a directive with no name, or an unknown one, reads the same as any other', () => {
    const none = first('<!-- adf: id="x" -->\n# T\n');
    expect([none.type, none.tag]).toEqual(['adf_directive', '']);
    expect(directiveOf(none).problems).toEqual([
      { message: 'directive has no type after `adf:`', offset: 9 },
    ]);
    const unknown = first('<!-- adf:nope a="1" -->\n# T\n');
    expect([unknown.tag, directiveOf(unknown).name, directiveOf(unknown).attributes.length]).toEqual([
      'nope',
      'nope',
      1,
    ]);
  });

  it('a raw node keeps its body', () => {
    const token = first('<!-- adf:node {"type":"rule"} -->\n');
    expect([token.tag, directiveOf(token).body]).toEqual(['node', '{"type":"rule"}']);
  });
});
