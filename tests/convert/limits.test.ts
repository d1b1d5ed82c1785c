import { describe, expect, it } from 'vitest';
import { convert, InputError, validateAdf } from '../../src/index.js';
import { MAX_NESTING } from '../../src/markdown/tokenizer.js';
import type { AdfNode } from '../../src/types.js';

/** Depth of the tree, measured without recursion. */
function depth(root: AdfNode): number {
  let max = 0;
  const stack: Array<[AdfNode, number]> = [[root, 1]];
  while (stack.length > 0) {
    const [node, d] = stack.pop()!;
    max = Math.max(max, d);
    for (const child of node.content ?? []) stack.push([child, d + 1]);
  }
  return max;
}

function allText(root: AdfNode): string {
  let out = '';
  const stack: AdfNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.text) out += node.text;
    for (let i = (node.content?.length ?? 0) - 1; i >= 0; i--) stack.push(node.content![i]);
  }
  return out;
}

describe('input size and depth never overflow the stack', () => {
  it.each(['extended', 'atlassian'] as const)(
    '10,000-deep nested quotes (%s): bounded depth, deep text kept',
    (profile) => {
      const md = `${'>'.repeat(10_000)} deepest words\n`;
      const { doc, diagnostics } = convert(md, { profile });
      expect(validateAdf(doc, { profile }).valid).toBe(true);
      expect(depth(doc as AdfNode)).toBeLessThanOrEqual(MAX_NESTING + 5);
      expect(allText(doc as AdfNode)).toContain('deepest words');
      expect(diagnostics.some((d) => d.code === 'nesting-too-deep' && d.line === 1)).toBe(true);
    },
  );

  // 5,000 levels: their indentation alone is 25 million characters (INPUT_LIMITS.characters is 32 Mi).
  it('5,000-deep nested lists', () => {
    const md = Array.from({ length: 5_000 }, (_, i) => `${'  '.repeat(i)}- item ${i}`).join('\n');
    const { doc, diagnostics } = convert(md);
    expect(validateAdf(doc).valid).toBe(true);
    expect(allText(doc as AdfNode)).toContain('item 4999');
    expect(diagnostics.map((d) => d.code)).toContain('nesting-too-deep');
  });

  it('a 1 MB single line', () => {
    const md = 'word **strong** `code` [l](u) '.repeat(35_000);
    expect(md.length).toBeGreaterThan(1_000_000);
    const { doc } = convert(md);
    expect(validateAdf(doc).valid).toBe(true);
    expect(doc.content).toHaveLength(1);
  });

  it('a 10,000-row table', () => {
    const md = `| a | b |\n|---|---|\n${'| x | y |\n'.repeat(10_000)}`;
    const { doc } = convert(md, { profile: 'atlassian' });
    expect(doc.content[0].content).toHaveLength(10_001);
    expect(validateAdf(doc, { profile: 'atlassian' }).valid).toBe(true);
  });

  it.each([
    ['unclosed *', '*'],
    ['unclosed [', '['],
    ['unclosed `', '`'],
  ])('100,000 %s stay text', (_name, char) => {
    const md = `start ${char.repeat(100_000)} end`;
    const { doc } = convert(md);
    expect(validateAdf(doc).valid).toBe(true);
    expect(allText(doc as AdfNode)).toContain('end');
  });

  it('not a string and an unknown profile are InputErrors (TypeErrors)', () => {
    expect(() => convert(42 as unknown as string)).toThrow(InputError);
    expect(() => convert(42 as unknown as string)).toThrow(TypeError);
    expect(() => convert('x', { profile: 'jira' as 'extended' })).toThrow(InputError);
  });
});
