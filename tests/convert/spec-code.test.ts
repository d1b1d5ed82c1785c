import { describe, expect, it } from 'vitest';
import { codeBlock, doc, p, run, t } from './builders.js';

describe('spec §1.1 code blocks', () => {
  it('1. a fence with a language word', () => {
    expect(run('```python\nprint(1)\n```\n').doc).toEqual(doc(codeBlock('print(1)', { language: 'python' })));
  });

  it('2. a fence without a language word has no language', () => {
    expect(run('```\nplain\n```\n').doc).toEqual(doc(codeBlock('plain')));
  });

  it('tilde fences and longer fences work too; only the first info word is the language', () => {
    expect(run('~~~~ ruby startline=3\n```\n~~~~\n').doc).toEqual(
      doc(codeBlock('```', { language: 'ruby' })),
    );
  });

  it('3. an indented block is a code block', () => {
    expect(run('text\n\n    indented\n      more\n').doc).toEqual(
      doc(p(t('text')), codeBlock('indented\n  more')),
    );
  });

  it('4. indentation and line breaks are preserved', () => {
    const body = 'def f():\n    if x:\n\n        return 1\n\ttab';
    expect(run(`\`\`\`py\n${body}\n\`\`\`\n`).doc).toEqual(doc(codeBlock(body, { language: 'py' })));
  });

  it('5. a code block directive: theme and lineNumbers, quoted strings become enum and boolean', () => {
    const { doc: out, codes } = run(
      '<!-- adf:codeBlock theme="dark" lineNumbers="true" wrap="false" -->\n```ts\nx\n```\n',
    );
    expect(out).toEqual(
      doc(codeBlock('x', { language: 'ts', theme: 'dark', lineNumbers: true, wrap: false })),
    );
    expect(codes).toEqual([]);
  });

  it('the directive applies to an indented code block too, and may set the language', () => {
    expect(run('<!-- adf:codeBlock language="sql" -->\n    SELECT 1\n').doc).toEqual(
      doc(codeBlock('SELECT 1', { language: 'sql' })),
    );
  });

  it.each([
    ['theme="blue"', '1:20 invalid-attribute-value'],
    ['lineNumbers="yes"', '1:20 invalid-attribute-value'],
  ])('%s is dropped with an error', (attribute, expected) => {
    const { doc: out, codes } = run(`<!-- adf:codeBlock ${attribute} -->\n\`\`\`\nx\n\`\`\`\n`);
    expect(out).toEqual(doc(codeBlock('x')));
    expect(codes).toEqual([expected]);
  });

  it('an empty code block has no text (content needs one item): omitted with a warning', () => {
    const { doc: out, codes } = run('```\n```\n');
    expect(out).toEqual(doc());
    expect(codes).toEqual(['1:1 empty-block-omitted']);
  });

  it('an unclosed fence runs to the end of the document', () => {
    expect(run('```\na\nb\n').doc).toEqual(doc(codeBlock('a\nb')));
  });
});
