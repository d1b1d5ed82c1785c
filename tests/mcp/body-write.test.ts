import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { planWrite } from '../../src/mcp/body-write.js';
import { findSection, headings, replaceSection, sectionDoc } from '../../src/mcp/sections.js';
import { adfToMarkdown } from '../../src/compose/reverse.js';
import type { AdfDoc, AdfNode } from '../../src/types.js';

const REAL = join(import.meta.dirname, '..', 'fixtures', 'real-adf');
const real = (name: string): AdfDoc => JSON.parse(readFileSync(join(REAL, name), 'utf8'));
const read = (doc: AdfDoc) => adfToMarkdown(doc, { profile: 'atlassian' });

const p = (text: string): AdfNode => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const h = (level: number, text: string): AdfNode => ({
  type: 'heading',
  attrs: { level },
  content: [{ type: 'text', text }],
});

/** A Confluence page as the site stores it: ids no Markdown carries, a status, a task list. */
const STORED: AdfDoc = {
  type: 'doc',
  version: 1,
  content: [
    h(1, 'Plan'),
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'State: ' },
        {
          type: 'status',
          attrs: { text: 'ON TRACK', color: 'green', localId: 'a4c1e7c2-8f7e-4b7b-9a51-3f0c5d1e2b6a' },
        },
      ],
    },
    {
      type: 'taskList',
      attrs: { localId: '9d1b2c3e-0000-4a5b-8c7d-111111111111' },
      content: [
        {
          type: 'taskItem',
          attrs: { localId: 'f1', state: 'TODO' },
          content: [{ type: 'text', text: 'write it' }],
        },
      ],
    },
    h(2, 'Goals'),
    p('Ship it.'),
    h(3, 'Stretch'),
    p('Docs.'),
    h(2, 'Risks'),
    p('None.'),
  ],
};

describe('planWrite over a stored body', () => {
  it('keeps every node the Markdown left unchanged exactly as stored, ids included', () => {
    const markdown = read(STORED).replace('Ship it.', 'Ship it on Friday.');
    const { doc } = planWrite({ markdown, what: 'page 1', stored: STORED });
    const expected = structuredClone(STORED);
    expected.content[4] = p('Ship it on Friday.');
    expect(doc).toEqual(expected);
    // Not equal by chance: the unchanged nodes are the stored ones.
    expect(doc.content[1]).toBe(STORED.content[1]);
    expect(doc.content[2]).toBe(STORED.content[2]);
  });

  it('keeps the ids inside a changed block where its parts read back unchanged', () => {
    const markdown = read(STORED).replace('State: ', 'State now: ');
    const { doc } = planWrite({ markdown, what: 'page 1', stored: STORED });
    expect(doc.content[1].content).toEqual([
      { type: 'text', text: 'State now: ' },
      STORED.content[1].content![1],
    ]);
  });

  it('keeps the whole real document but the paragraph edited (a macro, a layout, media)', () => {
    const stored = real('afm-vr-dynamic-text.json');
    const markdown = read(stored);
    const paragraph = /^[A-Z][a-z]+ [a-z]+[^\n<>]*$/m.exec(markdown)![0];
    const { doc } = planWrite({
      markdown: markdown.replace(paragraph, 'An edited paragraph.'),
      what: 'page 1',
      stored,
    });
    const changed = doc.content.flatMap((node, index) =>
      JSON.stringify(node) === JSON.stringify(stored.content[index]) ? [] : [index],
    );
    expect(changed.length).toBe(1);
    expect(JSON.stringify(doc.content[changed[0]])).toContain('An edited paragraph.');
  });

  it('refuses to drop a macro, media or an inline comment, naming them, unless allowed', () => {
    const stored = real('afm-vr-dynamic-text.json');
    const markdown = read(stored)
      .split('\n')
      .filter((line) => !line.includes('adf:bodiedExtension') && !line.includes('](media:'))
      .join('\n');
    expect(() => planWrite({ markdown, what: 'page 1', stored })).toThrow(
      'refused: this would remove from page 1: 2 × media "a559980d-cd47-43e2-8377-27359fcb905f", 3 × media "8550f88e-6be9-4141-9a36-30e74aaec3ab", macro "clock". ',
    );
    expect(
      planWrite({ markdown, what: 'page 1', stored, allowRemoval: true }).doc.content.length,
    ).toBeGreaterThan(0);
    const commented = real('afm-renderer-annotation-over-marks.json');
    const plain = read(commented).replace(/<span data-annotation-id="[^"]*">|<\/span>/g, '');
    expect(() => planWrite({ markdown: plain, what: 'page 2', stored: commented })).toThrow(
      /inline comment /,
    );
  });

  it('refuses Markdown with an error diagnostic, with its line and column', () => {
    expect(() =>
      planWrite({ markdown: '# T\n\n<!-- adf:heading textAlign="middle" -->\n## x\n', what: 'issue P-1' }),
    ).toThrow(
      /^the Markdown for issue P-1 has 1 error \(line:column in the Markdown you sent\): 3:18: error: /,
    );
  });
});

