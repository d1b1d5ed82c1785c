import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { planWrite } from '../../src/mcp/body-write.js';
import { adfToMarkdown } from '../../src/compose/reverse.js';
import type { AdfDoc } from '../../src/types.js';

/**
 * The agent's round trip on real documents (tests/fixtures/real-adf, none written here): the
 * body read as Markdown and sent back unchanged is stored byte for byte as it was; with one
 * paragraph's text changed, only the block holding it differs.
 */
const DIR = join(import.meta.dirname, '..', 'fixtures', 'real-adf');
const DOCS = readdirSync(DIR)
  .filter((name) => name.endsWith('.json'))
  .map((name) => [name, JSON.parse(readFileSync(join(DIR, name), 'utf8')) as AdfDoc] as const);

const read = (doc: AdfDoc) => adfToMarkdown(doc, { profile: 'atlassian' });

describe('real bodies written back through the write plan', () => {
  it('come back byte for byte when the Markdown is unchanged (all of them)', () => {
    const changed = DOCS.filter(
      ([, stored]) =>
        JSON.stringify(planWrite({ markdown: read(stored), what: 'x', stored }).doc) !==
        JSON.stringify(stored),
    ).map(([name]) => name);
    expect(DOCS.length).toBeGreaterThan(190);
    expect(changed).toEqual([]);
  });

  it('differ in the one top-level block holding an edited paragraph, and nowhere else', () => {
    let edited = 0;
    for (const [name, stored] of DOCS) {
      const markdown = read(stored);
      // A top-level paragraph of plain words: its line is the paragraph.
      const line = /^[A-Za-z][^\n<>`*_[\]|#\\!:~&@]{11,}$/m.exec(markdown)?.[0];
      if (!line || markdown.indexOf(line) !== markdown.lastIndexOf(line)) continue;
      const { doc } = planWrite({
        markdown: markdown.replace(line, 'Edited by the agent.'),
        what: name,
        stored,
      });
      const differing = doc.content.filter(
        (node, i) => JSON.stringify(node) !== JSON.stringify(stored.content[i]),
      );
      expect(doc.content.length, name).toBe(stored.content.length);
      expect(differing.length, name).toBe(1);
      expect(JSON.stringify(differing[0]), name).toContain('Edited by the agent.');
      edited++;
    }
    expect(edited).toBeGreaterThan(20);
  });
});
