import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './converters.js';
import { type BundleRow, ENTRIES, type Entry, MARKDOWN_TO_ADF_GZIP_CEILING, measure } from './sizes.js';

/**
 * `npm run bench:size`: what the library weighs for its users, measured the same way each time.
 *  - Bundles: each entry of bench/sizes.ts bundled with esbuild `--bundle --minify
 *    --platform=browser --format=esm` from dist/ (run `npm run build` first), minified and
 *    gzip -9 bytes.
 *  - With --install: the packed tarball installed into an empty project: packages and bytes.
 * Exits 1 when `markdownToAdf` alone is over its ceiling (tests/package/bundle-size.test.ts
 * checks the same in `npm test`). Writes bench/results/size.json.
 */

const { values: args } = parseArgs({ options: { install: { type: 'boolean', default: false } } });

function directoryBytes(dir: string): number {
  let total = 0;
  const pending = [dir];
  while (pending.length > 0) {
    const current = pending.pop()!;
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) pending.push(path);
      else if (entry.isFile()) total += statSync(path).size;
    }
  }
  return total;
}

/** `npm pack`, then `npm install <tarball>` into an empty project: what a library user gets. */
function install(): { packages: number; bytes: number; tarballBytes: number } {
  const work = mkdtempSync(join(tmpdir(), 'mdadf-size-'));
  try {
    const run = (args: string[], cwd: string) =>
      execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    const [packed] = JSON.parse(
      run(['pack', '--json', '--ignore-scripts', '--pack-destination', work], ROOT),
    );
    const project = join(work, 'project');
    mkdirSync(project);
    writeFileSync(join(project, 'package.json'), '{ "name": "scratch", "private": true }\n');
    run(['install', join(work, packed.filename), '--prefer-offline', '--no-audit', '--no-fund'], project);
    const listed = run(['ls', '--all', '--parseable'], project).trim().split('\n');
    return {
      packages: listed.length - 1,
      bytes: directoryBytes(join(project, 'node_modules')),
      tarballBytes: statSync(join(work, packed.filename)).size,
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

const rows: BundleRow[] = [];
for (const entry of Object.keys(ENTRIES) as Entry[]) rows.push(await measure(entry));
const installed = args.install ? install() : undefined;

console.log('| bundle (esbuild, browser, minified) | minified | gzip -9 |\n|---|--:|--:|');
for (const row of rows) console.log(`| ${row.entry} | ${kb(row.minified)} | ${kb(row.gzip)} |`);
if (installed) {
  console.log(
    `\nlibrary install: ${installed.packages} packages, ${(installed.bytes / 1e6).toFixed(2)} MB in node_modules (tarball ${kb(installed.tarballBytes)})`,
  );
}
mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
writeFileSync(
  join(ROOT, 'bench', 'results', 'size.json'),
  `${JSON.stringify({ bundles: rows.map(({ inputs, code, ...row }) => row), install: installed }, null, 2)}\n`,
);

const converting = rows[0]!;
if (converting.gzip > MARKDOWN_TO_ADF_GZIP_CEILING) {
  console.error(
    `\nmarkdownToAdf is ${kb(converting.gzip)} gzipped: over its ${kb(MARKDOWN_TO_ADF_GZIP_CEILING)} ceiling`,
  );
  process.exitCode = 1;
}
