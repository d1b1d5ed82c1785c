import { describe, expect, it } from 'vitest';
import { adfToHtml } from '../../src/compose/html.js';
import { convert } from '../../src/index.js';
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

describe('HTML in Markdown, through the converter and the preview', () => {
  // Every form of hostile HTML the HTML construct reads (src/constructs/html/): tags, attributes and URLs.
  const HOSTILE = [
    '<p align="center" onclick="alert(1)"><img src="javascript:alert(1)" alt="x" onerror="alert(1)" width="1"></p>',
    '<div align="center"><a href="javascript:alert(1)" onmouseover="alert(1)"><img src="data:image/svg+xml,<svg onload=alert(1)>"></a></div>',
    '<table onclick="alert(1)"><tr><td colspan="2" style="background:url(javascript:alert(1))" width="9&quot; onclick=&quot;x">a</td></tr></table>',
    '<h1 align="center" id="x&quot;><script>alert(1)</script>">t</h1>',
    '<picture><source srcset="javascript:alert(1)"><img src="https://x.test/a.png&quot; onerror=&quot;alert(1)" alt="&quot;><script>alert(1)</script>"></picture>',
    '<pre lang="&quot;><script>alert(1)</script>">code</pre>',
    '<ol start="1&quot; onclick=&quot;x"><li onclick="x">a</li></ol>',
    'text <a href="javascript:alert(1)" title="&quot;><script>x</script>">l</a> <img src="vbscript:x" alt="<svg onload=x>"> <span style="color: #ff0000" onclick="x">c</span> <iframe src="javascript:alert(1)"></iframe> <script>alert(1)</script> <mark onclick="x">m</mark> <kbd onclick="x">k</kbd>',
    '<svg><script>alert(1)</script></svg><style>*{x:expression(alert(1))}</style><form action="javascript:x"><input onfocus="x" autofocus></form>',
  ].join('\n\n');

  it.each(['extended', 'atlassian'] as const)(
    'no script, event handler or script URL reaches the preview (%s)',
    (profile) => {
      const html = adfToHtml(convert(HOSTILE, { profile }).doc);
      expect(html).not.toMatch(/<(script|svg|iframe|style|form|input)/i);
      expect(html).not.toMatch(/(href|src)="\s*(javascript|vbscript|data:image\/svg)/i);
      const attributeNames = [
        ...html.matchAll(/<[a-z][a-z0-9]*((?:\s[a-z-]+(?:="[^"]*")?)*)\s*\/?>/g),
      ].flatMap(([, attrs]) => [...attrs.matchAll(/\s([a-z-]+)(?:="[^"]*")?/g)].map(([, name]) => name));
      expect(attributeNames.length).toBeGreaterThan(5);
      expect(attributeNames.filter((name) => name.startsWith('on'))).toEqual([]);
      // Every tag the preview writes is one it writes of its own, never one named by the input.
      const tags = new Set([...html.matchAll(/<([a-z][a-z0-9]*)/g)].map(([, name]) => name));
      expect([...tags].filter((tag) => !PREVIEW_TAGS.has(tag))).toEqual([]);
    },
  );
});

const PREVIEW_TAGS = new Set(
  'a p h1 h2 h3 h4 h5 h6 figure img span div table tbody thead tr td th colgroup col pre code ol ul li blockquote hr br strong em u del sub sup mark time details summary figcaption input'.split(
    ' ',
  ),
);
