import { describe, expect, it } from 'vitest';
import type { AdfMark, AdfNode } from '../../src/types.js';
import {
  align,
  code,
  codeBlock,
  doc,
  h,
  link,
  ol,
  p,
  pm,
  quote,
  strong,
  t,
  table,
  td,
  th,
  tr,
  ul,
} from './builders.js';
import { inBoth, valid } from './ext-helpers.js';

/** HTML in Markdown, read as GitHub shows it (src/constructs/html/). */
const media = (url: string, attrs: Record<string, unknown> = {}): AdfNode => ({
  type: 'media',
  attrs: { type: 'external', url, ...attrs },
});
/** A linked image carries its link on the media node, where the editor's schema takes it. */
const single = (attrs: Record<string, unknown>, content: AdfNode, marks?: AdfMark[]): AdfNode => ({
  type: 'mediaSingle',
  attrs,
  content: [marks ? { ...content, marks } : content],
});

describe('HTML blocks', () => {
  it('a centred logo atop a heading: the image before the heading, its size kept, the heading aligned', () => {
    const markdown =
      '<h1 align="center">\n  <img src="https://x.test/logo.png" alt="logo" width="120" height="40">\n  <br>Name\n</h1>\n';
    const logo = single(
      { layout: 'center', width: 120, widthType: 'pixel' },
      media('https://x.test/logo.png', { alt: 'logo', width: 120, height: 40 }),
    );
    expect(valid(markdown, 'extended')).toMatchObject({
      doc: doc(logo, { type: 'heading', attrs: { level: 1, textAlign: 'center' }, content: [t('Name')] }),
      codes: [],
    });
    expect(valid(markdown, 'atlassian')).toMatchObject({
      doc: doc(logo, { ...h(1, t('Name')), marks: [align('center')] }),
      codes: [],
    });
  });

  it('a badge row: each image its alt text, linked where its link goes, in a centred paragraph, one warning', () => {
    const { doc: out, codes } = inBoth(
      '<p align="center">\n  <a href="https://ci.test"><img src="https://b.test/ci.svg" alt="build"></a>\n  <a href="https://npm.test"><img src="https://b.test/npm.svg" alt="npm"></a>\n</p>\n',
    );
    expect(out).toEqual(
      doc(
        pm(
          [align('center')],
          t('build', link('https://ci.test')),
          t(' '),
          t('npm', link('https://npm.test')),
        ),
      ),
    );
    expect(codes).toEqual(['1:1 inline-replaced']);
  });

  it('a linked image alone, in a paragraph of tags: a linked mediaSingle', () => {
    const { doc: out, codes } = inBoth(
      '<a href="https://x.test"><img src="https://x.test/l.png" width="50%"></a>\n',
    );
    expect(out).toEqual(
      doc(
        single({ layout: 'center', width: 50, widthType: 'percentage' }, media('https://x.test/l.png'), [
          link('https://x.test'),
        ]),
      ),
    );
    expect(codes).toEqual([]);
  });

  it('<picture>: its <img>, the <source>s ignored', () => {
    const { doc: out } = inBoth(
      '<picture>\n  <source media="(prefers-color-scheme: dark)" srcset="https://x.test/d.png">\n  <img src="https://x.test/l.png" alt="diagram" align="right">\n</picture>\n',
    );
    expect(out).toEqual(
      doc(single({ layout: 'align-end' }, media('https://x.test/l.png', { alt: 'diagram' }))),
    );
  });

  it('Markdown between the tags of a <div align="center"> (after a blank line) is Markdown, centred', () => {
    const { doc: out, codes } = valid(
      '<div align="center">\n\nSome **bold**.\n\n</div>\n\nafter\n',
      'atlassian',
    );
    expect(out).toEqual(doc(pm([align('center')], t('Some '), t('bold', strong), t('.')), p(t('after'))));
    expect(codes).toEqual([]);
  });

  it('an HTML table with colspan, rowspan, th and align: an ADF table on a sound grid', () => {
    const { doc: out, codes } = inBoth(
      '<table>\n<tr><th colspan="2">Head</th></tr>\n<tr><td rowspan="2" align="center">a</td><td>b</td></tr>\n<tr><td>c</td></tr>\n<tr><td>d</td></tr>\n</table>\n',
    );
    expect(out).toEqual(
      doc(
        table([
          tr(th(p(t('Head')), { colspan: 2 })),
          tr(td(pm([align('center')], t('a')), { rowspan: 2 }), td(p(t('b')))),
          tr(td(p(t('c')))),
          tr(td(p(t('d'))), td(p())),
        ]),
      ),
    );
    expect(codes).toEqual([]);
  });

  it('pre, lists, quotes, rules and description lists', () => {
    const { doc: out } = inBoth(
      '<pre lang="js">const a = 1 &lt; 2;\n</pre>\n\n<ol start="3"><li>three</li><li>four <b>4</b></li></ol>\n\n<ul><li>x</li></ul>\n\n<blockquote>q</blockquote>\n\n<hr>\n\n<dl><dt>Term</dt><dd>Meaning</dd></dl>\n',
    );
    expect(out).toEqual(
      doc(
        codeBlock('const a = 1 < 2;', { language: 'js' }),
        ol(3, [p(t('three'))], [p(t('four '), t('4', strong))]),
        ul([p(t('x'))]),
        quote(p(t('q'))),
        { type: 'rule' },
        p(t('Term', strong)),
        p(t('Meaning')),
      ),
    );
  });

  it('what GitHub strips goes, its text kept (a script with its content), one raw-html per tag name and block', () => {
    const { doc: out, codes } = inBoth(
      '<div>\n<font>a</font> <font>b</font>\n<script>alert(1)</script><iframe src="x"></iframe>\n</div>\n',
    );
    expect(out).toEqual(doc(p(t('a b'))));
    expect(codes).toEqual(['2:1 raw-html', '3:1 raw-html', '3:26 raw-html']);
  });
});

