import { describe, expect, it } from 'vitest';
import { doc, h, p, quote, run, t } from './builders.js';

describe('directive placement (spec: "directly before")', () => {
  it('a directive followed by a blank line applies to nothing', () => {
    const { doc: out, codes, diagnostics } = run('<!-- adf:heading id="x" -->\n\n# T\n');
    expect(out).toEqual(doc(h(1, t('T'))));
    expect(codes).toEqual(['1:6 dangling-directive']);
    expect(diagnostics[0].severity).toBe('warning');
  });

  it('a directive followed by a block of another type applies to nothing', () => {
    const { doc: out, codes, diagnostics } = run('<!-- adf:heading id="x" -->\n> quote\n');
    expect(out).toEqual(doc(quote(p(t('quote')))));
    expect(codes).toEqual(['1:6 dangling-directive']);
    expect(diagnostics[0].message).toContain('blockquote');
  });

  it('a directive followed by nothing applies to nothing', () => {
    expect(run('text\n\n<!-- adf:codeBlock theme="dark" -->\n').codes).toEqual(['3:6 dangling-directive']);
  });

  it('a directive inside a quote applies to the next block inside it', () => {
    expect(run('> <!-- adf:heading id="q" -->\n> # In\n').doc).toEqual(
      doc(quote({ type: 'heading', attrs: { level: 1, id: 'q' }, content: [t('In')] })),
    );
  });

  it('values may be in single or double quotes, and may contain the other quote', () => {
    const { doc: out } = run(`<!-- adf:heading id='say "hi"' anchor="it's" -->\n# T\n`);
    expect(out.content[0].attrs).toEqual({ level: 1, id: 'say "hi"', anchor: "it's" });
  });

  it('a directive spanning several lines works', () => {
    const { doc: out, codes } = run('<!-- adf:heading\n  id="multi"\n  textAlign="center" -->\n# T\n');
    expect(out.content[0].attrs).toEqual({ level: 1, id: 'multi', textAlign: 'center' });
    expect(codes).toEqual([]);
  });

  it('two directives of different kinds before one block: the matching one applies, the other dangles', () => {
    const { doc: out, codes } = run('<!-- adf:table layout="wide" -->\n<!-- adf:heading id="h" -->\n# T\n');
    expect(out.content[0].attrs).toEqual({ level: 1, id: 'h' });
    expect(codes).toEqual(['1:6 dangling-directive']);
  });

  it('a block directive inside paragraph text applies to nothing', () => {
    const { doc: out, codes } = run('text <!-- adf:heading id="x" --> more\n');
    expect(out).toEqual(doc(p(t('text  more'))));
    expect(codes).toEqual(['1:11 dangling-directive']);
  });

  it('a cell directive after text in a cell applies to nothing', () => {
    expect(run('| a <!-- adf:tableCell colspan="2" --> |\n|---|\n').codes).toEqual([
      '1:10 dangling-directive',
    ]);
  });
});

describe('malformed directives', () => {
  it('no type after adf: is an error', () => {
    const { doc: out, codes } = run('<!-- adf: -->\n# T\n');
    expect(out).toEqual(doc(h(1, t('T'))));
    expect(codes).toEqual(['1:10 malformed-directive']);
  });

  it('an unterminated quote is an error, and the value is not applied', () => {
    const { doc: out, diagnostics } = run('<!-- adf:heading textAlign="center" id="oops -->\n# T\n');
    expect(diagnostics.map((d) => [d.line, d.column, d.code, d.message])).toEqual([
      [
        1,
        40,
        'malformed-directive',
        'malformed directive: unterminated quote in the value of `id`; the attribute is dropped',
      ],
    ]);
    expect(out.content[0].attrs).toEqual({ level: 1, textAlign: 'center' });
  });

  it('an unquoted value is an error, and the value is not applied', () => {
    const { doc: out, codes } = run('<!-- adf:heading id=bare textAlign="center" -->\n# T\n');
    expect(codes).toEqual(['1:21 malformed-directive']);
    expect(out.content[0].attrs).toEqual({ level: 1, textAlign: 'center' });
  });

  it('an attribute without a value is an error', () => {
    expect(run('<!-- adf:codeBlock lineNumbers -->\n```\nx\n```\n').codes).toEqual([
      '1:20 malformed-directive',
    ]);
  });

  it('an unknown directive name is an error', () => {
    const { codes, diagnostics } = run('<!-- adf:tabel layout="wide" -->\n| a |\n|---|\n');
    expect(codes).toEqual(['1:6 unknown-directive']);
    expect(diagnostics[0].message).toContain('adf:tabel');
  });
});

