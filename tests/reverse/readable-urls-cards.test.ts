import { describe, expect, it } from 'vitest';
import { convert } from '../../src/index.js';
import { adfToHtml } from '../../src/compose/html.js';
import { convertAdf } from '../../src/compose/reverse.js';
import { validateAdf } from '../../src/validate/index.js';
import type { AdfDoc, AdfNode } from '../../src/types.js';
import { doc, link, paragraph, readable, text } from './helpers.js';

const card = (url: string): AdfNode => ({ type: 'inlineCard', attrs: { url } });
const DATASOURCE = {
  id: 'ds-1',
  parameters: { cloudId: 'c1', jql: 'project=EDM' },
  views: [{ type: 'table', properties: { columns: [{ key: 'key' }, { key: 'summary' }] } }],
};
const DATASOURCE_JSON =
  '{"id":"ds-1","parameters":{"cloudId":"c1","jql":"project=EDM"},"views":[{"type":"table","properties":{"columns":[{"key":"key"},{"key":"summary"}]}}]}';

function codes(markdown: string, profile: 'extended' | 'atlassian' = 'extended'): string[] {
  return convert(markdown, { profile }).diagnostics.map((d) => `${d.code} ${d.line}:${d.column}`);
}

describe('links whose URL a Markdown link would change', () => {
  it('a URL markdown-it would percent-encode is an <a href> element, kept exactly', () => {
    readable(
      [paragraph(text('Link with special chars', link('https://example.com/café?param=value&other=™')))],
      '<a href="https://example.com/café?param=value&other=™">Link with special chars</a>\n',
    );
  });

  it('quotes and entity-like text in the URL and title are character references', () => {
    readable(
      [paragraph(text('a '), text('t', link('https://x.org/ü?a=1&copy;b="c"', 'say "hi"')))],
      'a <a href="https://x.org/ü?a=1&amp;copy;b=&quot;c&quot;" title="say &quot;hi&quot;">t</a>\n',
    );
  });

  it('a javascript: link is kept as <a href>, with a space before the next link left as it is', () => {
    readable(
      [
        paragraph(
          text('Click me! ', link('javascript:alert("hello world")')),
          text('www.atlassian.com', link('www.atlassian.com')),
        ),
      ],
      '<a href="javascript:alert(&quot;hello world&quot;)">Click me! </a>[www.atlassian.com](www.atlassian.com)\n',
    );
  });

  it('reading <a href> warns script-url for a javascript: URL and keeps it exactly', () => {
    const { doc: read, diagnostics } = convert('a <a href="javascript:alert(1)">x</a> b');
    expect(read.content).toEqual([paragraph(text('a '), text('x', link('javascript:alert(1)')), text(' b'))]);
    expect(diagnostics.map((d) => `${d.code} ${d.line}:${d.column}`)).toEqual(['script-url 1:3']);
  });

  it('an <a href> to an ordinary URL reads without a diagnostic, valid in both profiles', () => {
    for (const profile of ['extended', 'atlassian'] as const) {
      const { doc: read, diagnostics } = convert('<a href="https://例え.jp/ä b">x</a>', { profile });
      expect(read.content).toEqual([paragraph(text('x', link('https://例え.jp/ä b')))]);
      expect(diagnostics).toEqual([]);
      expect(validateAdf(read, { profile }).valid).toBe(true);
    }
  });

  it('an <a> without href is its text, as GitHub shows it, with no warning', () => {
    expect(codes('<a name="x">y</a>')).toEqual([]);
  });

  it('HTML output never links a javascript: URL, from a link or a card', () => {
    const input: AdfDoc = doc(
      paragraph(text('x', link('javascript:alert(1)')), card('javascript:alert(document.domain)')),
    );
    const html = adfToHtml(input);
    expect(html).toBe(
      '<p><a href="#">x</a><a class="adf-inline-card" href="#">javascript:alert(document.domain)</a></p>\n',
    );
  });
});

describe('cards', () => {
  it('an inline card whose URL no Markdown link keeps is the directive with url, which is the card', () => {
    readable(
      [paragraph(text('see '), card('javascript:alert(document.domain)'), text(' now'))],
      'see <!-- adf:inlineCard url="javascript:alert(document.domain)" --> now\n',
    );
    expect(codes('see <!-- adf:inlineCard url="javascript:alert(document.domain)" --> now')).toEqual([
      'script-url 1:25',
    ]);
  });

  it('an inline card to a URL with non-ASCII characters keeps it exactly', () => {
    readable(
      [paragraph(text('a '), card('https://example.com/café'))],
      'a <!-- adf:inlineCard url="https://example.com/café" -->\n',
    );
  });

  it('an inline card to an ordinary URL keeps the link form', () => {
    readable(
      [paragraph(text('a '), card('https://example.com/a'))],
      'a <!-- adf:inlineCard -->[https://example.com/a](https://example.com/a)\n',
    );
  });

  it('a card of a datasource carries it as JSON in adf:blockCard, with its layout', () => {
    readable(
      [
        {
          type: 'blockCard',
          attrs: { url: 'https://jira.example.com/issues/?jql=x', datasource: DATASOURCE, layout: 'wide' },
        },
      ],
      `<!-- adf:blockCard datasource='${DATASOURCE_JSON}' layout="wide" -->\n<https://jira.example.com/issues/?jql=x>\n`,
    );
  });

  it('a datasource of the wrong shape is refused where it is written; the card stays valid', () => {
    for (const profile of ['extended', 'atlassian'] as const) {
      const { doc: read, diagnostics } = convert(
        `<!-- adf:blockCard datasource='{"id":"x"}' layout="wide" -->\n<https://a.example/b>\n`,
        { profile },
      );
      expect(read.content).toEqual([{ type: 'blockCard', attrs: { url: 'https://a.example/b' } }]);
      expect(diagnostics.map((d) => `${d.code} ${d.line}:${d.column}`)).toEqual([
        'invalid-attribute-value 1:20',
        'attribute-dropped 1:44',
      ]);
      expect(validateAdf(read, { profile }).valid).toBe(true);
    }
  });
});

describe('dates', () => {
  it('a date with a localId carries it in adf:date', () => {
    readable(
      [
        paragraph(
          text('due '),
          { type: 'date', attrs: { localId: 'd-1', timestamp: '1767225600000' } },
          text(' ok'),
        ),
      ],
      'due <!-- adf:date localId="d-1" -->2026-01-01 ok\n',
    );
  });

  it('every form above is written without adf:node', () => {
    const { diagnostics } = convertAdf(doc(paragraph(card('javascript:x'))));
    expect(diagnostics).toEqual([]);
  });
});

describe('links in table cells', () => {
  it('a | in an <a href> URL is a character reference, so the row keeps its cells', () => {
    const cell = (type: string, ...content: AdfNode[]): AdfNode => ({
      type,
      content: [paragraph(...content)],
    });
    readable(
      [
        {
          type: 'table',
          content: [
            { type: 'tableRow', content: [cell('tableHeader', text('h'))] },
            { type: 'tableRow', content: [cell('tableCell', text('x', link('https://a.example/é|b')))] },
          ],
        },
      ],
      '| h                                          |\n| ------------------------------------------ |\n| <a href="https://a.example/é&#124;b">x</a> |\n',
    );
  });
});
