import { describe, expect, it } from 'vitest';
import { adfToHtml } from '../../src/html/index.js';
import { paragraph, render, renderInline, text } from './helpers.js';

const link = (href: string) => text('x', [{ type: 'link', attrs: { href } }]);

describe('escaping', () => {
  it('text is escaped', () => {
    expect(renderInline(text('<script>alert("x")</script> & more'))).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more',
    );
  });

  it('attribute values are escaped: quotes cannot close the attribute', () => {
    expect(
      render({ type: 'heading', attrs: { level: 1, id: '"><script>x</script>' }, content: [text('h')] }),
    ).toBe('<h1 id="&quot;&gt;&lt;script&gt;x&lt;/script&gt;">h</h1>\n');
    expect(renderInline(text('x', [{ type: 'link', attrs: { href: '/a" onclick="x' } }]))).toBe(
      '<a href="/a&quot; onclick=&quot;x">x</a>',
    );
  });

  it('code, titles, languages, status text and unknown types are escaped', () => {
    expect(render({ type: 'codeBlock', attrs: { language: '"x' }, content: [text('</code><b>')] })).toBe(
      '<pre><code class="language-&quot;x">&lt;/code&gt;&lt;b&gt;</code></pre>\n',
    );
    expect(render({ type: 'expand', attrs: { title: '<i>' }, content: [] })).toContain(
      '<summary>&lt;i&gt;</summary>',
    );
    expect(renderInline({ type: 'status', attrs: { text: '<b>', color: 'red' } })).toBe(
      '<span class="adf-status adf-status-red">&lt;b&gt;</span>',
    );
    expect(render({ type: '"><script>', content: [] })).toBe(
      '<div class="adf-unknown" data-type="&quot;&gt;&lt;script&gt;"></div>\n',
    );
  });

  it('the page title is escaped', () => {
    expect(
      adfToHtml({ type: 'doc', version: 1, content: [] }, { standalone: true, title: '</title><script>' }),
    ).toContain('<title>&lt;/title&gt;&lt;script&gt;</title>');
  });
});

describe('URLs', () => {
  it.each([
    'https://a.test/',
    'http://a.test/',
    'mailto:a@b.test',
    'tel:+100',
    '/rel/path',
    'rel',
    '#frag',
    '?q=1',
    '',
  ])('keeps %j', (href) => {
    expect(renderInline(link(href))).toBe(`<a href="${href}">x</a>`);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'vbscript:x',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
  ])('turns %j into #', (href) => {
    expect(renderInline(link(href))).toBe('<a href="#">x</a>');
  });

  it('a missing or non-string href is #', () => {
    expect(renderInline(text('x', [{ type: 'link', attrs: {} }]))).toBe('<a href="#">x</a>');
    expect(renderInline(text('x', [{ type: 'link', attrs: { href: 42 } }]))).toBe('<a href="#">x</a>');
  });

  it('cards follow the same rule', () => {
    expect(renderInline({ type: 'inlineCard', attrs: { url: 'javascript:alert(1)' } })).toBe(
      '<a class="adf-inline-card" href="#">javascript:alert(1)</a>',
    );
  });

  it('images: http(s), relative and raster data:image only; anything else is a placeholder', () => {
    const image = (url: string) =>
      render({
        type: 'mediaSingle',
        attrs: { layout: 'center' },
        content: [{ type: 'media', attrs: { type: 'external', url } }],
      });
    expect(image('data:image/png;base64,AAAA')).toContain('<img src="data:image/png;base64,AAAA" alt="" />');
    expect(image('javascript:alert(1)')).toBe(
      '<figure class="adf-media-single" data-layout="center"><span class="adf-media-file">file</span></figure>\n',
    );
    expect(image('data:image/svg+xml,<svg onload=alert(1)>')).not.toContain('<img');
  });
});

describe('colours', () => {
  it.each(['#fff', '#ff5630', '#ff563080', 'red', 'rebeccapurple'])('accepts %j', (color) => {
    expect(renderInline(text('c', [{ type: 'textColor', attrs: { color } }]))).toBe(
      `<span style="color: ${color}">c</span>`,
    );
  });

  it.each([
    'red; background: url(x)',
    'expression(alert(1))',
    '#ff',
    '#gggggg',
    'url(javascript:x)',
    '"red"',
  ])('refuses %j', (color) => {
    expect(renderInline(text('c', [{ type: 'textColor', attrs: { color } }]))).toBe('<span>c</span>');
    expect(
      render({ type: 'table', attrs: { borderColor: color }, content: [] }) +
        render({ type: 'blockquote', attrs: { backgroundColor: color }, content: [paragraph()] }),
    ).not.toContain('style');
  });
});

describe('no script ever', () => {
  it('nothing a user writes produces a script element or an event handler attribute', () => {
    const hostile = '<script>alert(1)</script><img src=x onerror=alert(1)>';
    const html = render(
      paragraph(text(hostile, [{ type: 'link', attrs: { href: hostile, title: hostile } }])),
      {
        type: 'heading',
        attrs: { level: 1, id: hostile, anchor: hostile, color: hostile },
        content: [text(hostile)],
      },
      {
        type: 'panel',
        attrs: { panelType: hostile, panelIconText: hostile, panelColor: hostile },
        content: [],
      },
      { type: 'extension', attrs: { extensionKey: hostile, extensionType: hostile, text: hostile } },
      { type: hostile, text: hostile },
    );
    expect(html).not.toMatch(/<script|<img/i);
    // Every real tag's attribute names: values never hold a raw quote, so `"[^"]*"` delimits them.
    const attributeNames = [...html.matchAll(/<[a-z][a-z0-9]*((?:\s[a-z-]+(?:="[^"]*")?)*)\s*\/?>/g)].flatMap(
      ([, attrs]) => [...attrs.matchAll(/\s([a-z-]+)(?:="[^"]*")?/g)].map(([, name]) => name),
    );
    expect(attributeNames.length).toBeGreaterThan(5);
    expect(attributeNames.filter((name) => name.startsWith('on'))).toEqual([]);
  });
});
