import { describe, expect, it } from 'vitest';
import { contentModel, marksFit, setsFit } from '../../src/schema/content-model.js';

const extended = contentModel('extended');
const atlassian = contentModel('atlassian');

describe('content model', () => {
  it('nested blockquotes: allowed in extended, not in atlassian', () => {
    expect(extended.allows('blockquote', 'blockquote')).toBe(true);
    expect(atlassian.allows('blockquote', 'blockquote')).toBe(false);
  });

  it('no heading in a listItem in either profile', () => {
    expect(extended.allows('listItem', 'heading')).toBe(false);
    expect(atlassian.allows('listItem', 'heading')).toBe(false);
  });

  it('minimum children', () => {
    expect(extended.minItems('listItem')).toBe(1);
    expect(atlassian.minItems('listItem')).toBe(1);
    expect(extended.minItems('heading')).toBe(1);
    expect(atlassian.minItems('heading')).toBe(0);
    expect(extended.minItems('codeBlock')).toBe(1);
    expect(atlassian.minItems('codeBlock')).toBe(0);
    expect(extended.minItems('paragraph')).toBe(0);
    expect(extended.minItems('mediaSingle')).toBe(1);
    expect(extended.minItems('no-such-node')).toBe(0);
  });

  it('mark sets of text in a paragraph: formatted text, or code with link and annotation', () => {
    const expected = [
      ['link', 'em', 'strong', 'strike', 'subsup', 'underline', 'textColor', 'annotation', 'backgroundColor'],
      ['code', 'link', 'annotation'],
    ];
    expect(extended.markSets('paragraph', 'text')).toEqual(expected);
    expect(atlassian.markSets('paragraph', 'text')).toEqual(expected);
  });

  it('mark sets: none in a codeBlock, [] for a child without marks, undefined when not allowed', () => {
    expect(extended.markSets('codeBlock', 'text')).toEqual([[]]);
    expect(extended.markSets('doc', 'rule')).toEqual([[]]);
    expect(extended.markSets('doc', 'heading')).toEqual([['indentation'], [], ['alignment']]);
    expect(extended.markSets('listItem', 'heading')).toBeUndefined();
  });

  it('allowsMarks checks one combination against the sets', () => {
    expect(extended.allowsMarks('paragraph', 'text', ['code', 'link'])).toBe(true);
    expect(extended.allowsMarks('paragraph', 'text', ['code', 'strong'])).toBe(false);
    expect(extended.allowsMarks('paragraph', 'text', [])).toBe(true);
    expect(extended.allowsMarks('tableCell', 'paragraph', ['alignment'])).toBe(true);
    expect(extended.allowsMarks('blockquote', 'paragraph', ['alignment'])).toBe(false);
  });

  it('heading children are text only in extended, any inline node in atlassian', () => {
    expect(extended.children('heading')).toEqual(['text']);
    expect(atlassian.children('heading')).toContain('hardBreak');
  });

  it('blockquote children in extended are exactly what the specification lists, plus blockquote', () => {
    expect(extended.children('blockquote')).toEqual([
      'paragraph',
      'heading',
      'bulletList',
      'orderedList',
      'blockquote',
    ]);
  });

  it('a mediaSingle may hold a media and a caption (tupled content)', () => {
    expect(atlassian.children('mediaSingle')).toEqual(['media', 'caption']);
  });

  it('leaves have no children; doc is included; the two profiles know the same node types', () => {
    expect(extended.children('text')).toEqual([]);
    expect(extended.children('rule')).toEqual([]);
    expect(extended.nodeTypes()).toContain('doc');
    expect([...extended.nodeTypes()].sort()).toEqual([...atlassian.nodeTypes()].sort());
    expect(extended.nodeTypes()).toHaveLength(43);
  });

  it('node types from user documents never reach object prototypes', () => {
    expect(extended.allows('__proto__', 'constructor')).toBe(false);
    expect(extended.children('toString')).toEqual([]);
    expect(extended.minItems('constructor')).toBe(0);
  });

  it('returned mark sets are copies', () => {
    extended.markSets('paragraph', 'text')![0].push('sparkle');
    expect(extended.markSets('paragraph', 'text')![0]).not.toContain('sparkle');
  });

  it('rejects an unknown profile', () => {
    expect(() => contentModel('confluence' as never)).toThrow(RangeError);
  });

  it('marks fit by their bits exactly where some mark set holds them all', () => {
    for (const model of [extended, atlassian]) {
      for (const parent of model.nodeTypes()) {
        const rules = model.rules(parent)!;
        for (const [child, sets] of rules.children) {
          // Every mark named anywhere here, and one named nowhere, alone, in pairs and in threes.
          const types = [...new Set(sets.flat()), 'unknownMark'];
          const lists = types.flatMap((a, i) => [
            [a],
            ...types
              .slice(i + 1)
              .flatMap((b, j) => [[a, b], ...types.slice(i + j + 2).map((c) => [a, b, c])]),
          ]);
          for (const list of lists) {
            const marks = list.map((type) => ({ type }));
            expect(marksFit(sets, rules.kids.get(child)!.bits, marks), `${parent} > ${child}: ${list}`).toBe(
              setsFit(sets, marks),
            );
          }
        }
      }
    }
  });
});
