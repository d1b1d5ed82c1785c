import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, makeTree, ROOT, runCli } from './helpers.js';

beforeAll(ensureBuilt);

const COMMANDS = ['convert', 'to-markdown', 'validate', 'html', 'serve'];

describe('help and version', () => {
  it('--version prints the version of package.json', () => {
    const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    expect(runCli(['--version'])).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
  });

  it('--help lists every command', () => {
    const run = runCli(['--help']);
    expect(run.code).toBe(0);
    for (const command of COMMANDS) expect(run.stdout).toMatch(new RegExp(`^  ${command} `, 'm'));
  });

  it.each([
    ['convert', ['--profile', '--strict', '--pretty', '--out', '--jobs', '--quiet', '--diagnostics']],
    ['to-markdown', ['--out', '--diagnostics']],
    ['validate', ['--profile', '--diagnostics']],
    ['html', ['--profile', '--strict']],
    ['serve', ['--host', '--port']],
  ])('%s --help shows its options and exits 0', (command, flags) => {
    const run = runCli([command, '--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Usage: mdadf ${command} [options]`);
    for (const flag of flags) expect(run.stdout).toContain(flag);
  });
});

describe('usage errors exit 2 with one line and a hint', () => {
  it('an unknown flag', () => {
    expect(runCli(['convert', '--frobnicate'])).toEqual({
      code: 2,
      stdout: '',
      stderr: "mdadf: error: unknown option '--frobnicate'\nTry 'mdadf convert --help'.\n",
    });
  });

  it('a mistyped flag also suggests the right one', () => {
    const run = runCli(['convert', '--prety']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      "mdadf: error: unknown option '--prety'\n(Did you mean --pretty?)\nTry 'mdadf convert --help'.\n",
    );
  });

  it('an unknown command', () => {
    const run = runCli(['frobnicate']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe("mdadf: error: unknown command 'frobnicate'\nTry 'mdadf --help'.\n");
  });

  it('no command at all shows the help on stderr', () => {
    const run = runCli([]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('Usage: mdadf [options] [command]');
  });

  it.each(COMMANDS.filter((c) => c !== 'serve'))(
    '%s with a missing file: one line, no stack trace',
    (command) => {
      const run = runCli([command, 'no/such/file.md']);
      expect(run).toEqual({
        code: 2,
        stdout: '',
        stderr: `mdadf: error: cannot read 'no/such/file.md': no such file or directory\nTry 'mdadf ${command} --help'.\n`,
      });
    },
  );

  it('a value outside the choices of --profile', () => {
    const run = runCli(['convert', '--profile', 'jira']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      "mdadf: error: option '--profile <profile>' argument 'jira' is invalid. Allowed choices are extended, atlassian.\nTry 'mdadf convert --help'.\n",
    );
  });

  it.each([['99999'], ['-1'], ['80a']])('serve --port %s', (port) => {
    const run = runCli(['serve', '--port', port]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--port must be an integer from 0 to 65535.');
  });

  it('html takes one file at most', () => {
    const run = runCli(['html', 'a.md', 'b.md']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      "mdadf: error: too many arguments for 'html'. Expected 1 argument but got 2.\nTry 'mdadf html --help'.\n",
    );
  });

  describe('several inputs', () => {
    let tree: string;
    beforeAll(() => {
      tree = makeTree({ 'a.md': '# A\n', 'b.md': '# B\n', 'x/same.md': 'x\n', 'y/same.md': 'y\n' });
    });
    afterAll(() => rmSync(tree, { recursive: true, force: true }));

    it('several files without --out', () => {
      const run = runCli(['convert', 'a.md', 'b.md'], { cwd: tree });
      expect(run).toEqual({
        code: 2,
        stdout: '',
        stderr: "mdadf: error: 2 inputs need --out DIR (one output file each)\nTry 'mdadf convert --help'.\n",
      });
    });

    it('a directory without --out', () => {
      const run = runCli(['convert', 'x'], { cwd: tree });
      expect(run.code).toBe(2);
      expect(run.stderr).toBe(
        "mdadf: error: a directory needs --out DIR (one output file per file in it)\nTry 'mdadf convert --help'.\n",
      );
    });

    it('standard input with --out', () => {
      const run = runCli(['convert', '-', '--out', 'out'], { cwd: tree, input: '# A\n' });
      expect(run.code).toBe(2);
      expect(run.stderr).toContain('standard input (-) cannot be combined with --out');
    });

    it('two files that would land on the same output, before anything is written', () => {
      const run = runCli(['convert', 'x/same.md', 'y/same.md', '--out', 'out'], { cwd: tree });
      expect(run.code).toBe(2);
      expect(run.stderr).toBe(
        `mdadf: error: 'x/same.md' and 'y/same.md' would both be written to '${join('out', 'same.json')}'\nTry 'mdadf convert --help'.\n`,
      );
      expect(() => readFileSync(join(tree, 'out', 'same.json'))).toThrow();
    });
  });
});
