import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ROOT } from './converters.js';
import { loadWorkload, REAL_CORPORA } from './workloads.js';

/**
 * `npm run bench:instructions`: the instructions one whole pass of a workload costs, per build,
 * counted by valgrind's cachegrind, for differences of a few percent that CPU time on a shared
 * machine cannot resolve (the same build's pass there ranges over a factor of two). Node runs
 * `--single-threaded`, so V8 compiles and collects on the main thread, and every instruction of
 * a pass is counted, gc and compiles included: two runs of the same build differ by 0.1 to 0.4%.
 * A pass's figure is (instructions of `to` passes minus those of `from` passes) / (to - from),
 * the two counts made in two processes at once; the start-up and the passes before `from` cancel.
 * Each figure is split by kind of work, from cachegrind's count per function: the code that runs
 * (JIT code and builtins), V8's runtime and libc, TurboFan compiling, and the garbage collector.
 * Compiling and collecting move between passes with little cause (one major collection inside a
 * window or not), so a change to what the converter does is judged on the first two.
 *
 *   npm run bench:instructions -- --builds dist,../old/dist [--workload corpus] [--from 3] [--to 8]
 *
 * The default window, passes 3 to 7, is the one `npm run bench` measures (3 warm-up passes, then
 * timed ones). A later window (`--from 12 --to 16`) shows the steady state alone: code that only
 * some documents run is still being compiled in passes 3 to 8 (docs/performance.md). Each build
 * is a folder with the library's `index.js` (`dist/` after `npm run build`). Slow: valgrind runs
 * Node about 50 times slower, so a corpus pass takes minutes.
 */

const { values: args } = parseArgs({
  options: {
    builds: { type: 'string', default: 'dist' },
    workload: { type: 'string', default: 'corpus' },
    from: { type: 'string', default: '3' },
    to: { type: 'string', default: '8' },
  },
});

function fail(message: string): never {
  process.stderr.write(`bench:instructions: ${message}\n`);
  process.exit(2);
}

const from = Number(args.from);
const to = Number(args.to);
if (!Number.isInteger(from) || !Number.isInteger(to) || from < 1 || to <= from)
  fail(`--from and --to take whole passes with 1 <= from < to (got ${args.from} and ${args.to})`);
if (!REAL_CORPORA.includes(args.workload as (typeof REAL_CORPORA)[number]))
  fail(`--workload takes ${REAL_CORPORA.join(' or ')} (got ${args.workload})`);
if (spawnSync('valgrind', ['--version']).status !== 0)
  fail('valgrind is not installed (Debian: apt-get install -y valgrind)');
const builds = args.builds.split(',').map((build) => resolve(ROOT, build));
for (const build of builds)
  if (!existsSync(join(build, 'index.js'))) fail(`${build} holds no index.js (run npm run build)`);

const work = mkdtempSync(join(tmpdir(), 'mdadf-instructions-'));
const docsFile = join(work, 'docs.json');
writeFileSync(docsFile, JSON.stringify(loadWorkload(args.workload).map((doc) => doc.text)));
const passesScript = join(work, 'passes.mjs');
writeFileSync(
  passesScript,
  [
    "const fs = await import('node:fs');",
    'const [docsFile, build, passes] = process.argv.slice(2);',
    "const docs = JSON.parse(fs.readFileSync(docsFile, 'utf8'));",
    'const { markdownToAdf } = await import(build);',
    'let blocks = 0;',
    'for (let pass = 0; pass < Number(passes); pass++) for (const text of docs) blocks += markdownToAdf(text).content.length;',
    'if (blocks === 0) process.exit(1);',
  ].join('\n'),
);

type Kind = 'running code' | 'runtime and libc' | 'compiling' | 'collecting';
const KINDS: readonly Kind[] = ['running code', 'runtime and libc', 'compiling', 'collecting'];

/** The kind of work a function of the node process does, by its name (JIT code has none). */
function kindOf(name: string): Kind {
  if (name === '???' || name.startsWith('Builtins_')) return 'running code';
  if (/compiler::|turboshaft|maglev/i.test(name)) return 'compiling';
  if (/Scaveng|MarkCompact|Heap::|heap::|Sweeper|Marking|Evacuat|MinorMC|GCTracer/.test(name))
    return 'collecting';
  return 'runtime and libc';
}

/** Instructions by kind, from a cachegrind out file (`fn=` lines, then `line count` lines). */
function byKind(file: string): Map<Kind, number> {
  const kinds = new Map<Kind, number>(KINDS.map((kind) => [kind, 0]));
  let kind: Kind = 'running code';
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('fn=')) kind = kindOf(line.slice(3));
    else if (line.charCodeAt(0) >= 48 && line.charCodeAt(0) <= 57)
      kinds.set(kind, kinds.get(kind)! + Number(line.slice(line.indexOf(' ') + 1)));
  }
  return kinds;
}

/** The instructions of one process converting the workload `passes` times, by kind. */
function count(build: string, passes: number, outFile: string): Promise<Map<Kind, number>> {
  return new Promise((done, failed) => {
    const child = spawn(
      'valgrind',
      [
        '--tool=cachegrind',
        '--cache-sim=no',
        `--cachegrind-out-file=${outFile}`,
        process.execPath,
        '--single-threaded',
        passesScript,
        docsFile,
        pathToFileURL(join(build, 'index.js')).href,
        String(passes),
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', failed);
    child.on('close', (code) => {
      if (code !== 0 || !existsSync(outFile)) {
        const last = stderr.trim().split('\n').at(-1) ?? '';
        failed(new Error(`${build}, ${passes} passes: exit ${code}: ${last}`));
      } else done(byKind(outFile));
    });
  });
}

try {
  const window = to - from === 1 ? `pass ${from}` : `passes ${from} to ${to - 1}`;
  console.log(`${args.workload}, ${window}, instructions per pass:`);
  const first: number[] = [];
  for (const build of builds) {
    const [before, after] = await Promise.all([
      count(build, from, join(work, 'from.out')),
      count(build, to, join(work, 'to.out')),
    ]);
    const kinds = KINDS.map((kind) => (after.get(kind)! - before.get(kind)!) / (to - from));
    const perPass = kinds.reduce((sum, n) => sum + n, 0);
    first.push(perPass);
    const ratio = first.length > 1 ? `  ${(perPass / first[0]).toFixed(3)}x the first` : '';
    const split = KINDS.map((kind, i) => `${kind} ${(kinds[i] / 1e6).toFixed(0)}`).join(', ');
    console.log(`  ${build}: ${(perPass / 1e6).toFixed(0)} M${ratio} (${split})`);
  }
} catch (error) {
  fail((error as Error).message);
} finally {
  rmSync(work, { recursive: true, force: true });
}
