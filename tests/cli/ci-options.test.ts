import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, hasScript, listTree, makeTree, runCli, runCliInTerminal } from './helpers.js';

beforeAll(ensureBuilt);

const BAD = '<!-- adf:heading textAlign="middle" -->\n# T\n';
const BAD_MESSAGE =
  '`textAlign="middle"` is invalid: expected one of left, center, right, justify; the attribute is dropped';
const RAW_HTML = 'a <font>x</blink>\n';
const DOC = {
  type: 'doc',
  version: 1,
  content: [{ type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'a' }] }],
};

let tree: string;
beforeAll(() => {
  tree = makeTree({
    'docs/a.md': '# a\n',
    'docs/guide/bad.md': BAD,
    'docs/guide/deep/html.markdown': RAW_HTML,
    'docs/notes.txt': 'not markdown\n',
    'adf/doc.json': JSON.stringify(DOC),
  });
});
afterAll(() => rmSync(tree, { recursive: true, force: true }));

describe('quoted patterns', () => {
  it("'docs/**/*.md' stands for every match, the tree below the base mirrored", () => {
    const run = runCli(['convert', 'docs/**/*.{md,markdown}', '--out', 'out-glob', '-q'], { cwd: tree });
    expect(run.code).toBe(0);
    expect(listTree(join(tree, 'out-glob'))).toEqual(['a.json', 'guide/bad.json', 'guide/deep/html.json']);
  });

  it('a pattern that matches nothing is a usage error', () => {
    const run = runCli(['convert', 'docs/**/*.rst'], { cwd: tree });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe("mdadf: error: no file matches 'docs/**/*.rst'\nTry 'mdadf convert --help'.\n");
  });

  it('so is a directory with no file to read, for each command', () => {
    mkdirSync(join(tree, 'empty'), { recursive: true });
    const convert = runCli(['convert', 'empty', '--out', 'out-empty'], { cwd: tree });
    expect(convert.code).toBe(2);
    expect(convert.stderr).toBe(
      "mdadf: error: no .md or .markdown file in 'empty'\nTry 'mdadf convert --help'.\n",
    );
    const validate = runCli(['validate', 'empty'], { cwd: tree });
    expect(validate.code).toBe(2);
    expect(validate.stderr).toBe("mdadf: error: no .json file in 'empty'\nTry 'mdadf validate --help'.\n");
  });

  it('one match converts to stdout like a file argument', () => {
    const run = runCli(['convert', 'docs/*.md'], { cwd: tree });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(DOC);
  });
});

describe('--check LEVEL', () => {
  it('warning: any diagnostic fails; nothing is written', () => {
    const run = runCli(['convert', 'docs', '--check', 'warning'], { cwd: tree });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.split('\n')).toEqual([
      `docs/guide/bad.md:1:18: error: ${BAD_MESSAGE} [invalid-attribute-value]`,
      expect.stringMatching(/^docs\/guide\/deep\/html\.markdown:1:3: warning: .* \[raw-html\]$/),
      expect.stringMatching(/^docs\/guide\/deep\/html\.markdown:1:10: warning: .* \[raw-html\]$/),
      '3 files checked: 1 error, 2 warnings',
      '',
    ]);
  });

  it('error: warnings alone pass, an error fails', () => {
    expect(runCli(['convert', 'docs/guide/deep/html.markdown', '--check', 'error'], { cwd: tree }).code).toBe(
      0,
    );
    expect(runCli(['convert', 'docs/a.md', '--check', 'warning'], { cwd: tree }).code).toBe(0);
    expect(runCli(['convert', 'docs/guide/bad.md', '--check', 'error'], { cwd: tree }).code).toBe(1);
  });

  it('to-markdown and html check too; --check with --out is a usage error', () => {
    expect(runCli(['to-markdown', 'adf', '--check', 'warning'], { cwd: tree })).toMatchObject({
      code: 0,
      stdout: '',
    });
    expect(runCli(['html', 'docs/guide/bad.md', '--check', 'error'], { cwd: tree })).toMatchObject({
      code: 1,
      stdout: '',
    });
    const both = runCli(['convert', 'docs', '--check', 'error', '--out', 'x'], { cwd: tree });
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('--check writes nothing; it cannot be combined with --out');
    expect(runCli(['convert', 'docs', '--check', 'info'], { cwd: tree }).code).toBe(2);
  });
});

