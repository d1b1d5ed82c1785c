import { beforeAll, describe, expect, it } from 'vitest';
import type { AdfDoc } from '../../src/types.js';
import { jiraState } from '../fake-atlassian/jira.js';
import type { FakeSite } from '../fake-atlassian/server.js';
import { call, type McpSession } from './harness.js';
import { header, useSiteAndServer } from './site.js';

const live = useSiteAndServer();
let site: FakeSite;
let session: McpSession;
beforeAll(() => {
  ({ site, session } = live);
});

const description = (key: string) => jiraState(site).issues.get(key)!.description as AdfDoc;

/** A description as Jira stores it: ids Markdown does not carry, a status, a mention, a task list. */
const STORED: AdfDoc = {
  type: 'doc',
  version: 1,
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Owner ' },
        { type: 'mention', attrs: { id: '5b10ac8d82e05b22cc7d4ef5', text: '@Jane Doe', accessLevel: '' } },
        { type: 'text', text: ', state ' },
        {
          type: 'status',
          attrs: { text: 'IN REVIEW', color: 'blue', localId: '0f0e3a7c-5b8e-4f1b-9d7a-2c1e5a3b4d6f' },
        },
      ],
    },
    {
      type: 'panel',
      attrs: { panelType: 'warning' },
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Ship behind the flag.' }] }],
    },
    { type: 'paragraph', content: [{ type: 'text', text: 'The plan is simple.' }] },
    {
      type: 'taskList',
      attrs: { localId: '7d7c9c1e-1111-4b2a-8c3d-4e5f6a7b8c9d' },
      content: [
        {
          type: 'taskItem',
          attrs: { localId: 'a1b2', state: 'TODO' },
          content: [{ type: 'text', text: 'write the notes' }],
        },
      ],
    },
  ],
};

