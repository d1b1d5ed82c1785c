import { describe, expect, it } from 'vitest';
import { MAX_NODE_DEPTH, validateAdf } from '../../src/validate/index.js';
import type { AdfNode } from '../../src/types.js';

/** doc > blockquote > blockquote > ... > paragraph, `quotes` deep, built without recursion. */
function nestedQuotes(quotes: number): { type: 'doc'; version: 1; content: AdfNode[] } {
  let node: AdfNode = { type: 'paragraph', content: [{ type: 'text', text: 'bottom' }] };
  for (let i = 0; i < quotes; i++) node = { type: 'blockquote', content: [node] };
  return { type: 'doc', version: 1, content: [node] };
}

const pathAtDepth = (depth: number) => '/content/0'.repeat(depth);

describe('depth guard', () => {
  it('a 100,000-deep document is invalid with a depth error, without throwing', () => {
    const result = validateAdf(nestedQuotes(100_000));
    expect(result).toEqual({
      valid: false,
      errors: [
        {
          path: pathAtDepth(MAX_NODE_DEPTH + 1),
          message: 'nodes are nested deeper than 500 levels (the limit of this validator)',
        },
      ],
    });
  });

  it('the same document parsed from JSON text, in the atlassian profile too', () => {
    // Written by repetition: JSON.stringify itself recurses and would overflow first.
    const json = `{"type":"doc","version":1,"content":[${'{"type":"blockquote","content":['.repeat(20_000)}{"type":"paragraph"}${']}'.repeat(20_000)}]}`;
    expect(validateAdf(JSON.parse(json), { profile: 'atlassian' }).errors[0].message).toBe(
      'nodes are nested deeper than 500 levels (the limit of this validator)',
    );
  });

  it('exactly 500 levels is still checked by the schema (and valid in extended)', () => {
    // 498 quotes, the paragraph and its text: the text is at depth 500 (the doc is depth 0).
    expect(validateAdf(nestedQuotes(MAX_NODE_DEPTH - 2))).toEqual({ valid: true, errors: [] });
    expect(validateAdf(nestedQuotes(MAX_NODE_DEPTH - 1)).errors).toEqual([
      {
        path: pathAtDepth(MAX_NODE_DEPTH + 1),
        message: 'nodes are nested deeper than 500 levels (the limit of this validator)',
      },
    ]);
  });

  it('500 levels of lists validate in the atlassian profile without a stack overflow', () => {
    // bulletList at depth 1, listItems at even depths up to 498, its paragraph at 499, the text at 500.
    const leaf: AdfNode = { type: 'paragraph', content: [{ type: 'text', text: 'leaf' }] };
    let item: AdfNode = { type: 'listItem', content: [leaf] };
    for (let depth = 4; depth < MAX_NODE_DEPTH; depth += 2) {
      item = {
        type: 'listItem',
        content: [
          { type: 'paragraph', content: [] },
          { type: 'bulletList', content: [item] },
        ],
      };
    }
    const document = { type: 'doc', version: 1, content: [{ type: 'bulletList', content: [item] }] };
    expect(validateAdf(document, { profile: 'atlassian' })).toEqual({ valid: true, errors: [] });
  });

  it('a cyclic object is reported as a cycle where it meets itself, not looped over', () => {
    const quote: AdfNode = { type: 'blockquote', content: [] };
    quote.content!.push(quote);
    const result = validateAdf({ type: 'doc', version: 1, content: [quote] });
    expect(result).toEqual({
      valid: false,
      errors: [{ path: '/content/0/content/0', message: 'the object contains itself (a cycle)' }],
    });
  });
});
