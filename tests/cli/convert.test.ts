import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, hasScript, listTree, makeTree, runCli, runCliInTerminal } from './helpers.js';

beforeAll(ensureBuilt);

const MARKDOWN = '# Title\n\nSome **bold** text\n';
const DOC = {
  type: 'doc',
  version: 1,
  content: [
    { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Title' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Some ' },
        { type: 'text', text: 'bold', marks: [{ type: 'strong' }] },
        { type: 'text', text: ' text' },
      ],
    },
  ],
};

/** The invalid value starts at column 18 of line 1: `<!-- adf:heading ` is 17 characters. */
const BAD_DIRECTIVE = '<!-- adf:heading textAlign="middle" -->\n# T\n';
const BAD_DIRECTIVE_LINE =
  '1:18: error: `textAlign="middle"` is invalid: expected one of left, center, right, justify; the attribute is dropped [invalid-attribute-value]';
const HEADING_T = {
  type: 'doc',
  version: 1,
  content: [{ type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'T' }] }],
};

describe('mdadf convert: one input to stdout', () => {
  let tree: string;
  beforeAll(() => {
    tree = makeTree({ 'doc.md': MARKDOWN, 'bad.md': BAD_DIRECTIVE, 'bom.md': `\uFEFF${MARKDOWN}` });
  });
  afterAll(() => rmSync(tree, { recursive: true, force: true }));

  it('reads standard input and writes compact JSON and a newline', () => {
    expect(runCli(['convert'], { input: MARKDOWN })).toEqual({
      code: 0,
      stdout: `${JSON.stringify(DOC)}\n`,
      stderr: '',
    });
  });

  it('reads standard input for an explicit -', () => {
    expect(runCli(['convert', '-'], { input: MARKDOWN }).stdout).toBe(`${JSON.stringify(DOC)}\n`);
  });

  it('reads a file (a leading byte order mark is not content)', () => {
    expect(runCli(['convert', 'doc.md'], { cwd: tree })).toEqual({
      code: 0,
      stdout: `${JSON.stringify(DOC)}\n`,
      stderr: '',
    });
    expect(runCli(['convert', 'bom.md'], { cwd: tree }).stdout).toBe(`${JSON.stringify(DOC)}\n`);
  });

  it('--pretty indents by two spaces', () => {
    expect(runCli(['convert', '--pretty'], { input: MARKDOWN }).stdout).toBe(
      `${JSON.stringify(DOC, null, 2)}\n`,
    );
  });

  it('--profile atlassian maps directive attributes to the official form', () => {
    const input = '<!-- adf:heading textAlign="center" -->\n# T\n';
    const extended = JSON.parse(runCli(['convert'], { input }).stdout);
    const atlassian = JSON.parse(runCli(['convert', '--profile', 'atlassian'], { input }).stdout);
    expect(extended.content[0].attrs).toEqual({ level: 1, textAlign: 'center' });
    expect(atlassian.content[0]).toEqual({
      type: 'heading',
      attrs: { level: 1 },
      content: [{ type: 'text', text: 'T' }],
      marks: [{ type: 'alignment', attrs: { align: 'center' } }],
    });
  });

  it('prints diagnostics on stderr in compiler style, exact line and column, and still succeeds', () => {
    expect(runCli(['convert'], { input: BAD_DIRECTIVE })).toEqual({
      code: 0,
      stdout: `${JSON.stringify(HEADING_T)}\n`,
      stderr: `<stdin>:${BAD_DIRECTIVE_LINE}\n`,
    });
  });

  it('names the file in diagnostics', () => {
    expect(runCli(['convert', 'bad.md'], { cwd: tree }).stderr).toBe(`bad.md:${BAD_DIRECTIVE_LINE}\n`);
  });

  it('--strict: an error diagnostic exits 1 and writes nothing on stdout', () => {
    expect(runCli(['convert', '--strict'], { input: BAD_DIRECTIVE })).toEqual({
      code: 1,
      stdout: '',
      stderr: `<stdin>:${BAD_DIRECTIVE_LINE}\n`,
    });
  });

  it('--strict: warnings alone still exit 0', () => {
    const run = runCli(['convert', '--strict'], { input: 'a <font>x</blink>\n' });
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/^<stdin>:1:3: warning: .* \[raw-html\]$/m);
    expect(JSON.parse(run.stdout).type).toBe('doc');
  });

  it('--diagnostics json prints one JSON array on stderr, each diagnostic with its file', () => {
    const run = runCli(['convert', '--diagnostics', 'json'], { input: BAD_DIRECTIVE });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stderr)).toEqual([
      {
        file: '<stdin>',
        severity: 'error',
        code: 'invalid-attribute-value',
        message:
          '`textAlign="middle"` is invalid: expected one of left, center, right, justify; the attribute is dropped',
        line: 1,
        column: 18,
      },
    ]);
  });

  it('--diagnostics json prints an empty array when there is nothing to say', () => {
    expect(runCli(['convert', '--diagnostics', 'json'], { input: MARKDOWN }).stderr).toBe('[]\n');
  });

  it('colours the severity when FORCE_COLOR is set, even when stderr is not a terminal', () => {
    const run = runCli(['convert'], { input: BAD_DIRECTIVE, env: { FORCE_COLOR: '1' } });
    expect(run.stderr).toBe(
      `<stdin>:1:18: \u001b[31merror\u001b[0m: ${BAD_DIRECTIVE_LINE.slice('1:18: error: '.length)}\n`,
    );
  });

  it('FORCE_COLOR=0 turns colour off', () => {
    expect(runCli(['convert'], { input: BAD_DIRECTIVE, env: { FORCE_COLOR: '0' } }).stderr).not.toContain(
      '\u001b[',
    );
  });
});

