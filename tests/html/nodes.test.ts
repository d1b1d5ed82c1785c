import { describe, expect, it } from 'vitest';
import { paragraph, render, renderInline, text } from './helpers.js';

describe('text blocks', () => {
  it('paragraph, empty paragraph, rule, hard break', () => {
    expect(render(paragraph(text('a')), paragraph(), { type: 'rule' })).toBe('<p>a</p>\n<p></p>\n<hr />\n');
    expect(renderInline(text('a'), { type: 'hardBreak' }, text('b'))).toBe('a<br />b');
  });

  it('heading levels, falling back to 1 for an invalid level', () => {
    expect(render({ type: 'heading', attrs: { level: 3 }, content: [text('T')] })).toBe('<h3>T</h3>\n');
    expect(render({ type: 'heading', attrs: { level: 9 }, content: [text('T')] })).toBe('<h1>T</h1>\n');
  });

  it('blockquote, nested', () => {
    expect(
      render({ type: 'blockquote', content: [{ type: 'blockquote', content: [paragraph(text('q'))] }] }),
    ).toBe('<blockquote>\n<blockquote>\n<p>q</p>\n</blockquote>\n</blockquote>\n');
  });

  it('code block with and without language, empty', () => {
    expect(render({ type: 'codeBlock', attrs: { language: 'ts' }, content: [text('a\n  b')] })).toBe(
      '<pre><code class="language-ts">a\n  b</code></pre>\n',
    );
    expect(render({ type: 'codeBlock', content: [] })).toBe('<pre><code></code></pre>\n');
  });
});

describe('lists', () => {
  it('bullet list and ordered list with start from attrs.order', () => {
    const item = (s: string) => ({ type: 'listItem', content: [paragraph(text(s))] });
    expect(render({ type: 'bulletList', content: [item('a')] })).toBe('<ul>\n<li><p>a</p>\n</li>\n</ul>\n');
    expect(render({ type: 'orderedList', attrs: { order: 3 }, content: [item('a')] })).toBe(
      '<ol start="3">\n<li><p>a</p>\n</li>\n</ol>\n',
    );
    expect(render({ type: 'orderedList', attrs: { order: 1 }, content: [item('a')] })).toBe(
      '<ol>\n<li><p>a</p>\n</li>\n</ol>\n',
    );
    expect(render({ type: 'orderedList', attrs: { order: 0 }, content: [] })).toBe('<ol start="0">\n</ol>\n');
  });

  it('task list: disabled checkboxes, a nested list goes inside the item before it', () => {
    const task = (state: string, s: string) => ({
      type: 'taskItem',
      attrs: { localId: s, state },
      content: [text(s)],
    });
    expect(
      render({
        type: 'taskList',
        attrs: { localId: 'l' },
        content: [task('DONE', 'a'), { type: 'taskList', content: [task('TODO', 'b')] }, task('TODO', 'c')],
      }),
    ).toBe(
      '<ul class="adf-task-list">\n' +
        '<li class="adf-task-item"><input type="checkbox" disabled="" checked=""> a' +
        '<ul class="adf-task-list">\n<li class="adf-task-item"><input type="checkbox" disabled=""> b</li>\n</ul>\n' +
        '</li>\n' +
        '<li class="adf-task-item"><input type="checkbox" disabled=""> c</li>\n' +
        '</ul>\n',
    );
  });

  it('a nested task list with no item before it gets its own item', () => {
    expect(render({ type: 'taskList', content: [{ type: 'taskList', content: [] }] })).toBe(
      '<ul class="adf-task-list">\n<li class="adf-task-nested"><ul class="adf-task-list">\n</ul>\n</li>\n</ul>\n',
    );
  });

  it('decision list', () => {
    expect(
      render({
        type: 'decisionList',
        content: [
          { type: 'decisionItem', attrs: { state: 'DECIDED', localId: 'd' }, content: [text('yes')] },
        ],
      }),
    ).toBe(
      '<ul class="adf-decision-list">\n<li class="adf-decision-item" data-state="DECIDED">yes</li>\n</ul>\n',
    );
  });
});

