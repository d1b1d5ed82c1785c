import { describe, expect, it } from 'vitest';
import { convert, PROFILES } from '../../src/index.js';
import { convertAdf } from '../../src/compose/reverse.js';
import type { AdfNode } from '../../src/types.js';

/** Hard breaks as editors store them: alone in a paragraph, with `attrs: {}` or `text: "\n"`. */
const paragraph = (...content: AdfNode[]): AdfNode => ({ type: 'paragraph', content });
const doc = (...content: AdfNode[]) => ({ type: 'doc' as const, version: 1 as const, content });

describe.each(PROFILES)('hard breaks (%s)', (profile) => {
  it('a line of <br> tags alone is a paragraph of hard breaks, and a paragraph of breaks is written so', () => {
    expect(convert('<br>\n', { profile })).toEqual({
      doc: doc(paragraph({ type: 'hardBreak' })),
      diagnostics: [],
    });
    expect(convert('<br><br/>\n', { profile }).doc).toEqual(
      doc(paragraph({ type: 'hardBreak' }, { type: 'hardBreak' })),
    );
    expect(convertAdf(doc(paragraph({ type: 'hardBreak' })), { profile })).toEqual({
      markdown: '<br>\n',
      diagnostics: [],
    });
  });

  it('a break with empty attrs or text "\\n" is written as any break', () => {
    for (const attrs of [{}, { text: '\n' }]) {
      const input = doc(
        paragraph({ type: 'text', text: 'a' }, { type: 'hardBreak', attrs }, { type: 'text', text: 'b' }),
      );
      expect(convertAdf(input, { profile })).toEqual({ markdown: 'a\\\nb\n', diagnostics: [] });
    }
  });

  it('a line of <br> followed by more HTML is read as HTML: a break, then bold text', () => {
    expect(convert('<br>\n<b>x</b>\n', { profile })).toEqual({
      doc: doc(paragraph({ type: 'hardBreak' }, { type: 'text', text: 'x', marks: [{ type: 'strong' }] })),
      diagnostics: [],
    });
  });
});

/**
 * A paragraph of breaks alone is written as a line of `<br>`: an HTML block, which runs on over
 * every line up to the next blank one. Wherever it stands (a quote, a panel, a list or task item,
 * nested), what follows it must stay the block it was.
 */
describe.each(PROFILES)('a paragraph of breaks before more blocks round-trips (%s)', (profile) => {
  const breaks = paragraph({ type: 'hardBreak' });
  const two = paragraph({ type: 'hardBreak' }, { type: 'hardBreak' });
  const more = paragraph({ type: 'text', text: 'more' });
  const quote = (...content: AdfNode[]): AdfNode => ({ type: 'blockquote', content });
  const bullets = (...content: AdfNode[]): AdfNode => ({
    type: 'bulletList',
    content: [{ type: 'listItem', content }],
  });
  const tasks = (...content: AdfNode[]): AdfNode => ({ type: 'taskList', attrs: { localId: 'l' }, content });
  const task = (...content: AdfNode[]): AdfNode => ({
    type: 'taskItem',
    attrs: { localId: 't', state: 'TODO' },
    content,
  });
  const cases: Record<string, AdfNode[]> = {
    'a quote, then a paragraph': [quote(breaks, more)],
    'a quote, two breaks, then a list': [quote(two, bullets(more))],
    'a quote, a paragraph between': [quote(more, breaks, more)],
    'a panel': [{ type: 'panel', attrs: { panelType: 'info' }, content: [breaks, more] }],
    'a list item in a quote': [quote(bullets(two, more))],
    'a list item in a list item': [bullets(breaks, bullets(two, more))],
    'a task item, then a nested task list and the next item': [
      tasks(
        task({ type: 'hardBreak' }),
        tasks(task({ type: 'text', text: 'sub' })),
        task({ type: 'hardBreak' }, { type: 'hardBreak' }, { type: 'text', text: 'next' }),
      ),
    ],
  };
  it.each(Object.entries(cases))('%s', (_, content) => {
    const input = doc(...content, more);
    const { markdown } = convertAdf(input, { profile });
    const back = convert(markdown, { profile });
    expect(back.diagnostics).toEqual([]);
    // Task lists get fresh local ids on the way back.
    const withoutIds = (value: unknown) =>
      JSON.parse(JSON.stringify(value).replaceAll(/"localId":"[\w-]+",?/g, ''));
    expect(withoutIds(back.doc)).toEqual(withoutIds(input));
  });
});
