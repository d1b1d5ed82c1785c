import { describe, expect, it } from 'vitest';
import { convert, type Profile } from '../../src/index.js';
import { buildTree } from '../../src/convert/build.js';

/**
 * Constructs the build makes fitting the profile, so the fit pass (src/convert/fit.ts) does not
 * run for them: each fixture, in both profiles, fits as built. A construct that stops being
 * built fitting makes the count of documents the fit pass runs on go up.
 */
const FIXTURES: Record<string, string> = {
  'task list': '- [ ] one\n- [x] **two**\n',
  'decision list': '<!-- adf:decisionList -->\n- one\n- two\n',
};

const PROFILES: Profile[] = ['extended', 'atlassian'];

function runsOfTheFitPass(): string[] {
  const runs: string[] = [];
  for (const [name, markdown] of Object.entries(FIXTURES))
    for (const profile of PROFILES) {
      const ctx = buildTree(markdown, profile);
      if (!ctx.fitting.has(ctx.doc)) runs.push(`${name} (${profile})`);
    }
  return runs;
}

describe('constructs built fitting', () => {
  it('need no fit pass', () => {
    expect(runsOfTheFitPass()).toEqual([]);
  });

  it('a task list settles before its check', () => {
    const { doc, diagnostics } = convert(FIXTURES['task list']);
    expect(doc.content.map((n) => n.type)).toEqual(['taskList']);
    expect(doc.content[0].content?.map((n) => n.type)).toEqual(['taskItem', 'taskItem']);
    expect(diagnostics).toEqual([]);
  });
});
