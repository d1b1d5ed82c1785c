import { describe, expect, it } from 'vitest';
import { doc, h, p, quote, strong, t, ul } from './builders.js';
import { inBoth, valid } from './ext-helpers.js';
import type { AdfNode } from '../../src/types.js';

const panel = (attrs: Record<string, unknown>, ...content: AdfNode[]): AdfNode => ({
  type: 'panel',
  attrs,
  content,
});

describe('GitHub alerts become panels', () => {
  it.each([
    ['NOTE', 'info'],
    ['TIP', 'success'],
    ['IMPORTANT', 'note'],
    ['WARNING', 'warning'],
    ['CAUTION', 'error'],
  ])('> [!%s] → panelType %s', (kind, panelType) => {
    const { doc: out, codes } = inBoth(`> [!${kind}]\n> Read **this**.\n`);
    expect(out).toEqual(doc(panel({ panelType }, p(t('Read '), t('this', strong), t('.')))));
    expect(codes).toEqual([]);
  });

  it('the marker is case-insensitive and may stand alone in its paragraph', () => {
    const { doc: out } = inBoth('> [!note]\n>\n> First.\n>\n> - item\n');
    expect(out).toEqual(doc(panel({ panelType: 'info' }, p(t('First.')), ul([p(t('item'))]))));
  });

  it('a panel may hold a heading (a quote may not in the atlassian profile)', () => {
    const { doc: out, codes } = inBoth('> [!TIP]\n> ## Title\n> text\n');
    expect(out).toEqual(doc(panel({ panelType: 'success' }, h(2, t('Title')), p(t('text')))));
    expect(codes).toEqual([]);
  });

  it('a marker alone makes an empty panel, filled with an empty paragraph', () => {
    const { doc: out, codes } = inBoth('> [!WARNING]\n');
    expect(out).toEqual(doc(panel({ panelType: 'warning' }, p())));
    expect(codes).toEqual(['1:1 empty-block-filled']);
  });

  it('not an alert: an escaped marker, text glued to it, or the marker later in the quote', () => {
    const { doc: out } = inBoth('> \\[!NOTE]\n> x\n\n> [!NOTE]x\n\n> x\n> [!NOTE]\n');
    expect(out).toEqual(doc(quote(p(t('[!NOTE] x'))), quote(p(t('[!NOTE]x'))), quote(p(t('x [!NOTE]')))));
  });

  it('a quote nested in a panel is flattened (ADF panels hold no quotes)', () => {
    const { doc: out, codes } = inBoth('> [!NOTE]\n> a\n> > b\n');
    expect(out).toEqual(doc(panel({ panelType: 'info' }, p(t('a')), p(t('b')))));
    expect(codes).toEqual(['3:3 quote-flattened']);
  });

  it('an alert nested in a quote: extended keeps the panel moved out of the quote', () => {
    const { doc: out, codes } = valid('> a\n>\n> > [!TIP]\n> > b\n', 'extended');
    expect(out).toEqual(doc(quote(p(t('a'))), panel({ panelType: 'success' }, p(t('b')))));
    expect(codes).toEqual(['3:3 block-moved']);
  });
});

describe('adf:panel before a quote (custom panels)', () => {
  it('makes the quote a panel with the given attributes', () => {
    const { doc: out, codes } = inBoth(
      '<!-- adf:panel panelType="custom" panelColor="#fff0b3" panelIcon=":rocket:" panelIconText="🚀" -->\n> Launch day\n',
    );
    expect(out).toEqual(
      doc(
        panel(
          { panelType: 'custom', panelColor: '#fff0b3', panelIcon: ':rocket:', panelIconText: '🚀' },
          p(t('Launch day')),
        ),
      ),
    );
    expect(codes).toEqual([]);
  });

  it('without panelType the panel is an info panel', () => {
    expect(inBoth('<!-- adf:panel panelColor="#abcdef" -->\n> x\n').doc).toEqual(
      doc(panel({ panelType: 'info', panelColor: '#abcdef' }, p(t('x')))),
    );
  });

  it('adds to an alert: the alert gives the type, the directive the rest', () => {
    expect(inBoth('<!-- adf:panel panelColor="#abcdef" -->\n> [!CAUTION]\n> x\n').doc).toEqual(
      doc(panel({ panelType: 'error', panelColor: '#abcdef' }, p(t('x')))),
    );
  });

  it('bad values and unknown attributes are reported at their position and dropped in both profiles', () => {
    const { doc: out, codes } = inBoth(
      '<!-- adf:panel panelType="danger" panelColor="red" glow="1" -->\n> x\n',
    );
    expect(out).toEqual(doc(panel({ panelType: 'info' }, p(t('x')))));
    expect(codes).toEqual([
      '1:16 invalid-attribute-value',
      '1:35 invalid-attribute-value',
      '1:52 unknown-attribute',
    ]);
  });

  it('an adf:blockquote directive with it applies to nothing, before or after it (a panel is no quote)', () => {
    for (const markdown of [
      '<!-- adf:blockquote borderColor="#7ae8b2" -->\n<!-- adf:panel -->\n> x\n',
      '<!-- adf:panel -->\n<!-- adf:blockquote borderColor="#7ae8b2" -->\n> x\n',
    ]) {
      const { doc: out, codes } = inBoth(markdown);
      expect(out).toEqual(doc(panel({ panelType: 'info' }, p(t('x')))));
      expect(codes).toEqual([`${markdown.startsWith('<!-- adf:panel') ? 2 : 1}:6 dangling-directive`]);
    }
  });

  it('before anything but a quote it applies to nothing', () => {
    const { doc: out, codes } = inBoth('<!-- adf:panel panelType="note" -->\nplain\n');
    expect(out).toEqual(doc(p(t('plain'))));
    expect(codes).toEqual(['1:6 dangling-directive']);
  });
});
