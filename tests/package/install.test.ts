import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from '../e2e/dist-server.js';

/**
 * The library as a user gets it: `npm pack`, then the tarball installed into an empty project
 * (dependencies from npm's cache when it has them), then imported from ESM, CommonJS and
 * TypeScript under both module resolutions a project uses today.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TSC = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
const MARKDOWN = '# Release :rocket:\\n\\n| a | b |\\n|---|---|\\n| 1 | 2 |\\n';

/** markdown-it (with its own dependencies) and its footnote plugin: nothing else. */
const LIBRARY_PACKAGES = [
  'argparse',
  'entities',
  'linkify-it',
  'markdown-it',
  'markdown-it-footnote',
  'mdadf',
  'mdurl',
  'punycode.js',
  'uc.micro',
];

let work: string;
let project: string;
let files: string[];

const run = (command: string, args: string[], cwd = project) =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const node = (...args: string[]) => run(process.execPath, args);

beforeAll(() => {
  ensureBuilt();
  work = mkdtempSync(join(tmpdir(), 'mdadf-pack-'));
  // --ignore-scripts: dist/ is built already; prepare would build it again.
  const [packed] = JSON.parse(
    run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', work], ROOT),
  ) as [{ filename: string; files: { path: string }[] }];
  files = packed.files.map((file) => file.path);
  project = join(work, 'project');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), '{ "name": "scratch", "private": true }\n');
  run('npm', ['install', join(work, packed.filename), '--prefer-offline', '--no-audit', '--no-fund']);
}, 180_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the packed library, installed into an empty project', () => {
  it('ships LICENSE, NOTICE, both module formats and no source map', () => {
    expect(files).toEqual(expect.arrayContaining(['LICENSE', 'NOTICE', 'README.md', 'package.json']));
    expect(files).toEqual(
      expect.arrayContaining([
        'dist/index.js',
        'dist/cjs/index.js',
        'dist/cjs/package.json',
        'dist/cjs/index.d.ts',
        'dist/validate/index.js',
        'dist/browser/mdadf.js',
        'dist/cli/main.js',
      ]),
    );
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    expect(files.filter((file) => file.startsWith('src/'))).toEqual([]);
  });

  it('installs only the conversion dependencies', () => {
    const installed = readdirSync(join(project, 'node_modules'))
      .filter((name) => !name.startsWith('.'))
      .sort();
    expect(installed).toEqual(LIBRARY_PACKAGES);
  });

  it('imports from an ES module', () => {
    const out = node(
      '--input-type=module',
      '-e',
      `import { markdownToAdf, adfToMarkdown } from 'mdadf';
       import { validateAdf } from 'mdadf/validate';
       const doc = markdownToAdf("${MARKDOWN}", { profile: 'atlassian' });
       console.log(JSON.stringify([doc.content.map((n) => n.type), validateAdf(doc, { profile: 'atlassian' }).valid, adfToMarkdown(doc).split('\\n')[0]]));`,
    );
    expect(JSON.parse(out)).toEqual([['heading', 'table'], true, '# Release :rocket:']);
  });

  it('requires from CommonJS', () => {
    const out = node(
      '-e',
      `const { markdownToAdf, convert, ConversionError } = require('mdadf');
       const { validateAdf } = require('mdadf/validate');
       const doc = markdownToAdf("${MARKDOWN}");
       let strict = '';
       try { convert('<!-- adf:heading textAlign="middle" -->\\n# x', { strict: true }); } catch (e) { strict = e instanceof ConversionError ? e.diagnostics[0].code : 'other'; }
       const emoji = markdownToAdf(':rocket: go').content[0].content[0];
       console.log(JSON.stringify([emoji, validateAdf(doc).valid, strict]));`,
    );
    expect(JSON.parse(out)).toEqual([
      { type: 'emoji', attrs: { shortName: ':rocket:', text: '🚀' } },
      true,
      'invalid-attribute-value',
    ]);
  });

  const typescriptCases = [
    { name: 'node16, CommonJS output', file: 'check.ts', module: 'node16', resolution: 'node16' },
    { name: 'node16, ES module output', file: 'check.mts', module: 'node16', resolution: 'node16' },
    { name: 'bundler', file: 'check.ts', module: 'esnext', resolution: 'bundler' },
  ];
  it.each(typescriptCases)('type-checks and runs from TypeScript ($name)', ({ file, module, resolution }) => {
    const dir = join(project, `ts-${resolution}-${file}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, file),
      `import { convert, markdownToAdf, type AdfDoc, type Diagnostic } from 'mdadf';
import { validateAdf, type ValidationResult } from 'mdadf/validate';
const doc: AdfDoc = markdownToAdf('# Title');
const diagnostics: Diagnostic[] = convert('x', { profile: 'atlassian' }).diagnostics;
const result: ValidationResult = validateAdf(doc);
console.log(JSON.stringify([doc.content[0].type, diagnostics.length, result.valid]));
`,
    );
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module,
          moduleResolution: resolution,
          target: 'es2022',
          strict: true,
          types: [],
          outDir: 'out',
          skipLibCheck: false,
        },
        files: [file],
      }),
    );
    run(process.execPath, [TSC, '-p', dir], dir);
    if (resolution === 'bundler') return; // no Node run: a bundler would take it from here
    const emitted = join(dir, 'out', file.replace(/\.(m?)ts$/, '.$1js'));
    expect(JSON.parse(node(emitted))).toEqual(['heading', 0, true]);
  });

  it('runs the CLI, batches on worker threads included, without its development dependencies; serve says what to install', () => {
    const bin = join(project, 'node_modules', '.bin', 'mdadf');
    const converted = spawnSync(bin, ['convert'], { cwd: project, input: '- [ ] task\n', encoding: 'utf8' });
    expect(converted.status).toBe(0);
    expect(JSON.parse(converted.stdout).content[0].type).toBe('taskList');
    // A batch on two worker threads: the pool is Node's own, no package needed.
    const docs = join(project, 'docs');
    mkdirSync(docs, { recursive: true });
    for (const name of ['a', 'b', 'c']) writeFileSync(join(docs, `${name}.md`), `# ${name}\n`);
    const batch = spawnSync(bin, ['convert', 'docs', '--out', 'adf', '--jobs', '2'], {
      cwd: project,
      encoding: 'utf8',
    });
    expect(batch.status, batch.stderr).toBe(0);
    expect(readdirSync(join(project, 'adf')).sort()).toEqual(['a.json', 'b.json', 'c.json']);
    const serve = spawnSync(bin, ['serve', '--port', '0'], { cwd: project, encoding: 'utf8' });
    expect(serve.status).toBe(1);
    expect(serve.stderr).toContain('mdadf serve needs fastify and piscina');
    expect(serve.stderr).toContain('npm install mdadf fastify@5 piscina@5');
  });
});
