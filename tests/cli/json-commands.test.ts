import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, listTree, makeTree, runCli } from './helpers.js';

beforeAll(ensureBuilt);

const doc = (...content: unknown[]) => JSON.stringify({ type: 'doc', version: 1, content });
const text = (t: string) => ({ type: 'text', text: t });
const CENTRED_HEADING = doc({
  type: 'heading',
  attrs: { level: 1, textAlign: 'center' },
  content: [text('T')],
});
const EMPTY_HEADING = doc({ type: 'heading', attrs: { level: 1 }, content: [] });

describe('mdadf validate', () => {
  it('a valid document: exit 0, one line on stdout', () => {
    expect(runCli(['validate'], { input: CENTRED_HEADING })).toEqual({
      code: 0,
      stdout: '<stdin>: valid (extended profile)\n',
      stderr: '',
    });
  });

  it('--profile atlassian rejects what only the extended profile allows, with the JSON path', () => {
    expect(runCli(['validate', '--profile', 'atlassian'], { input: CENTRED_HEADING })).toEqual({
      code: 1,
      stdout: '',
      stderr: '<stdin>: error: /content/0/attrs/textAlign: is not an allowed property [invalid-document]\n',
    });
  });

  it('an invalid document: exit 1, error with the JSON path', () => {
    expect(runCli(['validate'], { input: EMPTY_HEADING })).toEqual({
      code: 1,
      stdout: '',
      stderr: '<stdin>: error: /content/0/content: heading must contain at least 1 node [invalid-document]\n',
    });
  });

  it('invalid JSON: exit 1, at the line and column V8 names', () => {
    const run = runCli(['validate'], { input: '{\n  "type": "doc",\n}' });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^<stdin>:3:1: error: invalid JSON: .* \[invalid-json\]\n$/);
  });

  it('--diagnostics json', () => {
    const run = runCli(['validate', '--diagnostics', 'json'], { input: EMPTY_HEADING });
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stderr)).toEqual([
      {
        file: '<stdin>',
        severity: 'error',
        code: 'invalid-document',
        message: 'heading must contain at least 1 node',
        path: '/content/0/content',
      },
    ]);
  });

  describe('several files and directories', () => {
    let tree: string;
    beforeAll(() => {
      tree = makeTree({
        'docs/ok.json': CENTRED_HEADING,
        'docs/sub/bad.json': EMPTY_HEADING,
        'docs/x.md': '# no',
      });
    });
    afterAll(() => rmSync(tree, { recursive: true, force: true }));

    it('checks every .json below a directory; exit 1 when any is invalid', () => {
      const run = runCli(['validate', 'docs'], { cwd: tree });
      expect(run).toEqual({
        code: 1,
        stdout: `${join('docs', 'ok.json')}: valid (extended profile)\n`,
        stderr: `${join('docs', 'sub', 'bad.json')}: error: /content/0/content: heading must contain at least 1 node [invalid-document]\n`,
      });
    });

    it('--quiet says nothing about valid documents', () => {
      expect(runCli(['validate', '--quiet', 'docs/ok.json'], { cwd: tree })).toEqual({
        code: 0,
        stdout: '',
        stderr: '',
      });
    });
  });
});

describe('mdadf to-markdown', () => {
  const TABLE_MD = '# T\n\nhello *world*\n\n| a | b |\n|:-:|--|\n| 1 | 2 |\n';

  it('reads ADF JSON on standard input and writes Markdown', () => {
    const adf = doc(
      { type: 'heading', attrs: { level: 2 }, content: [text('Title')] },
      { type: 'paragraph', content: [text('a '), { type: 'text', text: 'b', marks: [{ type: 'strong' }] }] },
    );
    expect(runCli(['to-markdown'], { input: adf })).toEqual({
      code: 0,
      stdout: '## Title\n\na **b**\n',
      stderr: '',
    });
  });

  it('round-trips what convert wrote', () => {
    const adf = runCli(['convert'], { input: TABLE_MD }).stdout;
    const markdown = runCli(['to-markdown'], { input: adf }).stdout;
    expect(runCli(['convert'], { input: markdown }).stdout).toBe(adf);
  });

  it('a node with no Markdown form travels as adf:node, with a warning located in the output', () => {
    const extension = { type: 'syncBlock', attrs: { resourceId: 'r1', localId: 's1' } };
    expect(
      runCli(['to-markdown'], { input: doc({ type: 'paragraph', content: [text('before')] }, extension) }),
    ).toEqual({
      code: 0,
      stdout: `before\n\n<!-- adf:node ${JSON.stringify(extension)} -->\n`,
      stderr: '<stdout>:3:1: warning: syncBlock: no Markdown form; written as adf:node [node-as-json]\n',
    });
  });

  it('invalid JSON: exit 1, nothing on stdout', () => {
    expect(runCli(['to-markdown'], { input: '[' })).toEqual({
      code: 1,
      stdout: '',
      stderr: '<stdin>: error: invalid JSON: Unexpected end of JSON input [invalid-json]\n',
    });
  });

  it('JSON that is not a document: exit 1, one line', () => {
    const run = runCli(['to-markdown'], { input: '{"type":"paragraph"}' });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^<stdin>: error: .*expected an ADF document.* \[conversion-failed\]\n$/);
  });

  it('--out: one .md per .json, the tree mirrored', () => {
    const tree = makeTree({
      'adf/a.json': doc({ type: 'paragraph', content: [text('a')] }),
      'adf/sub/b.json': doc({ type: 'paragraph', content: [text('b')] }),
    });
    try {
      const run = runCli(['to-markdown', 'adf', '--out', 'md', '--quiet'], { cwd: tree });
      expect(run).toEqual({ code: 0, stdout: '', stderr: "mdadf: created the directory 'md'\n" });
      expect(listTree(join(tree, 'md'))).toEqual(['a.md', 'sub/b.md']);
      expect(readFileSync(join(tree, 'md/sub/b.md'), 'utf8')).toBe('b\n');
    } finally {
      rmSync(tree, { recursive: true, force: true });
    }
  });
});