describe('attribute names never reach an object prototype', () => {
  it.each(['__proto__', 'constructor', 'prototype'])(
    '%s is refused with an error, and nothing is polluted',
    (name) => {
      const before = Object.getOwnPropertyNames(Object.prototype).length;
      const { doc: out, codes } = run(
        `<!-- adf:heading ${name}="x" id="ok" -->\n# T\n| <!-- adf:tableCell ${name}="#ffffff" --> a |\n|---|\n`,
      );
      expect(codes).toEqual(['1:18 reserved-attribute-name', '3:22 reserved-attribute-name']);
      expect(out.content[0].attrs).toEqual({ level: 1, id: 'ok' });
      expect(Object.getPrototypeOf(out.content[0].attrs)).toBe(Object.prototype);
      expect(Object.getOwnPropertyNames(Object.prototype).length).toBe(before);
      expect(({} as Record<string, unknown>).x).toBeUndefined();
    },
  );

  it('a directive named __proto__ is an unknown directive', () => {
    expect(run('<!-- adf:__proto__ x="1" -->\n# T\n').codes).toEqual(['1:6 unknown-directive']);
  });

  it('the same attribute twice: a warning, the last value wins', () => {
    const { doc: out, codes } = run('<!-- adf:heading id="a" -->\n<!-- adf:heading id="b" -->\n# T\n');
    expect(out.content[0].attrs).toEqual({ level: 1, id: 'b' });
    expect(codes).toEqual(['2:18 duplicate-attribute']);
  });

  it('names given by every earlier directive count, however many each gave', () => {
    const { doc: out, codes } = run(
      [
        '<!-- adf:heading id="a" -->',
        '<!-- adf:heading __proto__="x" anchor="b" -->',
        '<!-- adf:heading anchor="c" extra="1" -->',
        '<!-- adf:heading id="d" extra="2" __proto__="y" -->',
        '# T',
        '',
      ].join('\n'),
    );
    expect(out.content[0].attrs).toEqual({ level: 1, id: 'd', anchor: 'c', extra: '2' });
    expect(codes).toEqual([
      '2:18 reserved-attribute-name',
      '3:18 duplicate-attribute',
      '3:29 unknown-attribute',
      '4:18 duplicate-attribute',
      '4:25 duplicate-attribute',
      '4:25 unknown-attribute',
      '4:35 reserved-attribute-name',
    ]);
  });
});

describe('comments and raw HTML', () => {
  it('a plain HTML comment is dropped with a warning', () => {
    const { doc: out, codes } = run('<!-- just a note -->\n\ntext\n');
    expect(out).toEqual(doc(p(t('text'))));
    expect(codes).toEqual(['1:1 html-comment-dropped']);
  });

  it('block HTML is read as GitHub shows it: a centred bold paragraph, no warning', () => {
    const { doc: out, codes } = run('<div align="center">\n  <b>hi</b>\n</div>\n');
    const centred = { type: 'alignment', attrs: { align: 'center' } };
    expect(out).toEqual(doc({ ...p(t('hi', { type: 'strong' })), marks: [centred] }));
    expect(codes).toEqual([]);
  });

  it('a tag GitHub keeps without a meaning in ADF goes, its text stays; one it strips warns at its column', () => {
    const plain = run('a <span>b</span> c\n');
    expect([plain.doc, plain.codes]).toEqual([doc(p(t('a b c'))), []]);
    const stripped = run('a <foo>b</foo> <foo>c</foo>\n');
    expect([stripped.doc, stripped.codes]).toEqual([doc(p(t('a b c'))), ['1:3 raw-html']]);
  });
});
