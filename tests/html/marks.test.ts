import { describe, expect, it } from 'vitest';
import { paragraph, render, renderInline, text } from './helpers.js';

const m = (type: string, attrs?: Record<string, unknown>) => (attrs ? { type, attrs } : { type });

describe('inline marks', () => {
  it.each([
    ['strong', '<strong>x</strong>'],
    ['em', '<em>x</em>'],
    ['strike', '<del>x</del>'],
    ['code', '<code>x</code>'],
    ['underline', '<u>x</u>'],
  ])('%s', (type, html) => {
    expect(renderInline(text('x', [m(type)]))).toBe(html);
  });

  it('link with title', () => {
    expect(renderInline(text('x', [m('link', { href: 'https://a.test/?q=1&r=2', title: 'T "q"' })]))).toBe(
      '<a href="https://a.test/?q=1&amp;r=2" title="T &quot;q&quot;">x</a>',
    );
  });

  it('subsup, textColor, backgroundColor, annotation', () => {
    expect(renderInline(text('2', [m('subsup', { type: 'sub' })]))).toBe('<sub>2</sub>');
    expect(renderInline(text('2', [m('subsup', { type: 'sup' })]))).toBe('<sup>2</sup>');
    expect(renderInline(text('c', [m('textColor', { color: '#ff5630' })]))).toBe(
      '<span style="color: #ff5630">c</span>',
    );
    expect(renderInline(text('c', [m('backgroundColor', { color: '#fedec8' })]))).toBe(
      '<span style="background-color: #fedec8">c</span>',
    );
    expect(renderInline(text('c', [m('annotation', { id: 'a1', annotationType: 'inlineComment' })]))).toBe(
      '<mark class="adf-annotation" data-annotation-id="a1">c</mark>',
    );
  });

  it('nest in the canonical order whatever order the JSON lists them', () => {
    expect(renderInline(text('x', [m('strong'), m('em'), m('link', { href: '/u' })]))).toBe(
      '<a href="/u"><em><strong>x</strong></em></a>',
    );
  });

  it('adjacent text nodes share the marks they have in common', () => {
    const link = m('link', { href: '/u' });
    expect(renderInline(text('a', [link, m('em')]), text(' b', [link]), text(' c'))).toBe(
      '<a href="/u"><em>a</em> b</a> c',
    );
  });

  it('a mark that runs longer opens outside a shorter one', () => {
    const strong = m('strong');
    const em = m('em');
    expect(renderInline(text('foo ', [strong]), text('bar', [em, strong]), text(' baz', [strong]))).toBe(
      '<strong>foo <em>bar</em> baz</strong>',
    );
    expect(renderInline(text('foo', [em, strong]), text(' bar', [strong]))).toBe(
      '<strong><em>foo</em> bar</strong>',
    );
    expect(renderInline(text('foo ', [em]), text('bar', [m('link', { href: '/u' }), em]))).toBe(
      '<em>foo <a href="/u">bar</a></em>',
    );
  });

  it('a mark listed twice renders once', () => {
    expect(renderInline(text('x', [m('em'), m('em')]), text('y', [m('em')]))).toBe('<em>xy</em>');
  });

  it('different link targets are different elements', () => {
    expect(renderInline(text('a', [m('link', { href: '/1' })]), text('b', [m('link', { href: '/2' })]))).toBe(
      '<a href="/1">a</a><a href="/2">b</a>',
    );
  });

  it('a hard break keeps open the marks both neighbours share', () => {
    expect(renderInline(text('a', [m('em')]), { type: 'hardBreak' }, text('b', [m('em')]))).toBe(
      '<em>a<br />b</em>',
    );
    expect(renderInline(text('a', [m('em')]), { type: 'hardBreak' }, text('b'))).toBe('<em>a</em><br />b');
  });

  it('an unknown mark wraps a marked span; dataConsumer and fragment change nothing', () => {
    expect(renderInline(text('x', [m('sparkle')]))).toBe(
      '<span class="adf-unknown-mark" data-mark-type="sparkle">x</span>',
    );
    expect(
      renderInline(text('x', [m('dataConsumer', { sources: ['a'] }), m('fragment', { localId: 'f' })])),
    ).toBe('x');
  });
});

describe('block marks', () => {
  it('alignment on a paragraph (end is right)', () => {
    expect(render({ ...paragraph(text('x')), marks: [m('alignment', { align: 'end' })] })).toBe(
      '<p style="text-align: right">x</p>\n',
    );
  });

  it('indentation on a paragraph', () => {
    expect(render({ ...paragraph(text('x')), marks: [m('indentation', { level: 2 })] })).toBe(
      '<p style="margin-left: 60px">x</p>\n',
    );
  });

  it('alignment and indentation on a heading', () => {
    expect(
      render({
        type: 'heading',
        attrs: { level: 1 },
        marks: [m('alignment', { align: 'center' })],
        content: [text('h')],
      }),
    ).toBe('<h1 style="text-align: center">h</h1>\n');
  });

  it('breakout on a code block and on a layout section', () => {
    expect(
      render({ type: 'codeBlock', marks: [m('breakout', { mode: 'wide' })], content: [text('c')] }),
    ).toBe('<pre class="adf-breakout-wide"><code>c</code></pre>\n');
    expect(
      render({ type: 'layoutSection', marks: [m('breakout', { mode: 'full-width' })], content: [] }),
    ).toBe('<div class="adf-layout-section adf-breakout-full-width">\n</div>\n');
  });

  it('fontSize small on a paragraph', () => {
    expect(render({ ...paragraph(text('x')), marks: [m('fontSize', { fontSize: 'small' })] })).toBe(
      '<p class="adf-font-small">x</p>\n',
    );
  });
});