describe('inline HTML among Markdown text', () => {
  it('tags with harmless attributes keep their meaning; <kbd>, <mark>, <q>, <abbr>, <small>', () => {
    const { doc: out, codes } = inBoth(
      'Press <kbd>Ctrl</kbd>, <mark>hi</mark>, <q>quoted</q>, <abbr title="x">AB</abbr> <small>s</small> <a href="https://x.test" target="_blank" rel="noopener">go</a>\n',
    );
    expect(out).toEqual(
      doc(
        p(
          t('Press '),
          t('Ctrl', code),
          t(', '),
          t('hi', { type: 'backgroundColor', attrs: { color: '#f8e6a0' } }),
          t(', \u201cquoted\u201d, AB s '),
          t('go', link('https://x.test')),
        ),
      ),
    );
    expect(codes).toEqual([]);
  });

  it('an image among text is its alt text linked to the image, with inline-replaced at the tag', () => {
    const { doc: out, codes } = inBoth('see <img src="https://x.test/i.png" alt="icon"> here\n');
    expect(out).toEqual(doc(p(t('see '), t('icon', link('https://x.test/i.png')), t(' here'))));
    expect(codes).toEqual(['1:5 inline-replaced']);
  });

  it('a stripped tag among text warns once per name in its paragraph, at its column; its text stays', () => {
    const { doc: out, codes } = inBoth('a <font>b</font> <font>c</font> <blink>d</blink>\n');
    expect(out).toEqual(doc(p(t('a b c d'))));
    expect(codes).toEqual(['1:3 raw-html', '1:33 raw-html']);
  });
});

describe('HTML that is no element', () => {
  it('a processing instruction stays as written, with raw-html', () => {
    const { doc: out, codes } = inBoth('<?php echo 1; ?>\n');
    expect(out).toEqual(doc(p(t('<?php echo 1; ?>'))));
    expect(codes).toEqual(['1:1 raw-html']);
  });
});
