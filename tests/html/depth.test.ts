import { describe, expect, it } from 'vitest';
import type { AdfNode } from '../../src/types.js';
import { render, text } from './helpers.js';

describe('depth', () => {
  it('a 100,000-deep document renders without a stack overflow', () => {
    const depth = 100_000;
    let node: AdfNode = { type: 'paragraph', content: [text('deep')] };
    for (let i = 0; i < depth; i++) node = { type: 'blockquote', content: [node] };
    const html = render(node);
    expect(html.startsWith('<blockquote>\n'.repeat(depth))).toBe(true);
    expect(html.endsWith(`<p>deep</p>\n${'</blockquote>\n'.repeat(depth)}`)).toBe(true);
    expect(html.length).toBe(
      depth * ('<blockquote>\n'.length + '</blockquote>\n'.length) + '<p>deep</p>\n'.length,
    );
  });

  it('100,000 nested list items and unknown nodes too', () => {
    let list: AdfNode = { type: 'paragraph', content: [text('x')] };
    for (let i = 0; i < 50_000; i++) {
      list = { type: 'bulletList', content: [{ type: 'listItem', content: [list] }] };
    }
    let unknown: AdfNode = text('y');
    for (let i = 0; i < 100_000; i++) unknown = { type: 'mystery', content: [unknown] };
    const html = render(list, unknown);
    expect(html.split('<li>').length - 1).toBe(50_000);
    expect(html.split('class="adf-unknown"').length - 1).toBe(100_000);
  });
});
