import { describe, expect, it, vi } from 'vitest';
import { ADF_FAMILIES } from '../../bench/pathological.js';
import type { AdfDoc } from '../../src/types.js';

/**
 * The work the inline writer does for one wide paragraph, counted rather than timed. A run that
 * does not read back is rendered again, up to twice a round for MAX_ROUNDS rounds and once more
 * (phrasing.ts): what the writer derives from a text (its escaped form) must be derived once for
 * the run, not once per attempt, which made a paragraph of 32,000 text nodes take seconds; and
 * the number of whole-paragraph read-backs must not grow with the paragraph.
 */

const work = vi.hoisted(() => ({ escapes: 0, readBacks: 0, readBackChars: 0 }));

vi.mock('../../src/reverse/inline/escape.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/reverse/inline/escape.js')>();
  return {
    ...original,
    escapeText: (...args: Parameters<typeof original.escapeText>) => {
      work.escapes++;
      return original.escapeText(...args);
    },
  };
});

vi.mock('../../src/compose/read-back.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/compose/read-back.js')>();
  return {
    ...original,
    readTree: (...args: Parameters<typeof original.readTree>) => {
      // Atoms are read back one by one (and cached across runs): only the paragraph's own count.
      if (!args[0].startsWith('<!-- adf:node')) {
        work.readBacks++;
        work.readBackChars += args[0].length;
      }
      return original.readTree(...args);
    },
  };
});

const { convertAdf } = await import('../../src/compose/reverse.js');

function measure(family: string, n: number) {
  return measureDoc(ADF_FAMILIES[family].make(n));
}

function measureDoc(doc: AdfDoc) {
  Object.assign(work, { escapes: 0, readBacks: 0, readBackChars: 0 });
  const { markdown } = convertAdf(doc);
  return { ...work, markdownChars: markdown.length };
}

/** Struck and underlined words between plain ones: `~~<u>` cannot close before a letter, and no emphasis. */
const struck = (n: number): AdfDoc => ({
  type: 'doc',
  version: 1,
  content: [
    {
      type: 'paragraph',
      content: Array.from({ length: n }, (_, i) =>
        i % 2 === 0
          ? { type: 'text', text: `w${i} ` }
          : { type: 'text', text: `m${i}`, marks: [{ type: 'strike' }, { type: 'underline' }] },
      ),
    },
  ],
});

describe('inline writer work on one wide paragraph', () => {
  // Eight rounds of fixes do not suffice, so every marked text falls back to a node at once.
  it('escapes each text about once, and reads the paragraph back a fixed number of times', () => {
    expect([measure('wide-paragraph', 400), measure('wide-paragraph', 800)]).toEqual([
      { escapes: 358, readBacks: 19, readBackChars: 72_114, markdownChars: 17_791 },
      { escapes: 708, readBacks: 19, readBackChars: 145_814, markdownChars: 35_691 },
    ]);
  });

  it('deep marks: the same', () => {
    expect([measure('deep-marks', 400), measure('deep-marks', 800)]).toEqual([
      { escapes: 423, readBacks: 18, readBackChars: 57_982, markdownChars: 43_891 },
      { escapes: 823, readBacks: 18, readBackChars: 115_582, markdownChars: 87_891 },
    ]);
  });

  it('reads an attempt back once when the two emphasis characters write the same Markdown', () => {
    // Nine rounds of one attempt each, then every marked text falls back at once: ten, not nineteen.
    expect([measureDoc(struck(400)), measureDoc(struck(800))]).toEqual([
      { escapes: 408, readBacks: 10, readBackChars: 55_352, markdownChars: 20_091 },
      { escapes: 808, readBacks: 10, readBackChars: 111_552, markdownChars: 40_291 },
    ]);
  });
});
