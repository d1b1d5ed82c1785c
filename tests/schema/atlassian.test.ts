import { describe, expect, it } from 'vitest';
import { validateAdf } from '../../src/validate/index.js';
import { blockquote, cell, doc, heading, paragraph, table, text } from './docs.js';

const atlassian = (document: unknown) => validateAdf(document, { profile: 'atlassian' });

describe('atlassian profile: the official schema', () => {
  it('accepts a minimal Jira-style doc with taskList, panel and mediaSingle', () => {
    const jira = doc(
      heading({ level: 2 }, text('Release')),
      {
        type: 'taskList',
        attrs: { localId: 'tl-1' },
        content: [
          { type: 'taskItem', attrs: { localId: 'ti-1', state: 'DONE' }, content: [text('ship')] },
          { type: 'taskItem', attrs: { localId: 'ti-2', state: 'TODO' }, content: [text('announce')] },
        ],
      },
      {
        type: 'panel',
        attrs: { panelType: 'info' },
        content: [paragraph(text('Heads up', [{ type: 'strong' }]))],
      },
      {
        type: 'mediaSingle',
        attrs: { layout: 'center' },
        content: [{ type: 'media', attrs: { type: 'external', url: 'https://example.com/a.png', alt: 'a' } }],
      },
    );
    expect(atlassian(jira)).toEqual({ valid: true, errors: [] });
  });

  it('accepts background on a cell', () => {
    expect(atlassian(doc(table(undefined, cell({ background: '#ff0000' }))))).toEqual({
      valid: true,
      errors: [],
    });
  });

  const cases: Array<[string, unknown, { path: string; message: string }]> = [
    [
      'borderColor on a table',
      doc(table({ borderColor: '#000000' }, cell())),
      { path: '/content/0/attrs/borderColor', message: 'is not an allowed property' },
    ],
    [
      'backgroundColor on a cell',
      doc(table(undefined, cell({ backgroundColor: '#ff0000' }))),
      {
        path: '/content/0/content/0/content/0/attrs/backgroundColor',
        message: 'is not an allowed property',
      },
    ],
    [
      'a nested blockquote',
      doc(blockquote(undefined, blockquote(undefined, paragraph(text('deep'))))),
      {
        path: '/content/0/content/0',
        message:
          'blockquote is not allowed in blockquote (allowed: paragraph, orderedList, bulletList, codeBlock, mediaSingle, mediaGroup, extension)',
      },
    ],
    [
      'a heading inside a listItem',
      doc({
        type: 'bulletList',
        content: [{ type: 'listItem', content: [heading({ level: 1 }, text('h'))] }],
      }),
      {
        path: '/content/0/content/0/content/0',
        message:
          'heading is not allowed in listItem (allowed: paragraph, bulletList, orderedList, taskList, mediaSingle, codeBlock, extension)',
      },
    ],
    [
      'a table inside a table cell',
      doc(table(undefined, { type: 'tableCell', content: [table(undefined, cell())] })),
      {
        path: '/content/0/content/0/content/0/content/0',
        message:
          'table is not allowed in tableCell (allowed: paragraph, panel, blockquote, orderedList, bulletList, rule, heading, codeBlock, mediaSingle, mediaGroup, decisionList, taskList, blockCard, embedCard, extension, nestedExpand)',
      },
    ],
    [
      'a directive attribute on a heading',
      doc(heading({ level: 1, id: 'x' }, text('h'))),
      { path: '/content/0/attrs/id', message: 'is not an allowed property' },
    ],
  ];

  it.each(cases)('rejects %s', (_name, document, error) => {
    expect(atlassian(document)).toEqual({ valid: false, errors: [error] });
  });

  it('accepts what the extended profile narrows away (a codeBlock in a blockquote, layout center)', () => {
    const official = doc(
      blockquote(undefined, { type: 'codeBlock', content: [text('x')] }),
      table({ layout: 'center' }, cell()),
    );
    expect(atlassian(official)).toEqual({ valid: true, errors: [] });
    expect(validateAdf(official).valid).toBe(false);
  });
});