describe('tables', () => {
  const cell = (type: string, s: string, attrs?: Record<string, unknown>) => ({
    type,
    ...(attrs ? { attrs } : {}),
    content: [paragraph(text(s))],
  });

  it('header rows go to thead, the rest to tbody', () => {
    expect(
      render({
        type: 'table',
        content: [
          { type: 'tableRow', content: [cell('tableHeader', 'h')] },
          { type: 'tableRow', content: [cell('tableCell', 'c')] },
        ],
      }),
    ).toBe(
      '<table>\n<thead>\n<tr>\n<th><p>h</p>\n</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td><p>c</p>\n</td>\n</tr>\n</tbody>\n</table>\n',
    );
  });

  it('colspan, rowspan, colwidth, official background', () => {
    expect(
      render({
        type: 'table',
        content: [
          {
            type: 'tableRow',
            content: [
              cell('tableCell', 'c', { colspan: 2, rowspan: 3, colwidth: [100, 50], background: '#ffebe6' }),
            ],
          },
        ],
      }),
    ).toBe(
      '<table>\n<tbody>\n<tr>\n<td colspan="2" rowspan="3" data-colwidth="100,50" style="background-color: #ffebe6; width: 150px"><p>c</p>\n</td>\n</tr>\n</tbody>\n</table>\n',
    );
  });

  it('numbered rows', () => {
    expect(
      render({
        type: 'table',
        attrs: { isNumberColumnEnabled: true },
        content: [
          { type: 'tableRow', content: [cell('tableHeader', 'h')] },
          { type: 'tableRow', content: [cell('tableCell', 'c')] },
        ],
      }),
    ).toBe(
      '<table class="adf-numbered">\n<thead>\n<tr>\n<th class="adf-row-number"></th><th><p>h</p>\n</th>\n</tr>\n</thead>\n' +
        '<tbody>\n<tr>\n<td class="adf-row-number">1</td><td><p>c</p>\n</td>\n</tr>\n</tbody>\n</table>\n',
    );
  });
});

describe('containers', () => {
  it('panel types, unknown type falls back to info, panelColor, custom icon', () => {
    expect(render({ type: 'panel', attrs: { panelType: 'warning' }, content: [paragraph(text('w'))] })).toBe(
      '<div class="adf-panel adf-panel-warning"><div class="adf-panel-content">\n<p>w</p>\n</div></div>\n',
    );
    expect(render({ type: 'panel', attrs: { panelType: 'nope' }, content: [] })).toBe(
      '<div class="adf-panel adf-panel-info"><div class="adf-panel-content">\n</div></div>\n',
    );
    expect(
      render({
        type: 'panel',
        attrs: { panelType: 'custom', panelColor: '#abcdef', panelIconText: '🚀' },
        content: [],
      }),
    ).toBe(
      '<div class="adf-panel adf-panel-custom" style="background-color: #abcdef"><span class="adf-panel-icon">🚀</span><div class="adf-panel-content">\n</div></div>\n',
    );
  });

  it('expand and nestedExpand are details/summary', () => {
    expect(render({ type: 'expand', attrs: { title: 'More' }, content: [paragraph(text('x'))] })).toBe(
      '<details class="adf-expand"><summary>More</summary><div class="adf-expand-content">\n<p>x</p>\n</div></details>\n',
    );
    expect(render({ type: 'nestedExpand', attrs: { title: '' }, content: [] })).toBe(
      '<details class="adf-expand adf-nested-expand"><summary></summary><div class="adf-expand-content">\n</div></details>\n',
    );
  });

  it('layout section and columns', () => {
    expect(
      render({
        type: 'layoutSection',
        content: [{ type: 'layoutColumn', attrs: { width: 50 }, content: [paragraph(text('l'))] }],
      }),
    ).toBe(
      '<div class="adf-layout-section">\n<div class="adf-layout-column" style="flex: 0 0 50%">\n<p>l</p>\n</div>\n</div>\n',
    );
  });

  it('extensions are labelled placeholder boxes', () => {
    const attrs = { extensionType: 'com.x', extensionKey: 'toc' };
    expect(render({ type: 'extension', attrs })).toBe(
      '<div class="adf-extension" data-extension-type="com.x" data-extension-key="toc"><span class="adf-extension-label">toc</span></div>\n',
    );
    expect(
      render({ type: 'bodiedExtension', attrs: { ...attrs, text: 'Body' }, content: [paragraph()] }),
    ).toBe(
      '<div class="adf-extension adf-bodied-extension" data-extension-type="com.x" data-extension-key="toc"><span class="adf-extension-label">Body</span><div class="adf-extension-body">\n<p></p>\n</div></div>\n',
    );
    expect(renderInline({ type: 'inlineExtension', attrs })).toBe(
      '<span class="adf-inline-extension" data-extension-type="com.x" data-extension-key="toc">toc</span>',
    );
  });
});

