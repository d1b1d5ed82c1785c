import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, pullIssue, pushIssue, pushIssueFile } from '../../../src/atlassian/index.js';
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

  it('a dry run sends only reads', async () => {
    const client = connect({ env: demoEnv(site) });
    const result = await pushIssue(client, '---\nproject: PROJ\n---\nHello\n', 'hello.md', { dryRun: true });
    expect(result).toMatchObject({ action: 'would create', uploaded: [] });
    expect(client.stats).toMatchObject({ writes: 0 });
    expect([...jiraState(site).issues.values()].some((i) => i.summary === 'hello')).toBe(false);
  });
});
