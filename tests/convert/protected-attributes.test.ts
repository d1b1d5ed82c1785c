import { describe, expect, it } from 'vitest';
import { adfToMarkdown, convert, PROFILES } from '../../src/index.js';
import { ownName } from '../../src/schema/own-attributes.js';
import { doc, h, p, t, table, tr } from './builders.js';
import { valid } from './ext-helpers.js';

/**
 * An unknown directive attribute is kept as an additional property (extended profile), but it
 * must never overwrite what the node is made of: the attributes its schema gives it, and the
 * keys of every node (issue 12). Which names those are is read from the profile's schema.
 */
describe('unknown attributes never overwrite a node’s own', () => {
  it('<!-- adf:heading level="2" --> keeps the level the Markdown gives, with an error at the attribute', () => {
    for (const profile of PROFILES) {
      const { doc: out, codes } = valid('<!-- adf:heading level="2" -->\n# T\n', profile);
      expect(out).toEqual(doc(h(1, t('T'))));
      expect(codes).toEqual(['1:18 protected-attribute']);
    }
    const [diagnostic] = convert('<!-- adf:heading level="2" -->\n# T\n').diagnostics;
    expect(diagnostic).toEqual({
      severity: 'error',
      code: 'protected-attribute',
      message:
        '`level` is an attribute a heading has of its own in the extended profile, which a directive cannot set (this directive sets id, textAlign, anchor, color, indentation, localId); dropped',
      line: 1,
      column: 18,
    });
  });

  it.each(['type', 'attrs', 'content', 'marks', 'text', 'version'])(
    'the structural key `%s` on any directive',
    (name) => {
      const markdown = `<!-- adf:heading ${name}="x" id="a" -->\n# T\n`;
      const { doc: out, codes } = valid(markdown, 'extended');
      expect(out).toEqual(doc({ type: 'heading', attrs: { level: 1, id: 'a' }, content: [t('T')] }));
      expect(codes).toEqual(['1:18 protected-attribute']);
      expect(convert(markdown).diagnostics[0].message).toContain('a key every ADF node is made of');
    },
  );

  it('schema attributes of other nodes: a code block’s `uniqueId`, a cell’s official `background` and `valign`', () => {
    const markdown =
      '<!-- adf:codeBlock uniqueId="u" -->\n```\nx\n```\n\n| <!-- adf:tableCell background="#ffffff" valign="c" rowspan="1" --> a |\n|---|\n';
    const { doc: out, codes } = valid(markdown, 'extended');
    expect(out).toEqual(
      doc(
        { type: 'codeBlock', content: [t('x')] },
        table([tr({ type: 'tableHeader', attrs: { rowspan: 1 }, content: [p(t('a'))] })]),
      ),
    );
    expect(codes).toEqual([
      '1:20 protected-attribute',
      '6:22 protected-attribute',
      '6:43 protected-attribute',
    ]);
  });

  it('names that belong to nothing stay additional properties (extended)', () => {
    const { doc: out, codes } = valid('<!-- adf:heading shade="x" -->\n# T\n', 'extended');
    expect(out).toEqual(doc({ type: 'heading', attrs: { level: 1, shade: 'x' }, content: [t('T')] }));
    expect(codes).toEqual(['1:18 unknown-attribute']);
  });

  it('the protected names come from the profile schema', () => {
    expect(ownName('heading', 'level', 'extended')).toBe('attribute');
    expect(ownName('heading', 'localId', 'atlassian')).toBe('attribute');
    expect(ownName('tableCell', 'valign', 'atlassian')).toBe('attribute');
    expect(ownName('heading', 'valign', 'atlassian')).toBeUndefined();
    expect(ownName('paragraph', 'content', 'atlassian')).toBe('structural');
    expect(ownName('sparkle', 'shade', 'extended')).toBeUndefined();
  });

  it('ADF → Markdown never writes such an attribute as a directive (the node travels as adf:node)', () => {
    const code = { type: 'codeBlock', attrs: { uniqueId: 'u' }, content: [t('x')] };
    const markdown = adfToMarkdown({ type: 'doc', version: 1, content: [code] });
    expect(markdown).toBe(`<!-- adf:node ${JSON.stringify(code)} -->\n`);
    expect(valid(markdown, 'extended').doc).toEqual(doc(code));
  });
});