describe('inline nodes', () => {
  it('status with a named and a hex colour', () => {
    expect(renderInline({ type: 'status', attrs: { text: 'Done', color: 'green' } })).toBe(
      '<span class="adf-status adf-status-green">Done</span>',
    );
    expect(renderInline({ type: 'status', attrs: { text: 'X', color: '#123456' } })).toBe(
      '<span class="adf-status adf-status-custom" style="background-color: #123456">X</span>',
    );
  });

  it('mention, with and without the @', () => {
    expect(renderInline({ type: 'mention', attrs: { id: 'u1', text: '@Ann' } })).toBe(
      '<span class="adf-mention" data-mention-id="u1">@Ann</span>',
    );
    expect(renderInline({ type: 'mention', attrs: { id: 'u2' } })).toBe(
      '<span class="adf-mention" data-mention-id="u2">@u2</span>',
    );
  });

  it('emoji: its character, else its short name', () => {
    expect(renderInline({ type: 'emoji', attrs: { shortName: ':smile:', text: '😄' } })).toBe(
      '<span class="adf-emoji" title=":smile:">😄</span>',
    );
    expect(renderInline({ type: 'emoji', attrs: { shortName: ':custom:' } })).toBe(
      '<span class="adf-emoji" title=":custom:">:custom:</span>',
    );
  });

  it('date: timestamp in ms to an ISO date; an unreadable one shows as is', () => {
    expect(renderInline({ type: 'date', attrs: { timestamp: '1700000000000' } })).toBe(
      '<time class="adf-date" datetime="2023-11-14">2023-11-14</time>',
    );
    expect(renderInline({ type: 'date', attrs: { timestamp: 'soon' } })).toBe(
      '<span class="adf-date">soon</span>',
    );
  });

  it('placeholder', () => {
    expect(renderInline({ type: 'placeholder', attrs: { text: 'Type here' } })).toBe(
      '<span class="adf-placeholder">Type here</span>',
    );
  });

  it('cards are links', () => {
    expect(renderInline({ type: 'inlineCard', attrs: { url: 'https://x.test/a' } })).toBe(
      '<a class="adf-inline-card" href="https://x.test/a">https://x.test/a</a>',
    );
    expect(renderInline({ type: 'inlineCard', attrs: { data: { url: 'https://x.test/d' } } })).toBe(
      '<a class="adf-inline-card" href="https://x.test/d">https://x.test/d</a>',
    );
    expect(render({ type: 'blockCard', attrs: { url: 'https://x.test/b' } })).toBe(
      '<div class="adf-card"><a class="adf-block-card" href="https://x.test/b">https://x.test/b</a></div>\n',
    );
    expect(render({ type: 'embedCard', attrs: { url: 'https://x.test/e', layout: 'center' } })).toBe(
      '<div class="adf-card"><a class="adf-embed-card" href="https://x.test/e">https://x.test/e</a></div>\n',
    );
  });
});

describe('media', () => {
  it('an external image in a mediaSingle, with caption', () => {
    expect(
      render({
        type: 'mediaSingle',
        attrs: { layout: 'center', width: 50 },
        content: [
          { type: 'media', attrs: { type: 'external', url: 'https://x.test/i.png', alt: 'pic' } },
          { type: 'caption', content: [text('cap')] },
        ],
      }),
    ).toBe(
      '<figure class="adf-media-single" data-layout="center" style="width: 50%"><img src="https://x.test/i.png" alt="pic" /><figcaption class="adf-caption">cap</figcaption></figure>\n',
    );
  });

  it('file media is a placeholder; mediaGroup and mediaInline', () => {
    expect(
      render({
        type: 'mediaGroup',
        content: [{ type: 'media', attrs: { type: 'file', id: 'abc', collection: 'c' } }],
      }),
    ).toBe(
      '<div class="adf-media-group"><span class="adf-media-file" data-media-id="abc">abc</span></div>\n',
    );
    expect(renderInline({ type: 'mediaInline', attrs: { type: 'file', id: 'f', alt: 'doc.pdf' } })).toBe(
      '<span class="adf-media-inline" data-media-id="f">doc.pdf</span>',
    );
  });

  it('image size and border mark', () => {
    expect(
      render({
        type: 'mediaSingle',
        attrs: { layout: 'center', width: 300, widthType: 'pixel' },
        content: [
          {
            type: 'media',
            attrs: { type: 'external', url: '/i.png', width: 300, height: 200 },
            marks: [{ type: 'border', attrs: { size: 2, color: '#ff0000' } }],
          },
        ],
      }),
    ).toBe(
      '<figure class="adf-media-single" data-layout="center" style="width: 300px"><img src="/i.png" alt="" width="300" height="200" class="adf-border" style="border: 2px solid #ff0000" /></figure>\n',
    );
  });
});

describe('unknown nodes are never dropped', () => {
  it('block: a marked div with its children rendered', () => {
    expect(render({ type: 'futureBlock', content: [paragraph(text('kept'))] })).toBe(
      '<div class="adf-unknown" data-type="futureBlock"><p>kept</p>\n</div>\n',
    );
  });

  it('inline: a marked span with its text', () => {
    expect(renderInline(text('a '), { type: 'futureInline', text: 'kept' })).toBe(
      'a <span class="adf-unknown" data-type="futureInline">kept</span>',
    );
  });

  it('malformed members are ignored, not fatal', () => {
    const doc = { type: 'doc', version: 1, content: [null, 3, { type: 'paragraph', content: 'x' }] };
    expect(render(...(doc.content as never[]))).toBe('<p></p>\n');
  });
});
