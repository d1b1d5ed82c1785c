import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import * as loader from '../../src/markdown/generated/js-yaml.js';

/**
 * The generated loader is js-yaml's own, cut of what a load with the core schema never runs
 * (scripts/build-yaml.ts): it must read every front matter as the package does, values and
 * errors (the reason and the position front matter reports) alike.
 */
type Loader = {
  load(text: string, options: { schema: unknown }): unknown;
  CORE_SCHEMA: unknown;
  YAMLException: abstract new (...args: never[]) => Error;
};

// Named through a variable: the package has no declarations (as in scripts/build-yaml.ts).
const PACKAGE: string = 'js-yaml';
const jsYaml: Loader = await import(PACKAGE);

function outcome(yaml: Loader, text: string, isYamlError: (error: unknown) => boolean): string {
  try {
    // inspect, not JSON: it writes Infinity and NaN, and an alias inside its own anchor.
    return `value ${inspect(yaml.load(text, { schema: yaml.CORE_SCHEMA }), { depth: null, breakLength: Infinity })}`;
  } catch (error) {
    if (!isYamlError(error)) throw error;
    const { reason, mark } = error as { reason: string; mark?: { position: number } };
    return `error ${reason} at ${mark?.position}`;
  }
}

const FRONT_MATTER = [
  // The front matter of tests/convert/ext-front-matter.test.ts and docs/metadata.md's examples.
  'title: Release notes\ntags: [a, b]\ndraft: false',
  'owner: jane',
  'title: [unclosed',
  '"a: quoted scalar"',
  'a: 1\na: 2',
  // Scalars of the core schema, each form of each type.
  'n: [~, null, Null, NULL, ""]\nb: [true, True, TRUE, false, False, FALSE, yes, no, on, off]',
  'i: [0, -12, +12, 0x1F, 0o17, 017, 0b101, 1_000, 0xG]',
  'f: [1.5, -1.5e3, .5, 1e3, .inf, -.Inf, +.INF, .nan, .NaN, 1_0.5]',
  'd: 2001-12-14\nt: 2001-12-14t21:59:43.10-05:00',
  // Tags: the core schema's, and those it does not know.
  'a: !!str 1\nb: !!int "2"\nc: !!float 3\nd: !!bool "true"\ne: !!null\nf: !!seq [1]\ng: !!map {x: 1}',
  'e: !!null ""',
  'a: !!int x',
  'a: !!binary aGVsbG8=',
  'a: !!timestamp 2001-12-14',
  'a: !!set {x}',
  'a: !custom value',
  'a: !<tag:yaml.org,2002:str> 5',
  'a: !<?> [0]',
  'a: ! 12',
  'a: !!map [1]',
  // Merge keys: a plain key in the core schema; `!!merge` an unknown tag.
  'base: &b {x: 1}\n<<: *b\ny: 2',
  '<<: [{a: 1}, {b: 2}]',
  'a: 1\n!!merge <<: {b: 2}',
  '? !!merge <<\n: {b: 2}',
  '{<<: {a: 1}, b: 2}',
  // Anchors and aliases.
  'a: &x 1\nb: *x\nc: &y [*x, *x]\nd: *y',
  'a: *nothing',
  'a: &x\n  b: *x',
  // Block and flow collections, complex keys.
  'list:\n  - a\n  - b:\n      c: [1, {d: e}]\n  -\n    - nested',
  '? [a, b]\n: complex\n? {c: d}\n: mapping key',
  'a: {b: c, d: [e, f], g}',
  'a: [b, c: d, ? e]',
  'a: [1, 2,]\nb: {c: 1,}',
  'a: [1,, 2]',
  // Block scalars.
  'literal: |\n  line 1\n\n  line 2\nfolded: >\n  a\n  b\n\n  c\nkeep: |+\n  x\n\nstrip: >-\n  y\n',
  'indented: |2\n    four\n  two\n',
  'bad: |0\n  x',
  'bad: |\n    x\n  y',
  // Quoted scalars and their escapes.
  "a: \"tab\\t nl\\n \\x41 \\u00e9 \\U0001F600 \\/ \\N \\_ \\L \\P\"\nb: 'it''s'",
  'a: "\\q"',
  'a: "unclosed',
  "a: 'unclosed",
  'a: "multi\n  line\n\n  text"',
  // Plain scalars across lines, comments, odd keys.
  'a: plain\n  continued # comment\nb: x#y\nc: "x" # c',
  '"quoted key": 1\n\'single\': 2\n1: int key\n~: null key\ntrue: bool key',
  // Documents, directives and what js-yaml refuses.
  '%YAML 1.2\n--- a: 1',
  '%YAML 1.1\n--- a: 1',
  '%YAML 1.2\n%YAML 1.2\n--- a: 1',
  '%YAML 2.0\n--- a: 1',
  '%TAG ! tag:example.com,2000:\n--- a: !x 1',
  '%TAG !e! tag:e.com:\n--- a: !e!x 1',
  '%FOO bar\n--- a: 1',
  '%YAML 1.2\na: 1',
  '--- a: 1',
  '--- a: 1\n--- b: 2',
  'a: 1\n... # end',
  'a: 1\n\ttab: 2',
  'a:\n\t- 1',
  'a: b: c',
  'a: 1\n b: 2',
  '- a\nb: 1',
  'a: [b\n]',
  'a: "\u0001"',
  'a: \u0007',
  'a: x\u0000',
  '\ufeffa: bom',
  'a:\r\n  b: crlf\r\n',
  `a: ${'['.repeat(120)}${']'.repeat(120)}`,
  'a: @reserved',
  'a: `reserved',
  '&anchor a: 1',
  '[a, b]: c',
  '',
  '# only a comment',
];

describe('the front matter YAML loader', () => {
  it('reads each case as js-yaml does: values, error reasons and positions', () => {
    const differ = FRONT_MATTER.filter(
      (text) =>
        outcome(loader as Loader, text, (error) => error instanceof loader.YAMLException) !==
        outcome(jsYaml, text, (error) => error instanceof jsYaml.YAMLException),
    );
    expect(differ).toEqual([]);
  });

  it('keeps the core schema: `<<` a plain key, unknown tags and duplicate keys errors', () => {
    const read = (text: string) =>
      outcome(loader as Loader, text, (error) => error instanceof loader.YAMLException);
    expect(read('base: &b {x: 1}\n<<: *b\ny: 2')).toBe("value { base: { x: 1 }, '<<': { x: 1 }, y: 2 }");
    expect(read('a: 1\n!!merge <<: {b: 2}')).toBe('error unknown tag !<tag:yaml.org,2002:merge> at 15');
    expect(read('d: 2001-12-14\ni: 0x1F\nf: .inf')).toBe("value { d: '2001-12-14', i: 31, f: Infinity }");
    expect(read('a: 1\na: 2')).toBe('error duplicated mapping key at 5');
  });
});
