import { describe, expect, it } from 'vitest';
import { convertAdf } from '../../src/compose/reverse.js';
import type { AdfDoc, AdfNode } from '../../src/types.js';
import { doc, expand, p, strong, t, ul } from './builders.js';
import { inBoth } from './ext-helpers.js';

const panel = (panelType: string, ...content: AdfNode[]): AdfNode => ({
  type: 'panel',
  attrs: { panelType },
  content,
});
const title = (text: string) => p(t(text, strong));

/** ADF → Markdown → ADF gives the same document, without diagnostics. */
function readsBack(out: AdfNode) {
  const { markdown, diagnostics } = convertAdf(out as AdfDoc);
  expect(diagnostics).toEqual([]);
  expect(inBoth(markdown).doc).toEqual(out);
}

describe('Obsidian callouts', () => {
  it('a title after the marker is the bold first paragraph of the panel', () => {
    const { doc: out, codes } = inBoth('> [!info] Read *this*\n> Body.\n\n> [!tip] Only a title\n');
    expect(out).toEqual(
      doc(
        panel('info', p(t('Read ', strong), t('this', { type: 'em' }, strong)), p(t('Body.'))),
        panel('success', title('Only a title')),
      ),
    );
    expect(codes).toEqual([]);
    readsBack(out);
  });

  it('a fold marker makes the panel the content of an expand titled by the callout', () => {
    const { doc: out, codes } = inBoth('> [!faq]- Why?\n> Because.\n\n> [!warning]+\n> Open.\n');
    expect(out).toEqual(
      doc(
        expand('Why?', panel('note', p(t('Because.')))),
        expand('Warning', panel('warning', p(t('Open.')))),
      ),
    );
    expect(codes).toEqual([]);
    readsBack(out);
  });

  it("Obsidian's types map by meaning; an unknown type is an info panel titled with it", () => {
    const { doc: out, codes } = inBoth('> [!bug]\n> a\n\n> [!example]\n> b\n\n> [!Kaboom]\n> c\n');
    expect(out).toEqual(
      doc(panel('error', p(t('a'))), panel('note', p(t('b'))), panel('info', title('Kaboom'), p(t('c')))),
    );
    expect(codes).toEqual(['7:1 callout-type-unknown']);
  });
});

describe('MkDocs admonitions', () => {
  it('!!! type "Title" with its body indented four spaces', () => {
    const { doc: out, codes } = inBoth(
      'Intro\n\n!!! warning "Heads up"\n    Body **here**\n\n    - item\n\nAfter\n',
    );
    expect(out).toEqual(
      doc(
        p(t('Intro')),
        panel('warning', title('Heads up'), p(t('Body '), t('here', strong)), ul([p(t('item'))])),
        p(t('After')),
      ),
    );
    expect(codes).toEqual([]);
    readsBack(out);
  });

  it('??? is foldable (an expand), ???+ too; "" is no title', () => {
    const { doc: out } = inBoth(
      '??? note "More"\n    Hidden\n\n???+ tip\n    Shown\n\n!!! danger ""\n    x\n',
    );
    expect(out).toEqual(
      doc(
        expand('More', panel('info', p(t('Hidden')))),
        expand('Tip', panel('success', p(t('Shown')))),
        panel('error', p(t('x'))),
      ),
    );
  });

  it('not an admonition: no space after the marker, or text after the type that is not a quoted title', () => {
    const { doc: out } = inBoth('!!!note\n\n!!! note Title\n    x\n');
    expect(out).toEqual(doc(p(t('!!!note')), p(t('!!! note Title x'))));
  });
});

describe('Docusaurus and VitePress containers', () => {
  it(':::type Title … ::: ; :::type[Title]; ::: type', () => {
    const { doc: out, codes } = inBoth(
      ':::tip My tip\nUse it\n:::\n\n:::danger[Careful]\nNo\n:::\n\n::: info\nplain\n:::\n',
    );
    expect(out).toEqual(
      doc(
        panel('success', title('My tip'), p(t('Use it'))),
        panel('error', title('Careful'), p(t('No'))),
        panel('info', p(t('plain'))),
      ),
    );
    expect(codes).toEqual([]);
    readsBack(out);
  });

  it('::: details is an expand; more colons outside let containers nest', () => {
    const { doc: out, codes } = inBoth(
      '::: details Click me\nhidden\n:::\n\n::::note\nouter\n:::details\ninner\n:::\n::::\n',
    );
    expect(out).toEqual(
      doc(expand('Click me', p(t('hidden'))), panel('info', p(t('outer'))), expand('Details', p(t('inner')))),
    );
    // ADF has no expand inside a panel.
    expect(codes).toEqual(['7:1 block-moved']);
  });

  it('without its closing line a container is text', () => {
    const { doc: out, codes } = inBoth(':::tip\nnever closed\n');
    expect(out).toEqual(doc(p(t(':::tip never closed'))));
    expect(codes).toEqual([]);
  });
});

describe('ADF → Markdown', () => {
  it('text that would open a callout is escaped', () => {
    const input = doc(p(t('!!! note "x"')), p(t(':::tip a')), p(t('??? faq')));
    const { markdown } = convertAdf(input as AdfDoc);
    expect(markdown).toBe('\\!!! note "x"\n\n\\:::tip a\n\n\\??? faq\n');
    readsBack(input);
  });
});

describe('unclosed openers cost one scan', () => {
  it('20,000 :::tip lines without a closing line are one paragraph', () => {
    const { doc: out, codes } = inBoth(':::tip\n'.repeat(20_000));
    expect(out).toEqual(doc(p(t(Array(20_000).fill(':::tip').join(' ')))));
    expect(codes).toEqual([]);
  });
});