describe('sections', () => {
  it('lists the outline and finds a section by text, level or path', () => {
    expect(headings(STORED).map((x) => x.path.join(' > '))).toEqual([
      'Plan',
      'Plan > Goals',
      'Plan > Goals > Stretch',
      'Plan > Risks',
    ]);
    const goals = findSection(STORED, 'goals');
    expect([goals.start, goals.end]).toEqual([3, 7]);
    expect(findSection(STORED, '## Goals')).toEqual(goals);
    expect(findSection(STORED, 'Plan > Goals')).toEqual(goals);
    expect(findSection(STORED, 'Stretch').end).toBe(7);
    expect(() => findSection(STORED, '### Goals')).toThrow(
      /^no section "### Goals"; the headings are: # Plan; ## Plan > Goals;/,
    );
  });

  it('names every candidate when a heading text is ambiguous', () => {
    const doc: AdfDoc = {
      type: 'doc',
      version: 1,
      content: [h(1, 'A'), h(2, 'Notes'), h(1, 'B'), h(2, 'Notes')],
    };
    expect(() => findSection(doc, 'Notes')).toThrow('2 sections match "Notes": ## A > Notes; ## B > Notes;');
    expect(findSection(doc, 'B > Notes').start).toBe(3);
  });

  it('finds a heading inside a layout column, and replaces only that section', () => {
    const column = (content: AdfNode[]): AdfNode => ({ type: 'layoutColumn', attrs: { width: 50 }, content });
    const doc: AdfDoc = {
      type: 'doc',
      version: 1,
      content: [
        p('top'),
        {
          type: 'layoutSection',
          content: [column([h(2, 'Left'), p('l1'), p('l2')]), column([h(2, 'Right'), p('r')])],
        },
      ],
    };
    const left = findSection(doc, 'Left');
    expect(sectionDoc(left).content).toEqual([h(2, 'Left'), p('l1'), p('l2')]);
    const replaced = replaceSection(doc, left, [h(2, 'Left'), p('new')]);
    expect(replaced.content[1].content![0].content).toEqual([h(2, 'Left'), p('new')]);
    expect(replaced.content[1].content![1]).toBe(doc.content[1].content![1]);
    expect(doc.content[1].content![0].content).toHaveLength(3);
  });

  it('replaces one section through planWrite, heading kept when the Markdown has none', () => {
    const { doc } = planWrite({
      markdown: 'Ship it now.\n',
      what: 'page 1',
      stored: STORED,
      section: 'Goals',
    });
    expect(doc.content.slice(3)).toEqual([h(2, 'Goals'), p('Ship it now.'), h(2, 'Risks'), p('None.')]);
    expect(doc.content[1]).toBe(STORED.content[1]);
    const renamed = planWrite({
      markdown: '## Aims\n\nShip.\n',
      what: 'page 1',
      stored: STORED,
      section: 'Risks',
    });
    expect(renamed.doc.content.slice(7)).toEqual([h(2, 'Aims'), p('Ship.')]);
  });
});
