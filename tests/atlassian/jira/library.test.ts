import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  commentIssue,
  commentIssueFile,
  connect,
  pullIssue,
  pushIssue,
  pushIssueFile,
} from '../../../src/atlassian/index.js';
import { demoEnv, type FakeSite, startFakeAtlassian } from '../../fake-atlassian/index.js';
import { jiraState } from '../../fake-atlassian/jira.js';
import { png } from '../png.js';
import { folder } from './helpers.js';

let site: FakeSite;
beforeAll(async () => {
  site = await startFakeAtlassian();
});
afterAll(() => site.close());

describe('the library', () => {
  it('pushes and pulls over an injected fetch, the one the CLI uses', async () => {
    const seen: string[] = [];
    const client = connect({
      env: demoEnv(site),
      fetch: (url, init) => {
        seen.push(`${init.method} ${new URL(url).pathname}`);
        return fetch(url, init);
      },
    });
    const dir = folder({ 'shot.png': png(64, 48), 'issue.md': '# From a script\n\n![Screen](shot.png)\n' });
    try {
      const created = await pushIssueFile(client, join(dir, 'issue.md'), { project: 'PROJ' });
      expect(created).toMatchObject({ action: 'created', uploaded: ['shot.png'], diagnostics: [] });
      expect(readFileSync(join(dir, 'issue.md'), 'utf8')).toBe(
        `---\nkey: ${created.key}\n---\n# From a script\n\n![Screen](shot.png)\n`,
      );
      expect(seen[0]).toBe('POST /rest/api/3/issue');
      expect(client.stats.writes).toBe(3);

      const pulled = await pullIssue(client, created.key!, { file: join(dir, 'back.md') });
      expect(pulled.attachments).toEqual([join(dir, 'back.files', 'shot.png')]);
      const writes = client.stats.writes;
      const again = await pushIssue(client, pulled.issue.markdown, join(dir, 'back.md'));
      expect(again.action).toBe('unchanged');
      expect(client.stats.writes).toBe(writes);
      expect(site.violations).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a file saved with a byte order mark: its front matter is read, so a second push writes nothing', async () => {
    const client = connect({ env: demoEnv(site) });
    const dir = folder({ 'bom.md': '\uFEFF---\nproject: PROJ\n---\n# Saved on Windows\n\ntext\n' });
    try {
      const file = join(dir, 'bom.md');
      const created = await pushIssueFile(client, file);
      expect(created.action).toBe('created');
      expect(jiraState(site).issues.get(created.key!)?.summary).toBe('Saved on Windows');
      expect(readFileSync(file, 'utf8')).toBe(
        `\uFEFF---\nkey: ${created.key}\nproject: PROJ\n---\n# Saved on Windows\n\ntext\n`,
      );
      const writes = client.stats.writes;
      expect((await pushIssueFile(client, file)).action).toBe('unchanged');
      expect(client.stats.writes).toBe(writes);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a file that is not Markdown before any request: a push or a comment of a screenshot', async () => {
    const client = connect({ env: demoEnv(site) });
    const dir = folder({ 'shot.md': png(8, 8) });
    try {
      const file = join(dir, 'shot.md');
      const refusal = `${file}: not a text file (it holds NUL bytes): Markdown is read as UTF-8 text; nothing was sent`;
      await expect(pushIssueFile(client, file, { project: 'PROJ' })).rejects.toThrow(refusal);
      await expect(commentIssueFile(client, 'PROJ-1', file)).rejects.toThrow(refusal);
      expect(client.stats).toMatchObject({ writes: 0 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses an empty comment before writing it', async () => {
    const client = connect({ env: demoEnv(site) });
    const created = await pushIssue(client, '---\nproject: PROJ\n---\n# For comments\n', 'c.md');
    const writes = client.stats.writes;
    for (const markdown of ['', '\n\n', '<!-- a note to self -->\n']) {
      await expect(commentIssue(client, created.key!, markdown, 'empty.md')).rejects.toThrow(
        'empty.md: the comment is empty (Jira takes no empty comment); nothing was sent',
      );
    }
    expect(client.stats.writes).toBe(writes);
  });

  it('a dry run sends only reads', async () => {
    const client = connect({ env: demoEnv(site) });
    const result = await pushIssue(client, '---\nproject: PROJ\n---\nHello\n', 'hello.md', { dryRun: true });
    expect(result).toMatchObject({ action: 'would create', uploaded: [] });
    expect(client.stats).toMatchObject({ writes: 0 });
    expect([...jiraState(site).issues.values()].some((i) => i.summary === 'hello')).toBe(false);
  });
});
