import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GFM_SPEC, extractGfmExtensionExamples, gfmExtensionExamples } from './examples.js';
import { RULES, normalize, serialize, tokenize } from './normalize.js';

describe('tokenize and serialize', () => {
  it('sort attributes, decode references, re-escape the special four, unify void tags (cmark writes no other named reference)', () => {
    expect(serialize(tokenize(`<img src='a&amp;b' alt=x /><br>&#65;&#x42;&lt;&quot;&ouml;`))).toBe(
      '<img alt="x" src="a&amp;b"><br>AB&lt;&quot;&amp;ouml;',
    );
  });
});

describe('each rule', () => {
  const same = (expected: string, actual: string) =>
    expect(normalize(actual, 'actual')).toBe(normalize(expected, 'expected'));
  const differ = (expected: string, actual: string) =>
    expect(normalize(actual, 'actual')).not.toBe(normalize(expected, 'expected'));

  it('every rule has a name and at least one side', () => {
    expect(RULES.map((r) => r.name)).toEqual([
      'cell-left-alignment',
      'cell-alignment',
      'cell-paragraphs',
      'list-item-paragraphs',
      'media-single-figure',
      'image-title',
      'nested-same-emphasis',
      'unsafe-href',
      'renderer-hooks',
      'code-final-newline',
      'whitespace',
    ]);
  });

  it('cell-left-alignment and cell-alignment', () => {
    same('<td align="left">a</td>', '<td><p>a</p>\n</td>');
    same('<td align="center">a</td>', '<td><p style="text-align: center">a</p>\n</td>');
    differ('<td align="right">a</td>', '<td><p style="text-align: center">a</p>\n</td>');
  });

  it('list-item-paragraphs: tight and loose items compare equal, content still counts', () => {
    same('<ul>\n<li>a</li>\n</ul>', '<ul>\n<li><p>a</p>\n</li>\n</ul>\n');
    same('<li>\n<p>a</p>\n<p>b</p>\n</li>', '<li><p>a</p>\n<p>b</p>\n</li>\n');
    differ('<li>a</li>', '<li><p>b</p></li>');
  });

  it('media-single-figure and image-title', () => {
    same(
      '<p><img src="/u" alt="x" title="t" /></p>',
      '<figure class="adf-media-single" data-layout="center"><img src="/u" alt="x" /></figure>\n',
    );
    differ('<p><img src="/u" alt="x" /></p>', '<figure><img src="/v" alt="x" /></figure>');
  });

  it('nested-same-emphasis', () => {
    same('<p><em>a <em>b</em></em></p>', '<p><em>a b</em></p>');
    differ('<p><em>a <strong>b</strong></em></p>', '<p><em>a b</em></p>');
  });

  it('unsafe-href (expected side only)', () => {
    same('<a href="javascript:x">a</a>', '<a href="#">a</a>');
    same('<a href="irc://foo.bar">a</a>', '<a href="#">a</a>');
    differ('<a href="https://x">a</a>', '<a href="#">a</a>');
  });

  it('renderer-hooks', () => {
    same('<ul><li>a</li></ul>', '<ul class="adf-task-list"><li data-state="x">a</li></ul>');
    differ('<pre><code class="language-js">a</code></pre>', '<pre><code>a</code></pre>');
  });

  it('code-final-newline', () => {
    same('<pre><code>a\n</code></pre>', '<pre><code>a</code></pre>');
    differ('<pre><code>a\n\n</code></pre>', '<pre><code>a</code></pre>');
  });

  it('whitespace: soft breaks, block boundaries, after <br>; not inside <pre>', () => {
    same('<p>a\nb</p>\n<p>c</p>', '<p>a b</p><p>c</p>');
    same('<p>a<br />\nb</p>', '<p>a<br />b</p>');
    differ('<p>a b</p>', '<p>a  b</p>');
    differ('<pre><code>a\nb</code></pre>', '<pre><code>a b</code></pre>');
  });
});

describe('GFM fixture', () => {
  it.skipIf(!existsSync(GFM_SPEC))('matches the GFM spec text it was extracted from', () => {
    expect(gfmExtensionExamples()).toEqual(extractGfmExtensionExamples());
  });
});