describe('-o FILE for one output', () => {
  it('a name that is not a folder is the file itself; its missing folder is made with a note', () => {
    const run = runCli(['convert', 'docs/a.md', '-o', 'single/a-doc.json'], { cwd: tree });
    expect(run).toMatchObject({ code: 0, stdout: '', stderr: "mdadf: created the directory 'single'\n" });
    expect(JSON.parse(readFileSync(join(tree, 'single/a-doc.json'), 'utf8'))).toEqual(DOC);
    const back = runCli(['to-markdown', 'adf/doc.json', '-o', 'single/back.md'], { cwd: tree });
    expect(back.code).toBe(0);
    expect(readFileSync(join(tree, 'single/back.md'), 'utf8')).toBe('# a\n');
  });

  it('html -o FILE; the input itself is refused', () => {
    expect(runCli(['html', 'docs/a.md', '-o', 'page.html'], { cwd: tree }).code).toBe(0);
    expect(readFileSync(join(tree, 'page.html'), 'utf8')).toContain('<title>a.md</title>');
    const self = runCli(['html', 'docs/a.md', '-o', './docs/../docs/a.md'], { cwd: tree });
    expect(self.code).toBe(2);
    expect(self.stderr).toContain("-o './docs/../docs/a.md' is the input itself");
    expect(readFileSync(join(tree, 'docs/a.md'), 'utf8')).toBe('# a\n');
  });
});

describe('mdadf html reads ADF', () => {
  it('a .json file is ADF; --from adf for standard input', () => {
    const file = runCli(['html', 'adf/doc.json'], { cwd: tree });
    expect(file.code).toBe(0);
    expect(file.stdout).toContain('<title>doc.json</title>');
    expect(file.stdout).toMatch(/<h1[^>]*>a<\/h1>/);
    const piped = runCli(['html', '--from', 'adf'], { input: JSON.stringify(DOC) });
    expect(piped.stdout).toMatch(/<h1[^>]*>a<\/h1>/);
  });

  it('invalid ADF is reported as validate does; --strict writes nothing; bad JSON exits 1', () => {
    const invalid = JSON.stringify({
      type: 'doc',
      version: 1,
      content: [{ type: 'heading', attrs: { level: 9 }, content: [{ type: 'text', text: 'x' }] }],
    });
    const lenient = runCli(['html', '--from', 'adf'], { input: invalid });
    expect(lenient.code).toBe(0);
    expect(lenient.stderr).toMatch(/^<stdin>: error: \/content\/0\/attrs\/level: .* \[invalid-document\]$/m);
    expect(runCli(['html', '--from', 'adf', '--strict'], { input: invalid })).toMatchObject({
      code: 1,
      stdout: '',
    });
    const broken = runCli(['html', '--from', 'adf'], { input: '{"type": x}' });
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(/^<stdin>(:\d+:\d+)?: error: invalid JSON: .* \[invalid-json\]\n$/);
  });
});

describe('diagnostics for people and for CI', () => {
  it('pretty: the source line with a caret under the column', () => {
    const run = runCli(['convert', 'docs/guide/bad.md', '--diagnostics', 'pretty'], { cwd: tree });
    expect(run.stderr).toBe(
      `docs/guide/bad.md:1:18: error: ${BAD_MESSAGE} [invalid-attribute-value]\n` +
        '  1 | <!-- adf:heading textAlign="middle" -->\n' +
        '    |                  ^\n',
    );
  });

  it('github: one workflow command per diagnostic, properties escaped', () => {
    const run = runCli(['convert', 'docs', '--check', 'warning', '--diagnostics', 'github'], { cwd: tree });
    expect(run.code).toBe(1);
    expect(run.stderr.split('\n')).toEqual([
      `::error file=docs/guide/bad.md,line=1,col=18,title=mdadf (invalid-attribute-value)::${BAD_MESSAGE}`,
      expect.stringMatching(
        /^::warning file=docs\/guide\/deep\/html\.markdown,line=1,col=3,title=mdadf \(raw-html\)::/,
      ),
      expect.stringMatching(/^::warning file=docs\/guide\/deep\/html\.markdown,line=1,col=10,/),
      '',
    ]);
    const tricky = makeTree({ 'a,b:c%.md': BAD });
    try {
      const escaped = runCli(['convert', 'a,b:c%.md', '--diagnostics', 'github'], { cwd: tricky });
      expect(escaped.stderr.startsWith('::error file=a%2Cb%3Ac%25.md,line=1,col=18,')).toBe(true);
    } finally {
      rmSync(tricky, { recursive: true, force: true });
    }
  });

  it('json diagnostics carry no source lines', () => {
    const run = runCli(['convert', 'docs/guide/bad.md', '--diagnostics', 'json'], { cwd: tree });
    expect(Object.keys(JSON.parse(run.stderr)[0]).sort()).toEqual([
      'code',
      'column',
      'file',
      'line',
      'message',
      'severity',
    ]);
  });
});

describe.skipIf(!hasScript)('at a terminal', () => {
  it('JSON is indented and diagnostics show their source line', () => {
    const run = runCliInTerminal(['convert', join(tree, 'docs/guide/bad.md')], { NO_COLOR: '1' });
    expect(run.stdout).toContain('{\r\n  "type": "doc",\r\n  "version": 1,');
    expect(run.stdout).toContain(
      '  1 | <!-- adf:heading textAlign="middle" -->\r\n    |                  ^\r\n',
    );
    const compact = runCliInTerminal(['convert', '--no-pretty', join(tree, 'docs/a.md')]);
    expect(compact.stdout).toContain(JSON.stringify(DOC));
  });
});
