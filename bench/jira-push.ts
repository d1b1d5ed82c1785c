/**
 * `npm run bench:jira [-- --files N]`: pushes N Markdown files (200 by default) with two images
 * each to the local fake Jira, as `mdadf jira push` does (4 at a time), then pushes them again
 * unchanged. Prints requests, writes and wall time of each round; the re-push must write nothing.
 * The fake runs in the same process, so its validation's CPU time is in the figures.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, mapSettled, pushIssueFile } from '../src/atlassian/index.js';
import { png } from '../tests/atlassian/png.js';
import { demoEnv, startFakeAtlassian } from '../tests/fake-atlassian/index.js';

const flag = process.argv.indexOf('--files');
const count = flag >= 0 ? Number(process.argv[flag + 1]) : 200;
const dir = mkdtempSync(join(tmpdir(), 'mdadf-bench-jira-'));
const files: string[] = [];
for (let i = 0; i < count; i++) {
  writeFileSync(join(dir, `a${i}.png`), png(64 + (i % 7), 48, [i % 256, 80, 160]));
  writeFileSync(join(dir, `b${i}.png`), png(32, 24 + (i % 5), [20, i % 256, 40]));
  const file = join(dir, `issue-${i}.md`);
  writeFileSync(
    file,
    `---\nproject: PROJ\nlabels: [bench]\n---\n# Issue ${i}\n\nSome **text** for issue ${i}, with a [link](https://example.com/${i}).\n\n- one\n- two\n\n![First](a${i}.png)\n\n![Second](b${i}.png)\n`,
  );
  files.push(file);
}

const site = await startFakeAtlassian();
async function round(name: string) {
  const client = connect({ env: demoEnv(site) });
  site.resetLog();
  const start = performance.now();
  const settled = await mapSettled(files, 4, (file) => pushIssueFile(client, file));
  const ms = performance.now() - start;
  const failed = settled.filter((s) => s.status === 'rejected');
  if (failed.length > 0) throw (failed[0] as PromiseRejectedResult).reason;
  const actions = new Map<string, number>();
  for (const s of settled) {
    const action = (s as PromiseFulfilledResult<{ action: string }>).value.action;
    actions.set(action, (actions.get(action) ?? 0) + 1);
  }
  const { requests, writes } = site.counts();
  console.log(
    `${name}: ${count} files, ${[...actions].map(([a, n]) => `${n} ${a}`).join(', ')}; ${requests} requests, ${writes} writes, ${(ms / 1000).toFixed(1)} s`,
  );
  return writes;
}

try {
  await round('first push');
  const writes = await round('unchanged re-push');
  if (writes !== 0) {
    console.error(`the unchanged re-push wrote ${writes} times`);
    process.exitCode = 1;
  }
  if (site.violations.length > 0) {
    console.error(site.violations.slice(0, 3).join('\n'));
    process.exitCode = 1;
  }
} finally {
  await site.close();
  rmSync(dir, { recursive: true, force: true });
}
