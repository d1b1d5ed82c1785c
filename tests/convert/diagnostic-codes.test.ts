import { describe, expect, it } from 'vitest';
import { convert, DIAGNOSTIC_CODES } from '../../src/index.js';
import { convertAdf } from '../../src/compose/reverse.js';
import type { ConvertOptions, Profile } from '../../src/types.js';

/**
 * One minimal input per diagnostic code, with the exact position it must point at. The last
 * test fails when a code is added to the catalogue without an example here.
 */
interface Example {
  markdown: string;
  at: string;
  profile?: Profile;
  options?: ConvertOptions;
}

const EXAMPLES: Record<string, Example> = {
  'unknown-directive': { markdown: '<!-- adf:tabel layout="wide" -->\n| a |\n|---|\n', at: '1:6' },
  'malformed-directive': { markdown: '<!-- adf:heading id="x -->\n# T\n', at: '1:21' },
  'unknown-attribute': { markdown: '<!-- adf:codeBlock font="mono" -->\n```\nx\n```\n', at: '1:20' },
  'invalid-attribute-value': { markdown: '| <!-- adf:tableCell rowspan="0" --> a |\n|---|\n', at: '1:22' },
  'reserved-attribute-name': { markdown: '<!-- adf:table __proto__="x" -->\n| a |\n|---|\n', at: '1:16' },
  'duplicate-attribute': {
    markdown: '<!-- adf:table layout="wide" layout="default" -->\n| a |\n|---|\n',
    at: '1:30',
  },
  'dangling-directive': { markdown: 'text\n<!-- adf:heading id="x" -->\n\n# T\n', at: '2:6' },
  'directive-out-of-place': { markdown: '<!-- adf:tableCell -->\n> a\n', at: '1:6' },
  'html-comment-dropped': { markdown: 'a\n\n<!-- TODO -->\n', at: '3:1' },
  'raw-html': { markdown: 'x <font>y</font>\n', at: '1:3' },
  'nesting-too-deep': { markdown: `${'>'.repeat(200)} deep\n`, at: '1:202' },
  'block-moved': { markdown: '> a\n>\n> ---\n', at: '3:3' },
  'layout-columns-fitted': {
    markdown: '<!-- adf:layoutSection -->\n> <!-- adf:layoutColumn width="50" -->\n> > a\n',
    at: '2:1',
  },
  'quote-flattened': { markdown: '> a\n> > b\n', at: '2:3', profile: 'atlassian' },
  'heading-to-paragraph': { markdown: '1. ## Step\n', at: '1:4' },
  'empty-block-omitted': { markdown: 'a\n\n##\n', at: '3:1' },
  'empty-block-filled': { markdown: '* \n', at: '1:1' },
  'mark-dropped': { markdown: '~~`gone`~~\n', at: '1:3' },
  'inline-replaced': { markdown: 'See ![x](y.png) here\n', at: '1:5' },
  'attribute-dropped': {
    markdown: '<!-- adf:codeBlock theme="dark" -->\n```\nx\n```\n',
    at: '1:20',
    profile: 'atlassian',
  },
  'image-title-dropped': { markdown: '![a](b.png "Title")\n', at: '1:1' },
  'invalid-node': { markdown: 'a\n\n<!-- adf:node {"type":"rule","attrs":{"bogus":1}} -->\n', at: '3:6' },
  'protected-attribute': { markdown: '<!-- adf:heading level="2" -->\n# T\n', at: '1:18' },
  'span-adjusted': { markdown: '| a |\n|---|\n| <!-- adf:tableCell colspan="2" --> b |\n', at: '3:1' },
  'task-list-mixed': { markdown: '- [x] a\n- b\n', at: '1:1' },
  'details-unbalanced': { markdown: 'a\n\n</details>\n', at: '3:1' },
  'html-tag-unclosed': { markdown: 'x <sub>2\n', at: '1:3' },
  'expand-flattened': {
    markdown: '<details>\n\n<details>\n\n<details><summary>C</summary>\n\n</details>\n</details>\n',
    at: '5:1',
  },
  'invalid-directive-text': { markdown: 'Due <!-- adf:date -->31.01.2024\n', at: '1:10' },
  'front-matter-invalid': { markdown: '---\ntitle: [x\n---\n', at: '2:10' },
  'footnote-unreferenced': { markdown: 'a\n\n[^n]: note\n', at: '3:1' },
  'mention-unresolved': { markdown: 'Hi [@Jane](mention:)\n', at: '1:4' },
  'callout-type-unknown': { markdown: 'a\n\n> [!FOO]\n> x\n', at: '3:1' },
  'mention-like-link': { markdown: 'Hi [~jane]\n', at: '1:4' },
  'relative-image': { markdown: 'a\n\n![d](./d.png)\n', at: '3:1', profile: 'atlassian' },
  'script-url': { markdown: 'a <a href="javascript:alert(1)">x</a>\n', at: '1:3' },
  'resolver-answer-invalid': {
    markdown: 'a\n\nHi [@Jane](mention:)\n',
    at: '3:1',
    options: { resolveMention: () => ({ id: 5 }) as never },
  },
};

describe('every diagnostic code, at its exact position', () => {
  for (const [code, example] of Object.entries(EXAMPLES)) {
    it(`${code} (${DIAGNOSTIC_CODES[code as keyof typeof DIAGNOSTIC_CODES]?.severity})`, () => {
      const { diagnostics } = convert(example.markdown, {
        ...example.options,
        profile: example.profile ?? 'extended',
      });
      const found = diagnostics.filter((d) => d.code === code).map((d) => `${d.line}:${d.column}`);
      expect(found[0]).toBe(example.at);
      const diagnostic = diagnostics.find((d) => d.code === code)!;
      expect(diagnostic.severity).toBe(DIAGNOSTIC_CODES[code as keyof typeof DIAGNOSTIC_CODES].severity);
      expect(diagnostic.message.length).toBeGreaterThan(10);
    });
  }

  it('node-as-json (ADF → Markdown): at the line and column of the comment written', () => {
    const { markdown, diagnostics } = convertAdf({
      type: 'doc',
      version: 1,
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'before' }] },
        { type: 'syncBlock', attrs: { resourceId: 'r1', localId: 's1' } },
      ],
    });
    expect(markdown.split('\n')[2]).toMatch(/^<!-- adf:node /);
    expect(diagnostics.map((d) => `${d.line}:${d.column} ${d.code} ${d.severity}`)).toEqual([
      '3:1 node-as-json warning',
    ]);
  });

  it('invalid-adf (ADF → Markdown): at the line of the block that holds the problem', () => {
    const { diagnostics } = convertAdf({
      type: 'doc',
      version: 1,
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'before' }] },
        {
          type: 'paragraph',
          content: [{ type: 'text', text: 'x', marks: [{ type: 'strong' }, { type: 'code' }] }],
        },
      ],
    });
    expect(diagnostics.map((d) => `${d.line}:${d.column} ${d.code} ${d.severity}`)).toContain(
      '3:1 invalid-adf warning',
    );
  });

  it('the examples cover the whole catalogue', () => {
    const reverseCodes = ['node-as-json', 'invalid-adf'];
    const missing = Object.keys(DIAGNOSTIC_CODES).filter(
      (code) => !Object.hasOwn(EXAMPLES, code) && !reverseCodes.includes(code),
    );
    expect(missing, 'add an example for each new code to EXAMPLES').toEqual([]);
  });
});
