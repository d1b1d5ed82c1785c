import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanEnv, ensureBuilt, listTree, MAIN, makeTree, runCli } from './helpers.js';

beforeAll(ensureBuilt);

let tree: string;
afterEach(() => rmSync(tree, { recursive: true, force: true }));

describe('--out never writes outside OUT, and never among the sources', () => {
  it('refuses OUT equal to the input directory: package.md would replace package.json', () => {
    tree = makeTree({ 'docs/package.md': '# p\n', 'docs/package.json': '{"name":"x"}\n' });
    const run = runCli(['convert', 'docs', '--out', 'docs'], { cwd: tree });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      "mdadf: error: --out 'docs' is the input directory 'docs': outputs would be written among the sources and could replace them; choose a directory outside it\nTry 'mdadf convert --help'.\n",
    );
    expect(readFileSync(join(tree, 'docs/package.json'), 'utf8')).toBe('{"name":"x"}\n');
  });

  it('refuses OUT inside the input tree, however it is spelled', () => {
    tree = makeTree({ 'docs/a.json': '{"type":"doc","version":1,"content":[]}\n' });
    for (const out of ['docs/build', './docs/../docs/adf']) {
      const run = runCli(['to-markdown', 'docs', '--out', out], { cwd: tree });
      expect(run.code).toBe(2);
      expect(run.stderr).toContain('is inside the input directory');
    }
    expect(listTree(tree)).toEqual(['docs/a.json']);
  });

  it('refuses OUT that is the directory of a file argument', () => {
    tree = makeTree({ 'package.md': '# p\n', 'package.json': '{}\n' });
    const run = runCli(['convert', 'package.md', '--out', '.'], { cwd: tree });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("--out '.' is the directory of the input 'package.md'");
    expect(readFileSync(join(tree, 'package.json'), 'utf8')).toBe('{}\n');
  });

  it('does not follow a directory link planted in the output tree', () => {
    tree = makeTree({ 'docs/a.md': '# a\n', 'docs/sub/s.md': '# s\n', 'outside/keep': 'x' });
    mkdirSync(join(tree, 'out'));
    symlinkSync('../outside', join(tree, 'out/sub'));
    const run = runCli(['convert', 'docs', '--out', 'out', '--jobs', '1'], { cwd: tree });
    expect(run.code).toBe(1);
    expect(run.stderr.split('\n')[0]).toBe(
      "docs/sub/s.md: error: cannot write 'out/sub/s.json': 'out/sub' is a symbolic link; links in the output tree are not followed [unwritable-file]",
    );
    expect(run.stderr.split('\n')[1]).toMatch(/^1 of 2 files written in /);
    expect(existsSync(join(tree, 'outside/s.json'))).toBe(false);
    expect(existsSync(join(tree, 'out/a.json'))).toBe(true);
  });

  it('replaces a file link planted at the output path instead of writing through it', () => {
    tree = makeTree({ 'docs/a.md': '# a\n', 'outside/victim.json': 'victim\n' });
    mkdirSync(join(tree, 'out'));
    symlinkSync('../outside/victim.json', join(tree, 'out/a.json'));
    const run = runCli(['convert', 'docs', '--out', 'out', '-q'], { cwd: tree });
    expect(run.code).toBe(0);
    expect(readFileSync(join(tree, 'outside/victim.json'), 'utf8')).toBe('victim\n');
    expect(JSON.parse(readFileSync(join(tree, 'out/a.json'), 'utf8')).type).toBe('doc');
    expect(listTree(join(tree, 'out'))).toEqual(['a.json']);
  });

  it('OUT itself may be a link: that is the user’s choice', () => {
    tree = makeTree({ 'docs/a.md': '# a\n' });
    mkdirSync(join(tree, 'real-out'));
    symlinkSync('real-out', join(tree, 'out'));
    const run = runCli(['convert', 'docs', '--out', 'out', '-q'], { cwd: tree });
    expect(run.code).toBe(0);
    expect(listTree(join(tree, 'real-out'))).toEqual(['a.json']);
  });
});

describe('control characters from the input are escaped on the terminal', () => {
  it('in attribute values and file names, in text and in JSON diagnostics', () => {
    const name = 'e\u001b[2Jvil\u009b.md';
    tree = makeTree({ [name]: '<!-- adf:heading textAlign="\u001b[31mred\u0007\u202e" -->\n# T\n' });
    const text = runCli(['convert', name], { cwd: tree });
    expect(text.code).toBe(0);
    expect(text.stderr).toBe(
      'e\\x1b[2Jvil\\x9b.md:1:18: error: `textAlign="\\x1b[31mred\\x07\\u202e"` is invalid: expected one of left, center, right, justify; the attribute is dropped [invalid-attribute-value]\n',
    );
    const json = runCli(['convert', name, '--diagnostics', 'json'], { cwd: tree });
    // biome-ignore lint/suspicious/noControlCharactersInRegex: no raw control character may reach stderr.
    expect(json.stderr).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/);
    expect(JSON.parse(json.stderr)[0].file).toBe(name);
  });

  it('in error messages that name a file', () => {
    const run = runCli(['convert', 'no\u001b]0;title\u0007.md']);
    expect(run.code).toBe(2);
    expect(run.stderr.split('\n')[0]).toBe(
      "mdadf: error: cannot read 'no\\x1b]0;title\\x07.md': no such file or directory",
    );
  });
});

describe('one line and the documented exit code', () => {
  it('mdadf html DIR: a usage error, exit 2', () => {
    tree = makeTree({ 'docs/a.md': '# a\n' });
    const run = runCli(['html', 'docs'], { cwd: tree });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      "mdadf: error: 'docs' is a directory; html renders one file (a tree: mdadf convert DIR --out OUT)\nTry 'mdadf html --help'.\n",
    );
  });

  it.skipIf(!existsSync('/dev/full'))('convert > /dev/full: exit 1, no stack trace', () => {
    tree = makeTree({});
    const full = openSync('/dev/full', 'w');
    try {
      const run = spawnSync(process.execPath, [MAIN, 'convert'], {
        input: '# a\n',
        stdio: ['pipe', full, 'pipe'],
        env: cleanEnv(),
        encoding: 'utf8',
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toBe('mdadf: error: cannot write standard output: no space left on device\n');
    } finally {
      closeSync(full);
    }
  });
});
