import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, listTree, makeTree, runCli } from './helpers.js';

beforeAll(ensureBuilt);

let tree: string;
afterEach(() => rmSync(tree, { recursive: true, force: true }));

const DOC =
  '{"type":"doc","version":1,"content":[{"type":"heading","attrs":{"level":1},"content":[{"type":"text","text":"A"}]}]}\n';

describe('convert answers what is not Markdown', () => {
  it('a binary file (NUL bytes) is an error, not a document of control characters', () => {
    tree = makeTree({});
    writeFileSync(
      join(tree, 'notes.md'),
      gzipSync(readFileSync(new URL('../../README.md', import.meta.url))),
    );
    const run = runCli(['convert', 'notes.md'], { cwd: tree });
    expect(run).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'notes.md: error: not a text file (it holds NUL bytes): Markdown is read as UTF-8 text [not-markdown]\n',
    });
  });

  it('a file of bytes that are not UTF-8 is an error, saying how many', () => {
    tree = makeTree({});
    const bytes = Buffer.alloc(640, 0);
    for (let i = 0; i < bytes.length; i++) bytes[i] = 0x80 + (i % 64); // continuation bytes, none valid alone
    writeFileSync(join(tree, 'latin.md'), bytes);
    const run = runCli(['convert', 'latin.md'], { cwd: tree });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      'latin.md: error: not a text file (640 of its 640 characters are not UTF-8): Markdown is read as UTF-8 text [not-markdown]\n',
    );
  });

  it('in a batch, the binary file fails and the others are written', () => {
    tree = makeTree({ 'docs/a.md': '# A\n' });
    writeFileSync(join(tree, 'docs/b.md'), gzipSync('# B\n'));
    const run = runCli(['convert', 'docs', '--out', 'out', '--quiet'], { cwd: tree });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      "mdadf: created the directory 'out'\ndocs/b.md: error: not a text file (it holds NUL bytes): Markdown is read as UTF-8 text [not-markdown]\n",
    );
    expect(listTree(join(tree, 'out'))).toEqual(['a.json']);
  });

  it('an ADF document hints at to-markdown, from a file or standard input', () => {
    tree = makeTree({ 'doc.json': DOC });
    const hint =
      'an ADF document, not Markdown: `mdadf to-markdown` turns it into Markdown (`mdadf html` previews it) [not-markdown]\n';
    expect(runCli(['convert', 'doc.json'], { cwd: tree })).toEqual({
      code: 1,
      stdout: '',
      stderr: `doc.json: error: ${hint}`,
    });
    expect(runCli(['convert'], { cwd: tree, input: DOC })).toEqual({
      code: 1,
      stdout: '',
      stderr: `<stdin>: error: ${hint}`,
    });
    // html reads Markdown unless told: the hint is its own switch.
    expect(runCli(['html'], { cwd: tree, input: DOC }).stderr).toBe(
      '<stdin>: error: an ADF document, not Markdown: render it with `--from adf` [not-markdown]\n',
    );
  });

  it('JSON that is not ADF, and Markdown that starts with a brace, are still Markdown', () => {
    tree = makeTree({});
    const run = runCli(['convert'], { cwd: tree, input: '{"name": "x"}\n' });
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      '{"type":"doc","version":1,"content":[{"type":"paragraph","content":[{"type":"text","text":"{\\"name\\": \\"x\\"}"}]}]}\n',
    );
  });
});

describe('-o NAME: a file unless it ends in / or names a directory; folders made are announced', () => {
  it('-o build with one input writes the file build, creating no folder', () => {
    tree = makeTree({ 'a.md': '# A\n' });
    const run = runCli(['convert', 'a.md', '-o', 'build'], { cwd: tree });
    expect(run).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(statSync(join(tree, 'build')).isFile()).toBe(true);
    expect(readFileSync(join(tree, 'build'), 'utf8')).toBe(DOC);
  });

  it('-o out/ is a folder, created with a note', () => {
    tree = makeTree({ 'a.md': '# A\n' });
    const run = runCli(['convert', 'a.md', '-o', 'out/', '--quiet'], { cwd: tree });
    expect(run).toEqual({ code: 0, stdout: '', stderr: "mdadf: created the directory 'out/'\n" });
    expect(readFileSync(join(tree, 'out/a.json'), 'utf8')).toBe(DOC);
  });

  it('-o naming an existing folder writes into it, and says nothing of folders', () => {
    tree = makeTree({ 'a.md': '# A\n', 'existing/keep.txt': 'x' });
    const run = runCli(['convert', 'a.md', '-o', 'existing', '--quiet'], { cwd: tree });
    expect(run).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(listTree(join(tree, 'existing'))).toEqual(['a.json', 'keep.txt']);
  });

  it('the missing folders of -o FILE are created with a note; several inputs name a folder', () => {
    tree = makeTree({ 'a.md': '# A\n', 'b.md': '# B\n' });
    const file = runCli(['convert', 'a.md', '-o', 'new/deep/a.json'], { cwd: tree });
    expect(file).toEqual({ code: 0, stdout: '', stderr: "mdadf: created the directory 'new/deep'\n" });
    const many = runCli(['convert', 'a.md', 'b.md', '-o', 'many', '--quiet'], { cwd: tree });
    expect(many).toEqual({ code: 0, stdout: '', stderr: "mdadf: created the directory 'many'\n" });
    expect(listTree(join(tree, 'many'))).toEqual(['a.json', 'b.json']);
  });

  it('with --diagnostics json stderr stays one JSON array; github gets a notice', () => {
    tree = makeTree({ 'a.md': '# A\n', 'b.md': '# B\n' });
    const json = runCli(['convert', 'a.md', 'b.md', '-o', 'j', '--diagnostics', 'json'], { cwd: tree });
    expect(json.stderr).toBe('[]\n');
    expect(existsSync(join(tree, 'j/a.json'))).toBe(true);
    const github = runCli(['convert', 'a.md', 'b.md', '-o', 'g', '--diagnostics', 'github'], { cwd: tree });
    expect(github.stderr).toBe("::notice title=mdadf::created the directory 'g'\n");
  });
});