describe.skipIf(!hasScript)('mdadf convert at a terminal', () => {
  it('colours the severity when stderr is a terminal', () => {
    const run = runCliInTerminal(['convert', 'tests/cli/fixtures/bad-directive.md']);
    expect(run.stdout).toContain(':1:18: \u001b[31merror\u001b[0m: `textAlign="middle"`');
  });

  it('NO_COLOR turns colour off at a terminal', () => {
    const run = runCliInTerminal(['convert', 'tests/cli/fixtures/bad-directive.md'], { NO_COLOR: '1' });
    expect(run.stdout).toContain(`tests/cli/fixtures/bad-directive.md:${BAD_DIRECTIVE_LINE}`);
    expect(run.stdout).not.toContain('\u001b[31m');
  });
});

describe('mdadf convert --out: a tree of files', () => {
  let tree: string;
  const FILES = {
    'in/a.md': MARKDOWN,
    'in/sub/b.md': BAD_DIRECTIVE,
    'in/sub/deep/c.markdown': 'c <font>x</blink>\n',
    'in/notes.txt': 'not markdown',
    'in/.hidden/h.md': '# hidden\n',
    'in/node_modules/n.md': '# dependency\n',
  };
  const DIAGNOSTIC_LINES = [
    `${join('in', 'sub', 'b.md')}:${BAD_DIRECTIVE_LINE}`,
    `${join('in', 'sub', 'deep', 'c.markdown')}:1:3: warning: \`<font>\` is not shown by GitHub and has no ADF form; dropped [raw-html]`,
    `${join('in', 'sub', 'deep', 'c.markdown')}:1:10: warning: \`<blink>\` is not shown by GitHub and has no ADF form; dropped [raw-html]`,
  ];
  beforeAll(() => {
    tree = makeTree(FILES);
  });
  afterAll(() => rmSync(tree, { recursive: true, force: true }));

  const json = (path: string) => JSON.parse(readFileSync(join(tree, path), 'utf8'));

  it.each([['1'], ['2']])('mirrors the tree, one .json per .md, with --jobs %s', (jobs) => {
    const out = `out-${jobs}`;
    const run = runCli(['convert', 'in', '--out', out, '--jobs', jobs], { cwd: tree });
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('');
    expect(listTree(join(tree, out))).toEqual(['a.json', 'sub/b.json', 'sub/deep/c.json']);
    expect(json(`${out}/a.json`)).toEqual(DOC);
    expect(json(`${out}/sub/b.json`)).toEqual(HEADING_T);
    // Diagnostics in input order whatever order the workers finish in, then the summary.
    const lines = run.stderr.trimEnd().split('\n');
    expect(lines[0]).toBe(`mdadf: created the directory '${out}'`);
    expect(lines.slice(1, -1)).toEqual(DIAGNOSTIC_LINES);
    expect(lines.at(-1)).toMatch(/^3 files written in \d+\.\d\ds: 1 error, 2 warnings$/);
  });

  it('prints no progress output when stderr is not a terminal', () => {
    const run = runCli(['convert', 'in', '--out', 'out-plain'], { cwd: tree });
    expect(run.stderr).not.toContain('\r');
    expect(run.stderr).not.toContain('\u001b');
    expect(run.stderr).not.toContain('3/3');
  });

  it('--pretty applies to the files', () => {
    runCli(['convert', 'in/a.md', '--out', 'out-pretty/', '--pretty'], { cwd: tree });
    expect(readFileSync(join(tree, 'out-pretty/a.json'), 'utf8')).toBe(`${JSON.stringify(DOC, null, 2)}\n`);
  });

  it('file arguments land under their base name', () => {
    const run = runCli(['convert', 'in/a.md', 'in/sub/b.md', '--out', 'out-files', '--quiet'], { cwd: tree });
    expect(run.code).toBe(0);
    expect(listTree(join(tree, 'out-files'))).toEqual(['a.json', 'b.json']);
  });

  it('--quiet drops the summary line but keeps the diagnostics', () => {
    const run = runCli(['convert', 'in', '--out', 'out-quiet', '--quiet'], { cwd: tree });
    expect(run.stderr).toBe(`mdadf: created the directory 'out-quiet'\n${DIAGNOSTIC_LINES.join('\n')}\n`);
  });

  it('--strict: exit 1, the file with an error is not written, the others are', () => {
    const run = runCli(['convert', 'in', '--out', 'out-strict', '--strict'], { cwd: tree });
    expect(run.code).toBe(1);
    expect(listTree(join(tree, 'out-strict'))).toEqual(['a.json', 'sub/deep/c.json']);
    expect(run.stderr.trimEnd().split('\n').at(-1)).toMatch(
      /^2 of 3 files written in \d+\.\d\ds: 1 error, 2 warnings$/,
    );
  });

  it('--diagnostics json: one array for the whole batch and no summary line', () => {
    const run = runCli(['convert', 'in', '--out', 'out-json', '--diagnostics', 'json'], { cwd: tree });
    const diagnostics = JSON.parse(run.stderr) as {
      file: string;
      line: number;
      column: number;
      code: string;
    }[];
    expect(diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.code}`)).toEqual([
      `${join('in', 'sub', 'b.md')}:1:18 invalid-attribute-value`,
      `${join('in', 'sub', 'deep', 'c.markdown')}:1:3 raw-html`,
      `${join('in', 'sub', 'deep', 'c.markdown')}:1:10 raw-html`,
    ]);
  });

  it.skipIf(!hasScript)('shows a progress bar when stderr is a terminal, and a summary', () => {
    const run = runCliInTerminal(['convert', join(tree, 'in'), '--out', join(tree, 'out-tty')]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('\r\u001b[K[########################] 3/3 ');
    expect(run.stdout).toMatch(/3 files written in \d+\.\d\ds: 1 error, 2 warnings/);
  });

  it.skipIf(!hasScript)('--quiet hides the progress bar at a terminal', () => {
    const run = runCliInTerminal([
      'convert',
      join(tree, 'in'),
      '--out',
      join(tree, 'out-tty-quiet'),
      '--quiet',
    ]);
    expect(run.code).toBe(0);
    expect(run.stdout).not.toContain('3/3');
    expect(run.stdout).not.toContain('files written');
  });

  // root reads any file whatever its mode, so the failure cannot be provoked that way.
  it.skipIf(process.getuid?.() === 0)(
    'an unreadable file fails alone: exit 1, reported, the others written',
    () => {
      const dir = makeTree({ 'ok.md': '# ok\n' });
      try {
        writeFileSync(join(dir, 'locked.md'), '# locked\n', { mode: 0o000 });
        const run = runCli(['convert', dir, '--out', join(dir, 'out')]);
        expect(run.code).toBe(1);
        expect(run.stderr).toContain(
          `${join(dir, 'locked.md')}: error: cannot read: permission denied [unreadable-file]`,
        );
        expect(listTree(join(dir, 'out'))).toEqual(['ok.json']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
