/**
 * `npm run bench:confluence`: a generated tree of 500 pages (20 folders of 25, 200 of the
 * pages with an image of their own, links between neighbours with anchors) pushed to the fake
 * Confluence in this process: the first push, an unchanged re-push (no write; reads per page)
 * and a push after one page changed. The fake validates every request and answer against the
 * OpenAPI description and every body against the ADF schema, in the same process, so the times
 * include its work: they bound what a real site's latency would add, not what mdadf costs alone.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { confluenceSite, png } from '../tests/atlassian/confluence/harness.js';

const FOLDERS = 20;
const PER_FOLDER = 25;
const IMAGES = 200;

function generate(root: string): string {
  let n = 0;
  let changed = '';
  for (let f = 0; f < FOLDERS; f++) {
    const dir = join(root, `area-${f}`);
    mkdirSync(join(dir, 'img'), { recursive: true });
    for (let p = 0; p < PER_FOLDER; p++) {
      const name = p === 0 ? 'index.md' : `page-${p}.md`;
      const next = p + 1 < PER_FOLDER ? `page-${p + 1}.md` : 'index.md';
      const image = n % 5 < 2 && n < IMAGES * 2.5 ? `\n![Figure ${n}](img/figure-${n}.png)\n` : '';
      if (image)
        writeFileSync(
          join(dir, 'img', `figure-${n}.png`),
          png(32 + (n % 64), 24 + (n % 32), [n % 256, (n * 7) % 256, 90]),
        );
      const text = [
        `# Area ${f} page ${p}`,
        '',
        `## Overview`,
        '',
        `Page ${n} of the benchmark tree. Next: [the next page](${next}#overview), or [the top](../area-0/index.md).`,
        '',
        '| key | value |',
        '|---|---|',
        `| n | ${n} |`,
        image,
        '- one',
        '- two **bold** and `code`',
        '',
      ].join('\n');
      writeFileSync(join(dir, name), p === 1 ? `---\nlabels: [bench, area-${f}]\n---\n${text}` : text);
      if (n === 137) changed = join(dir, name);
      n++;
    }
  }
  return changed;
}

const root = mkdtempSync(join(tmpdir(), 'mdadf-bench-confluence-'));
const changed = generate(root);
const fake = await confluenceSite();

async function measure(label: string, options: { dryRun?: boolean } = {}) {
  fake.site.resetLog();
  const started = performance.now();
  const result = await fake.push(root, options);
  const ms = performance.now() - started;
  const { requests, writes } = fake.site.counts();
  const statuses: Record<string, number> = {};
  for (const page of result.pages) statuses[page.status] = (statuses[page.status] ?? 0) + 1;
  const uploads = fake.site.log.filter((e) => e.path.endsWith('/child/attachment')).length;
  return {
    label,
    pages: result.pages.length,
    requests,
    writes,
    reads: requests - writes,
    uploads,
    ms,
    statuses,
  };
}

const rows = [await measure('first push'), await measure('unchanged re-push')];
writeFileSync(changed, readFileSync(changed, 'utf8').replace('Page 137 of', 'Page 137, edited, of'));
rows.push(await measure('one page changed'));
if (fake.site.violations.length > 0)
  throw new Error(`the fake saw violations:\n${fake.site.violations.join('\n')}`);
await fake.site.close();
rmSync(root, { recursive: true, force: true });

console.log(`| push | pages | requests | writes | reads | reads per page | uploads | time | outcome |`);
console.log(`|---|--:|--:|--:|--:|--:|--:|--:|---|`);
for (const r of rows)
  console.log(
    `| ${r.label} | ${r.pages} | ${r.requests} | ${r.writes} | ${r.reads} | ${(r.reads / r.pages).toFixed(3)} | ${r.uploads} | ${(r.ms / 1000).toFixed(2)} s | ${Object.entries(
      r.statuses,
    )
      .map(([s, c]) => `${c} ${s}`)
      .join(', ')} |`,
  );
