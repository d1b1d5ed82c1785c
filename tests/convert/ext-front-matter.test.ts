import { describe, expect, it } from 'vitest';
import { convert } from '../../src/index.js';
import { doc, h, p, t } from './builders.js';
import { inBoth } from './ext-helpers.js';

describe('YAML front matter', () => {
  it('becomes metadata, not text; later lines keep their numbers', () => {
    const markdown =
      '---\ntitle: Release notes\ntags: [a, b]\ndraft: false\n---\n# Notes\n\n<!-- adf:heading id="" -->\n# X\n';
    const result = convert(markdown);
    expect(result.metadata).toEqual({ title: 'Release notes', tags: ['a', 'b'], draft: false });
    expect(result.doc).toEqual(doc(h(1, t('Notes')), h(1, t('X'))));
    expect(result.diagnostics.map((d) => `${d.line}:${d.column} ${d.code}`)).toEqual([
      '8:18 invalid-attribute-value',
    ]);
  });

  it('the same in the atlassian profile; `...` may close it', () => {
    const result = convert('---\nowner: jane\n...\ntext\n', { profile: 'atlassian' });
    expect(result.metadata).toEqual({ owner: 'jane' });
    expect(result.doc).toEqual(doc(p(t('text'))));
  });

  it('with \\r\\n or \\r line endings: the same metadata, document and line numbers', () => {
    for (const eol of ['\r\n', '\r']) {
      const markdown = ['---', 'title: Notes', '---', '# Notes', '', '<!-- adf:heading id="" -->', '# X', ''];
      const result = convert(markdown.join(eol));
      expect(result.metadata).toEqual({ title: 'Notes' });
      expect(result.doc).toEqual(doc(h(1, t('Notes')), h(1, t('X'))));
      expect(result.diagnostics.map((d) => `${d.line}:${d.column} ${d.code}`)).toEqual([
        '6:18 invalid-attribute-value',
      ]);
    }
  });

  it('after a byte order mark (a file saved by a Windows editor): the same metadata and document', () => {
    const result = convert('\uFEFF---\ntitle: Notes\n---\n# Notes\n<!-- adf:heading id="" -->\n# X\n');
    expect(result.metadata).toEqual({ title: 'Notes' });
    expect(result.doc).toEqual(doc(h(1, t('Notes')), h(1, t('X'))));
    expect(result.diagnostics.map((d) => `${d.line}:${d.column} ${d.code}`)).toEqual([
      '5:18 invalid-attribute-value',
    ]);
    expect(convert('\uFEFF# Title').doc).toEqual(doc(h(1, t('Title'))));
  });

  it('no front matter: no metadata key at all', () => {
    expect(Object.keys(convert('text\n'))).toEqual(['doc', 'diagnostics']);
  });

  it('invalid YAML: a warning at the YAML error, no metadata, the lines stay Markdown', () => {
    const result = inBoth('---\ntitle: [unclosed\n---\nbody\n');
    expect(convert('---\ntitle: [unclosed\n---\nbody\n').metadata).toBeUndefined();
    expect(result.doc).toEqual(doc({ type: 'rule' }, h(2, t('title: [unclosed')), p(t('body'))));
    expect(result.codes).toEqual(['2:17 front-matter-invalid']);
  });

  it('YAML that is not a mapping is a warning too', () => {
    const result = inBoth('---\n"a: quoted scalar"\n---\n');
    expect(result.codes).toEqual(['2:1 front-matter-invalid']);
    expect(result.doc).toEqual(doc({ type: 'rule' }, h(2, t('"a: quoted scalar"'))));
  });

  it('a duplicate key is invalid YAML', () => {
    expect(inBoth('---\na: 1\na: 2\n---\n').codes).toEqual(['3:1 front-matter-invalid']);
  });

  it('CommonMark rules and setext headings are not front matter', () => {
    expect(inBoth('---\n---\n').doc).toEqual(doc({ type: 'rule' }, { type: 'rule' }));
    expect(inBoth('---\nFoo\n---\n').doc).toEqual(doc({ type: 'rule' }, h(2, t('Foo'))));
    expect(inBoth('text\n\n---\na: 1\n---\n').doc).toEqual(
      doc(p(t('text')), { type: 'rule' }, h(2, t('a: 1'))),
    );
  });

  it('without a closing line it is not front matter', () => {
    expect(convert('---\na: 1\n').metadata).toBeUndefined();
  });

  it('aliases of aliases (billion laughs) and a self-referring anchor: a warning, not a huge value', () => {
    const levels = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
    for (let level = 1; level < 8; level++) {
      const previous = String.fromCharCode(96 + level);
      const name = String.fromCharCode(97 + level);
      levels.push(`${name}: &${name} [${Array(10).fill(`*${previous}`).join(', ')}]`);
    }
    const bomb = convert(`---\n${levels.join('\n')}\n---\ntext\n`);
    expect(bomb.metadata).toBeUndefined();
    expect(bomb.diagnostics.map((d) => `${d.line}:${d.column} ${d.code} ${d.message}`)).toEqual([
      '2:1 front-matter-invalid YAML front matter cannot be read: more than 100000 values once its aliases are expanded; its lines stay in the document',
    ]);
    const loop = convert('---\nself: &s\n  again: *s\n---\n');
    expect(loop.metadata).toBeUndefined();
    expect(loop.diagnostics.map((d) => d.code)).toEqual(['front-matter-invalid']);
  });
});