describe('Jira tools against the fake site', () => {
  it('creates an issue from Markdown and reads it back with its header', async () => {
    const created = await call(session, 'jira_create_issue', {
      project: 'PROJ',
      summary: 'Release 2.0',
      markdown:
        '> [!WARNING]\n> Ship behind the flag.\n\nAsk [@Jane Doe](mention:5b10ac8d82e05b22cc7d4ef5).\n',
      labels: ['release', 'q3'],
    });
    expect(created.isError, created.texts[0]).toBe(false);
    const key = header(created.texts[0]).created;
    expect(key).toMatch(/^PROJ-\d+$/);
    expect(description(key).content[0].type).toBe('panel');
    const read = await call(session, 'jira_get_issue', { key: key.toLowerCase() });
    expect(header(read.texts[0])).toMatchObject({
      key,
      summary: 'Release 2.0',
      type: 'Task',
      labels: 'release, q3',
      url: `${site.url}/browse/${key}`,
    });
    expect(read.texts[1]).toBe(
      '> [!WARNING]\n> Ship behind the flag.\n\nAsk [@Jane Doe](mention:5b10ac8d82e05b22cc7d4ef5).\n',
    );
  });

  it('the agent scenario: get, edit one paragraph, update, get again: identical but for the edit', async () => {
    const created = await call(session, 'jira_create_issue', {
      project: 'PROJ',
      summary: 'Scenario',
      markdown: 'x',
    });
    const key = header(created.texts[0]).created;
    jiraState(site).issues.get(key)!.description = structuredClone(STORED);
    const first = await call(session, 'jira_get_issue', { key });
    const edited = first.texts[1].replace('The plan is simple.', 'The plan is simple and short.');
    expect(edited).not.toBe(first.texts[1]);
    site.resetLog();
    const update = await call(session, 'jira_update_issue', { key, markdown: edited });
    expect(update.isError, update.texts[0]).toBe(false);
    expect(update.texts[0]).toMatch(new RegExp(`^updated: ${key}\nfields: description\n`));
    expect(site.counts().writes).toBe(1);
    const expected = structuredClone(STORED);
    expected.content[2] = {
      type: 'paragraph',
      content: [{ type: 'text', text: 'The plan is simple and short.' }],
    };
    expect(description(key)).toEqual(expected);
    expect((await call(session, 'jira_get_issue', { key })).texts[1]).toBe(edited);
    expect(jiraState(site).issues.get(key)!.summary).toBe('Scenario');
    const again = await call(session, 'jira_update_issue', { key, markdown: edited });
    expect(again.texts[0]).toMatch(new RegExp(`^unchanged: ${key}\n`));
  });

  it('refuses an update that drops the mention, the status or the panel, unless allow_removal', async () => {
    const created = await call(session, 'jira_create_issue', {
      project: 'PROJ',
      summary: 'Guarded',
      markdown: 'x',
    });
    const key = header(created.texts[0]).created;
    jiraState(site).issues.get(key)!.description = structuredClone(STORED);
    site.resetLog();
    const refused = await call(session, 'jira_update_issue', { key, markdown: 'The plan is simple.\n' });
    expect(refused.isError).toBe(true);
    expect(refused.texts[0]).toMatch(
      new RegExp(
        `^refused: this would remove from issue ${key}: mention @Jane Doe, status "IN REVIEW", warning panel, task list\\. `,
      ),
    );
    expect(site.counts().writes).toBe(0);
    const allowed = await call(session, 'jira_update_issue', {
      key,
      markdown: 'The plan is simple.\n',
      allow_removal: true,
    });
    expect(allowed.isError, allowed.texts[0]).toBe(false);
    expect(description(key).content).toEqual([STORED.content[2]]);
  });

  it('comments, and reads the comments after the description', async () => {
    const created = await call(session, 'jira_create_issue', {
      project: 'PROJ',
      summary: 'Commented',
      markdown: 'Body.',
    });
    const key = header(created.texts[0]).created;
    const comment = await call(session, 'jira_add_comment', { key, markdown: 'Looks **good**.' });
    expect(comment.isError, comment.texts[0]).toBe(false);
    const id = header(comment.texts[0]).comment_id;
    const read = await call(session, 'jira_get_issue', { key, comments: true });
    expect(header(read.texts[0]).comments).toBe('1');
    expect(read.texts[1]).toMatch(
      new RegExp(
        `^Body\\.\\n\\n<!-- mdadf:comment id="${id}" author="[^"]+" created="[^"]+" -->\\n\\nLooks \\*\\*good\\*\\*\\.\\n$`,
      ),
    );
  });

  it('searches with JQL, a page at a time', async () => {
    for (const summary of ['One', 'Two', 'Three'])
      await call(session, 'jira_create_issue', { project: 'DEMO', summary, markdown: 'x' });
    const first = await call(session, 'jira_search', {
      jql: 'project = DEMO ORDER BY created DESC',
      limit: 2,
    });
    expect(first.texts[0]).toMatch(
      /^DEMO-3 · Task · To Do · Three · http:\/\/127\.0\.0\.1:\d+\/browse\/DEMO-3\nDEMO-2 · .*\nmore: call again with cursor: \S+$/,
    );
    const cursor = /cursor: (\S+)/.exec(first.texts[0])![1];
    const second = await call(session, 'jira_search', {
      jql: 'project = DEMO ORDER BY created DESC',
      limit: 2,
      cursor,
    });
    expect(second.texts[0]).toMatch(/^DEMO-1 · Task · To Do · One · /);
  });

  it('answers garbage and missing issues with tool errors', async () => {
    expect(await call(session, 'jira_get_issue', { key: 'not a key' })).toEqual({
      isError: true,
      texts: ['"not a key" is not an issue key (PROJ-123)'],
    });
    const missing = await call(session, 'jira_get_issue', { key: 'PROJ-9999' });
    expect(missing.isError).toBe(true);
    expect(missing.texts[0]).toMatch(/404.*not found: check the key or id/);
    const frontMatter = await call(session, 'jira_create_issue', {
      project: 'PROJ',
      summary: 'x',
      markdown: '---\nkey: PROJ-1\n---\nx',
    });
    expect(frontMatter.texts[0]).toMatch(/^the Markdown starts with front matter/);
    const image = await call(session, 'jira_create_issue', {
      project: 'PROJ',
      summary: 'x',
      markdown: '![secret](../../etc/secret.png)',
    });
    expect(image.texts[0]).toMatch(
      /^the image "..\/..\/etc\/secret.png" is outside the directories this server may read/,
    );
    const badLabels = await call(session, 'jira_create_issue', {
      project: 'PROJ',
      summary: 'x',
      markdown: 'x',
      labels: ['two words'],
    });
    expect(badLabels.isError).toBe(true);
    expect((await call(session, 'jira_search', { jql: 'project = PROJ' })).isError).toBe(false);
  });
});
