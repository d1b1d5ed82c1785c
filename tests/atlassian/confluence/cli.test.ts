import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confluenceState, editAsSomeoneElse } from '../../fake-atlassian/confluence.js';
import { ensureBuilt, hasScript, ROOT } from '../../cli/helpers.js';
import { mdadf as run } from '../jira/helpers.js';
import { confluenceSite, png, scratch } from './harness.js';

/** The built CLI as a process (on a terminal when asked), from the repository's root. */
const mdadf = (args: string[], env: Record<string, string>, terminal = false) =>
  run(args, { cwd: ROOT, env, terminal });

let fake: Awaited<ReturnType<typeof confluenceSite>>;
beforeAll(async () => {
  ensureBuilt();
  fake = await confluenceSite();
});
afterAll(() => fake.site.close());

const SUMMARY =
  /^(\d+) pages(?: \(dry run, nothing written\))?: (\d+) created, (\d+) updated, (\d+) unchanged, (\d+) refused, (\d+) failed in [\d.]+s$/m;

describe('mdadf confluence (the built CLI)', () => {
  it('pushes a folder, re-pushes it without a write, shows a dry run and refuses a manual edit with exit 1', async () => {
    const root = scratch({
      'README.md': '# Team\n\nSee [notes](notes.md#later).\n',
      'notes.md': '---\nlabels: [team]\n---\n# Notes\n\n## Later\n\n![Logo](logo.png)\n',
      'logo.png': png(16, 16),
    });
    const first = await mdadf(['confluence', 'push', root, '--space', 'DOCS'], fake.env);
    expect(first.stderr).toMatch(SUMMARY);
    expect(SUMMARY.exec(first.stderr)?.slice(1)).toEqual(['2', '2', '0', '0', '0', '0']);
    expect(first.code).toBe(0);
    const notes = [...confluenceState(fake.site).pages.values()].find((p) => p.title === 'Notes')!;
    expect(first.stdout).toContain(`created    Notes  ${fake.site.url}/wiki/spaces/DOCS/pages/${notes.id}\n`);
    expect(readFileSync(join(root, 'notes.md'), 'utf8')).toContain(`page_id: "${notes.id}"\n`);

    fake.site.resetLog();
    const again = await mdadf(['confluence', 'push', root, '--space', 'DOCS'], fake.env);
    expect(again.code).toBe(0);
    expect(SUMMARY.exec(again.stderr)?.slice(1)).toEqual(['2', '0', '0', '2', '0', '0']);
    expect(fake.site.counts().writes).toBe(0);

    editAsSomeoneElse(fake.site, notes.id);
    const team = [...confluenceState(fake.site).pages.values()].find((p) => p.title === 'Team')!;
    const dry = await mdadf(['confluence', 'push', root, '--space', 'DOCS', '--dry-run'], fake.env);
    expect(dry.stdout).toContain(`Plan for space DOCS:\n  unchanged  Team  (README.md)  page ${team.id}\n`);
    expect(dry.stdout).toContain(
      `\n    refused    Notes  (notes.md)  page ${notes.id}: page 'Notes' was edited`,
    );
    expect(dry.stdout).toContain('--- confluence: Notes (version 3)\n+++ notes.md\n');
    expect(dry.stdout).toContain(' ![Logo](logo.png)\n-\n-Edited in Confluence.\n');
    expect(dry.code).toBe(1);
    const refused = await mdadf(['confluence', 'push', root, '--space', 'DOCS'], fake.env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("mdadf: refused: notes.md: page 'Notes' was edited in Confluence by");
    expect(SUMMARY.exec(refused.stderr)?.slice(1)).toEqual(['2', '0', '0', '1', '1', '0']);
    expect(fake.site.counts().writes).toBe(0);
    const forced = await mdadf(
      ['confluence', 'push', root, '--space', 'DOCS', '--force', '--jobs', '2'],
      fake.env,
    );
    expect(forced.code).toBe(0);
    expect(SUMMARY.exec(forced.stderr)?.slice(1)).toEqual(['2', '0', '1', '1', '0', '0']);

    const out = mkdtempSync(join(tmpdir(), 'mdadf-cli-pull-'));
    const pulled = await mdadf(['confluence', 'pull', notes.id, '-o', out], fake.env);
    expect(pulled.code).toBe(0);
    expect(pulled.stderr).toBe('1 pages pulled, 1 attachments downloaded\n');
    expect(readFileSync(join(out, 'notes.md'), 'utf8')).toContain('![Logo](./notes.files/logo.png)');
    expect(fake.site.violations).toEqual([]);
  });

  it('answers usage problems with exit 2 and a failed run with exit 1, never printing the token', async () => {
    const missing = await mdadf(['confluence', 'push', 'no/such/dir', '--space', 'DOCS'], fake.env);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe(
      "mdadf: error: cannot read 'no/such/dir': no such file or directory\nTry 'mdadf confluence push --help'.\n",
    );
    const noSpace = await mdadf(['confluence', 'push', '.'], fake.env);
    expect(noSpace.code).toBe(2);
    expect(noSpace.stderr).toContain("required option '--space <KEY>' not specified");
    const badJobs = await mdadf(['confluence', 'push', '.', '--space', 'DOCS', '--jobs', '0'], fake.env);
    expect(badJobs.code).toBe(2);
    const noCredentials = await mdadf(['confluence', 'pull', '1'], { ATLASSIAN_SITE: fake.site.url });
    expect(noCredentials.code).toBe(2);
    expect(noCredentials.stderr).toContain('no credentials: set ATLASSIAN_EMAIL and ATLASSIAN_API_TOKEN');
    const root = scratch({ 'a.md': '# One\n', 'b.md': '# One\n' });
    const duplicate = await mdadf(['confluence', 'push', root, '--space', 'DOCS'], fake.env);
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toBe(
      "mdadf: error: two pages would be titled 'One': a.md (title from its first heading) and b.md (title from its first heading); titles are unique in a space (set front matter 'title' on one)\n",
    );
    const wrongToken = await mdadf(['confluence', 'push', join(root, 'a.md'), '--space', 'DOCS'], {
      ...fake.env,
      ATLASSIAN_API_TOKEN: 'wrong-token-123456',
    });
    expect(wrongToken.code).toBe(1);
    expect(wrongToken.stderr).toContain('401');
    expect(wrongToken.stderr).not.toContain('wrong-token-123456');
  });

  it.skipIf(!hasScript)('draws a progress bar on a terminal, and none in a pipe', async () => {
    const root = scratch({ 'one.md': '# Bar one\n', 'two.md': '# Bar two\n' });
    const shown = await mdadf(['confluence', 'push', root, '--space', 'DEMO'], fake.env, true);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toMatch(/\[#{24}\] 2\/2 /);
    const piped = await mdadf(['confluence', 'push', root, '--space', 'DEMO'], fake.env);
    expect(piped.stderr).not.toContain('[');
    expect(piped.stderr).toMatch(
      /^2 pages: 0 created, 0 updated, 2 unchanged, 0 refused, 0 failed in [\d.]+s\n$/,
    );
  });

  it.skipIf(!hasScript)('pull draws a progress bar on a terminal, and none in a pipe', async () => {
    const root = scratch({ 'index.md': '# Pull bar\n', 'a.md': '# Pull bar a\n', 'b.md': '# Pull bar b\n' });
    expect((await mdadf(['confluence', 'push', root, '--space', 'DEMO'], fake.env)).code).toBe(0);
    const id = [...confluenceState(fake.site).pages.values()].find((p) => p.title === 'Pull bar')!.id;
    const out = mkdtempSync(join(tmpdir(), 'mdadf-pull-'));
    const shown = await mdadf(['confluence', 'pull', id, '-r', '-o', join(out, 'screen')], fake.env, true);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toMatch(/\[-{24}\] 0\/3 /);
    expect(shown.stdout).toMatch(/\[#{24}\] 3\/3 /);
    // Each file's line stands on a line of its own, the bar cleared before it.
    expect(shown.stdout).toContain(`\r\u001b[K${join(out, 'screen', 'index.md')}\r\n`);
    expect(shown.stdout).toContain('3 pages pulled, 0 attachments downloaded');
    const piped = await mdadf(['confluence', 'pull', id, '-r', '-o', join(out, 'pipe')], fake.env);
    expect(piped.stdout.split('\n').filter(Boolean)).toHaveLength(3);
    expect(piped.stdout + piped.stderr).not.toMatch(/[\r[]/);
    expect(piped.stderr).toBe('3 pages pulled, 0 attachments downloaded\n');
  });
});
