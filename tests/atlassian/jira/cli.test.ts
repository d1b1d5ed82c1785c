import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEMO_CREDENTIALS,
  type FakeSite,
  gatewayUrl,
  startFakeAtlassian,
} from '../../fake-atlassian/index.js';
import { jiraState, mediaIds } from '../../fake-atlassian/jira.js';
import { png } from '../png.js';
import { ensureBuilt, folder, hasScript, mdadf, writes } from './helpers.js';

let site: FakeSite;
let dir: string;
const run = (args: string[], env?: Record<string, string>) => mdadf(args, { cwd: dir, site, env });
const read = (path: string) => readFileSync(join(dir, path), 'utf8');
const issue = (key: string) => jiraState(site).issues.get(key)!;

beforeAll(async () => {
  ensureBuilt();
  site = await startFakeAtlassian();
});
afterAll(() => site.close());
beforeEach(() => {
  dir = folder({
    'a.png': png(40, 20),
    'b.png': png(12, 34, [0, 0, 255]),
    'note.md':
      '---\nproject: PROJ\nlabels: [docs, mdadf]\n---\n# Release notes\n\nShipped **today**.\n\n![Chart](a.png)\n\n![](b.png)\n',
    'plain.md': 'Just text, no title.\r\n',
  });
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  const violations = site.violations.splice(0);
  expect(violations).toEqual([]);
  site.clearFaults();
  site.resetLog();
});

async function created(file = 'note.md'): Promise<string> {
  const result = await run(['jira', 'push', '--project', 'PROJ', file]);
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  site.resetLog();
  return /^([A-Z]+-\d+) created/.exec(result.stdout)![1];
}

describe('mdadf jira push', () => {
  it('creates: one create, the uploads, one update; media ids from the 303, real pixel sizes; key written back', async () => {
    const before = read('note.md');
    const result = await run(['jira', 'push', 'note.md']);
    expect(result.code).toBe(0);
    const key = /^(PROJ-\d+) created /.exec(result.stdout)?.[1];
    expect(result.stdout).toBe(`${key} created ${site.url}/browse/${key} (uploaded a.png, b.png) note.md\n`);
    expect(writes(site)).toEqual([
      'POST createIssue',
      'POST addAttachment',
      'POST addAttachment',
      'PUT editIssue',
    ]);
    // Only the key line is new; every other byte is as it was.
    expect(read('note.md')).toBe(before.replace('---\n', `---\nkey: ${key}\n`));
    const stored = issue(key!);
    expect(stored.summary).toBe('Release notes');
    expect(stored.labels).toEqual(['docs', 'mdadf']);
    const attachments = [...jiraState(site).attachments.values()].filter((a) => a.issueKey === key);
    expect(attachments.map((a) => a.filename)).toEqual(['a.png', 'b.png']);
    expect(stored.description).toEqual({
      type: 'doc',
      version: 1,
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Shipped ' },
            { type: 'text', text: 'today', marks: [{ type: 'strong' }] },
            { type: 'text', text: '.' },
          ],
        },
        {
          type: 'mediaSingle',
          attrs: { layout: 'center' },
          content: [
            {
              type: 'media',
              attrs: {
                type: 'file',
                id: attachments[0].mediaId,
                collection: '',
                width: 40,
                height: 20,
                alt: 'Chart',
              },
            },
          ],
        },
        {
          type: 'mediaSingle',
          attrs: { layout: 'center' },
          content: [
            {
              type: 'media',
              attrs: { type: 'file', id: attachments[1].mediaId, collection: '', width: 12, height: 34 },
            },
          ],
        },
      ],
    });
  });

  it("through the gateway (a scoped token): every call there, the printed URL the site's own", async () => {
    const gateway = { ATLASSIAN_SITE: gatewayUrl(site, 'jira') };
    const result = await run(['jira', 'push', 'note.md'], gateway);
    expect(result.stderr).toBe('');
    const key = /^(PROJ-\d+) created /.exec(result.stdout)![1];
    expect(result.stdout).toBe(`${key} created ${site.url}/browse/${key} (uploaded a.png, b.png) note.md\n`);
    // The media store the 303 names is a host of its own; everything else went to the gateway.
    const api = site.log.filter((e) => !e.path.startsWith('/file/'));
    expect(api.every((e) => e.gateway === 'jira')).toBe(true);
    // The site's address is asked once (server information), not per URL.
    expect(api.filter((e) => e.operationId === 'getServerInfo')).toHaveLength(1);
  });

  it('a file without images: one create; summary from the file name; CRLF kept on write-back', async () => {
    const result = await run(['jira', 'push', '--project', 'DEMO', '--type', 'Bug', 'plain.md']);
    expect(result.code).toBe(0);
    expect(writes(site)).toEqual(['POST createIssue']);
    expect(issue('DEMO-1')).toMatchObject({ summary: 'plain', type: 'Bug' });
    expect(read('plain.md')).toBe('---\r\nkey: DEMO-1\r\n---\r\nJust text, no title.\r\n');
  });

  it('re-pushing an unchanged file writes nothing and uploads nothing', async () => {
    const key = await created();
    const result = await run(['jira', 'push', 'note.md']);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(`${key} unchanged ${site.url}/browse/${key} note.md\n`);
    expect(writes(site)).toEqual([]);
  });

  it('an update writes only what changed; a changed image is uploaded, the unchanged one is not', async () => {
    const key = await created();
    writeFileSync(join(dir, 'note.md'), read('note.md').replace('today', 'yesterday'));
    writeFileSync(join(dir, 'b.png'), png(12, 34, [0, 255, 0]));
    const result = await run(['jira', 'push', 'note.md']);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(
      `${key} updated [description] ${site.url}/browse/${key} (uploaded b.png) note.md\n`,
    );
    expect(writes(site)).toEqual(['POST addAttachment', 'PUT editIssue']);
    // Jira deleted the old b.png when its media node went; a.png stays.
    const names = [...jiraState(site).attachments.values()]
      .filter((a) => a.issueKey === key)
      .map((a) => a.filename);
    expect(names).toEqual(['a.png', 'b.png']);
    expect(mediaIds(issue(key).description)).toHaveLength(2);
  });

  it('--dry-run sends only reads', async () => {
    const result = await run(['jira', 'push', '--dry-run', 'note.md']);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('- would create (would upload a.png, b.png) note.md\n');
    expect(site.log.filter((e) => e.write)).toEqual([]);
    expect(read('note.md')).not.toContain('key:');
  });

  it('--no-write-back leaves the file as it is', async () => {
    const before = read('plain.md');
    const result = await run(['jira', 'push', '--no-write-back', '--project', 'PROJ', 'plain.md']);
    expect(result.code).toBe(0);
    expect(read('plain.md')).toBe(before);
  });

  it('refuses to drop images the issue has, naming them; --force drops them', async () => {
    const key = await created();
    writeFileSync(join(dir, 'other.md'), `---\nkey: ${key}\n---\n# Release notes\n\nNo pictures.\n`);
    const refused = await run(['jira', 'push', 'other.md']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      `mdadf: error: other.md: pushing would drop what ${key} holds and the file does not: the image a.png, the image b.png (Jira deletes a dropped attachment). Pull the issue first to keep them, or push with --force to drop them\nmdadf: error: 1 of 1 file(s) failed\n`,
    );
    expect(writes(site)).toEqual([]);
    const forced = await run(['jira', 'push', '--force', 'other.md']);
    expect(forced.code).toBe(0);
    expect(writes(site)).toEqual(['PUT editIssue']);
  });

  it('a missing image is an error before any write', async () => {
    writeFileSync(join(dir, 'broken.md'), '---\nproject: PROJ\n---\n![x](nope.png)\n');
    const result = await run(['jira', 'push', 'broken.md']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'mdadf: error: broken.md: the image "nope.png" cannot be read (no such file); nothing was sent\n',
    );
    expect(site.log).toEqual([]);
  });

  it('a description over 32,767 characters is refused before sending, with the figure', async () => {
    writeFileSync(join(dir, 'long.md'), `---\nproject: PROJ\n---\n${'word '.repeat(7000)}\n`);
    const result = await run(['jira', 'push', 'long.md']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /long\.md: the description is 35,0\d\d characters of ADF; Jira holds at most 32,767/,
    );
    expect(writes(site)).toEqual([]);
  });

  it('mentions: an e-mail or a name is looked up; an unknown one is a warning at its line and column', async () => {
    writeFileSync(
      join(dir, 'm.md'),
      '---\nproject: PROJ\n---\nAsk @jane@example.com and [@Ravi Kumar](mention:).\n\nNot @ghost@example.com.\n',
    );
    const result = await run(['jira', 'push', 'm.md']);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe(
      'm.md:6:5: warning: mention "@ghost@example.com" has no account id and resolveMention did not resolve it; kept as text (Jira’s user search found no one) [mention-unresolved]\n',
    );
    const key = /^(PROJ-\d+)/.exec(result.stdout)![1];
    expect(issue(key).description).toMatchObject({
      content: [
        {
          content: [
            { text: 'Ask ' },
            { type: 'mention', attrs: { id: '5b10ac8d82e05b22cc7d4ef5', text: '@Jane Doe' } },
            { text: ' and ' },
            {
              type: 'mention',
              attrs: { id: '712020:2c9e1a3b-7f0e-4d8c-9b1a-5e6f7a8b9c0d', text: '@Ravi Kumar' },
            },
            { text: '.' },
          ],
        },
        { content: [{ text: 'Not @ghost@example.com.' }] },
      ],
    });
  });

  it('several files at once: each its line, one failure does not stop the others, exit 1', async () => {
    writeFileSync(join(dir, 'bad.md'), '---\nkey: PROJ-999\n---\ntext\n');
    const result = await run(['jira', 'push', '--project', 'PROJ', 'plain.md', 'bad.md', 'note.md']);
    expect(result.code).toBe(1);
    const lines = result.stdout
      .split('\n')
      .filter(Boolean)
      .map((l) => l.replace(/ http\S+/, ''));
    expect(lines).toHaveLength(2);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^PROJ-\d+ created \(uploaded a\.png, b\.png\) note\.md$/),
        expect.stringMatching(/^PROJ-\d+ created plain\.md$/),
      ]),
    );
    expect(result.stderr).toContain('404');
    expect(result.stderr).toContain('mdadf: error: 1 of 3 file(s) failed\n');
  });
});

describe('mdadf jira pull, then push', () => {
  it('writes front matter, downloads the images beside the file; pushing it back writes nothing', async () => {
    const key = await created();
    const pulled = await run(['jira', 'pull', key, '-o', 'out/']);
    expect(pulled.code).toBe(0);
    expect(pulled.stdout).toBe(`${key} pulled out/${key}.md (+2 attachment(s))\n`);
    expect(read(`out/${key}.md`)).toBe(
      `---\nkey: ${key}\nsummary: Release notes\ntype: Task\nlabels: [docs, mdadf]\nstatus: To Do\n---\n\nShipped **today**.\n\n<!-- adf:media width="40" height="20" -->\n![Chart](${key}.files/a.png)\n\n<!-- adf:media width="12" height="34" -->\n![](${key}.files/b.png)\n`,
    );
    expect(readFileSync(join(dir, `out/${key}.files/a.png`))).toEqual(png(40, 20));
    site.resetLog();
    const pushed = await run(['jira', 'push', `out/${key}.md`]);
    expect(pushed.code).toBe(0);
    expect(pushed.stdout).toContain(`${key} unchanged`);
    expect(writes(site)).toEqual([]);
  });

  it('two attachments of one name: the later gets its id in its file name; pushed back, nothing is written', async () => {
    mkdirSync(join(dir, 'one'));
    mkdirSync(join(dir, 'two'));
    writeFileSync(join(dir, 'one/shot.png'), png(5, 6));
    writeFileSync(join(dir, 'two/shot.png'), png(7, 8, [0, 255, 0]));
    writeFileSync(join(dir, 'twins.md'), '# Twins\n\n![first](one/shot.png)\n\n![second](two/shot.png)\n');
    const key = await created('twins.md');
    const ids = [...jiraState(site).attachments.values()].filter((a) => a.issueKey === key).map((a) => a.id);
    expect(ids).toHaveLength(2);
    const pulled = await run(['jira', 'pull', key, '-o', 'out/']);
    expect(pulled.stdout).toBe(`${key} pulled out/${key}.md (+2 attachment(s))\n`);
    expect(read(`out/${key}.md`)).toContain(
      `![first](${key}.files/shot.png)\n\n<!-- adf:media width="7" height="8" -->\n![second](${key}.files/shot-${ids[1]}.png)\n`,
    );
    expect(readFileSync(join(dir, `out/${key}.files/shot.png`))).toEqual(png(5, 6));
    expect(readFileSync(join(dir, `out/${key}.files/shot-${ids[1]}.png`))).toEqual(png(7, 8, [0, 255, 0]));
    site.resetLog();
    expect((await run(['jira', 'push', `out/${key}.md`])).stdout).toContain(`${key} unchanged`);
    expect((await run(['jira', 'push', 'twins.md'])).stdout).toContain(`${key} unchanged`);
    expect(writes(site)).toEqual([]);
    // Pulled again, each keeps its name.
    await run(['jira', 'pull', key, '-o', 'again/']);
    expect(read(`again/${key}.md`)).toBe(read(`out/${key}.md`));
  });

  it('keeps what Markdown cannot say as directives, so a pulled file drops nothing', async () => {
    const key = await created('plain.md');
    const extension = { type: 'extension', attrs: { extensionType: 'com.example', extensionKey: 'chart' } };
    issue(key).description = {
      type: 'doc',
      version: 1,
      content: [extension, { type: 'paragraph', content: [{ type: 'text', text: 'x' }] }],
    };
    await run(['jira', 'pull', key, '-o', 'p.md']);
    site.resetLog();
    expect((await run(['jira', 'push', 'p.md'])).stdout).toContain('unchanged');
    writeFileSync(join(dir, 'p.md'), read('p.md').replace(/<!-- adf:extension .*-->\n/, ''));
    const dropped = await run(['jira', 'push', 'p.md']);
    expect(dropped.code).toBe(1);
    expect(dropped.stderr).toContain('the file does not: 1 extension');
  });

  it('refuses to drop a status or a date someone added in Jira, naming them', async () => {
    const key = await created('plain.md');
    const status = { type: 'status', attrs: { text: 'DONE', color: 'green', localId: 's1' } };
    const date = { type: 'date', attrs: { timestamp: '1706659200000' } };
    issue(key).description = {
      type: 'doc',
      version: 1,
      content: [
        {
          type: 'paragraph',
          content: [{ type: 'text', text: 'x ' }, status, { type: 'text', text: ' ' }, date],
        },
      ],
    };
    site.resetLog();
    const refused = await run(['jira', 'push', 'plain.md']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      `the file does not: 1 status, 1 date. Pull the issue first to keep them, or push with --force to drop them`,
    );
    expect(writes(site)).toEqual([]);
  });

  it.skipIf(!hasScript)('several issues: a progress bar on a terminal, none in a pipe', async () => {
    const first = await created('plain.md');
    const second = await created('note.md');
    const shown = await mdadf(['jira', 'pull', first, second, '-o', 'screen/'], {
      cwd: dir,
      site,
      terminal: true,
    });
    expect(shown.code).toBe(0);
    expect(shown.stdout).toMatch(/\[-{24}\] 0\/2 /);
    expect(shown.stdout).toMatch(/\[#{24}\] 2\/2 /);
    expect(shown.stdout).toContain(`\r\u001b[K${second} pulled screen/${second}.md (+2 attachment(s))\r\n`);
    const piped = await run(['jira', 'pull', first, second, '-o', 'pipe/']);
    expect(piped.stdout).toBe(
      `${first} pulled pipe/${first}.md\n${second} pulled pipe/${second}.md (+2 attachment(s))\n`,
    );
    expect(piped.stderr).toBe('');
  });

  it('to standard output; several keys need -o DIR', async () => {
    const key = await created('plain.md');
    const out = await run(['jira', 'pull', key]);
    expect(out.stdout).toBe(
      `---\nkey: ${key}\nsummary: plain\ntype: Task\nstatus: To Do\n---\n\nJust text, no title.\n`,
    );
    const usage = await run(['jira', 'pull', key, 'PROJ-2']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('mdadf: error: several issues need -o DIR\n');
  });
});

describe('mdadf jira comment', () => {
  it('adds a comment; a pulled comment file updates only when changed', async () => {
    const key = await created('plain.md');
    writeFileSync(join(dir, 'c.md'), 'Looks **good**.\n');
    const added = await run(['jira', 'comment', key, 'c.md']);
    expect(added.code).toBe(0);
    expect(added.stdout).toBe(`${key} comment 10000 added ${site.url}/browse/${key}\n`);
    await run(['jira', 'pull', key, '-o', 'p/', '--comments']);
    const file = `p/${key}.comment-10000.md`;
    expect(read(file)).toBe(`---\nissue: ${key}\ncomment: "10000"\n---\n\nLooks **good**.\n`);
    site.resetLog();
    expect((await run(['jira', 'comment', key, file])).stdout).toContain('comment 10000 unchanged');
    writeFileSync(join(dir, file), read(file).replace('good', 'great'));
    expect((await run(['jira', 'comment', key, file])).stdout).toContain('comment 10000 updated');
    expect(writes(site)).toEqual(['PUT updateComment']);
  });
});

describe('faults', () => {
  it('429 with seconds, with a date, without Retry-After: waited out, then done', async () => {
    site.inject({ fault: { kind: 'status', status: 429, retryAfter: '1' }, method: 'POST' });
    site.inject({
      fault: { kind: 'status', status: 429, retryAfter: new Date(Date.now() - 1000).toUTCString() },
      method: 'POST',
    });
    site.inject({ fault: { kind: 'status', status: 429 }, method: 'POST' });
    const result = await run(['jira', 'push', '--project', 'PROJ', 'plain.md']);
    expect(result.code).toBe(0);
    expect(site.log.map((e) => e.status)).toEqual([429, 429, 429, 201]);
  });

  it.each([
    [401, 'check ATLASSIAN_SITE, ATLASSIAN_EMAIL and ATLASSIAN_API_TOKEN'],
    [403, 'the account lacks permission'],
    [404, 'not found: check the key or id, and that ATLASSIAN_SITE is the right site'],
  ])('%i: one line that says what to check, exit 1', async (status, advice) => {
    site.inject({ fault: { kind: 'status', status } });
    const result = await run(['jira', 'push', '--project', 'PROJ', 'plain.md']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`plain.md`.length ? advice : '');
    expect(result.stderr.split('\n').filter(Boolean)).toHaveLength(2);
  });

  it('413 on an upload: one line, no retry', async () => {
    site.inject({ fault: { kind: 'status', status: 413 }, path: /attachments$/ });
    const result = await run(['jira', 'push', 'note.md']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /POST \/rest\/api\/3\/issue\/PROJ-\d+\/attachments \(attach a\.png to PROJ-\d+\): 413 .*too large/,
    );
    expect(site.log.filter((e) => e.path.endsWith('attachments'))).toHaveLength(1);
  });

  it.each([500, 502, 503])('%i: a read is retried; a write is not', async (status) => {
    const key = await created('plain.md');
    site.inject({ fault: { kind: 'status', status }, method: 'GET' });
    expect((await run(['jira', 'pull', key])).code).toBe(0);
    site.inject({ fault: { kind: 'status', status }, method: 'PUT' });
    writeFileSync(join(dir, 'plain.md'), `${read('plain.md')}More.\n`);
    const result = await run(['jira', 'push', 'plain.md']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`${status} `);
    expect(result.stderr).toContain('not retried: the write may or may not have happened');
  });

  it('a slow answer times out and a read is tried again; a dropped connection too', async () => {
    const key = await created('plain.md');
    site.inject({ fault: { kind: 'slow', delayMs: 6_000 }, method: 'GET' });
    site.inject({ fault: { kind: 'drop' }, method: 'GET' });
    const result = await run(['jira', 'pull', key, '--timeout', '3']);
    expect(result.code).toBe(0);
    expect(site.log.map((e) => e.fault ?? e.status)).toEqual(['slow', 'drop', 200]);
  });

  it('the token never appears in output, errors or files', async () => {
    const key = await created('plain.md');
    const token = DEMO_CREDENTIALS.token;
    const outputs: string[] = [];
    for (const [args, env] of [
      [['jira', 'pull', key, '-o', 'x.md']],
      [['jira', 'push', 'plain.md'], { ATLASSIAN_API_TOKEN: `${token}-wrong` }],
      [['jira', 'push', '--site', 'http://127.0.0.1:9', 'plain.md', '--timeout', '1']],
      [['jira', 'push', 'plain.md', '--site', 'not a url']],
    ] as Array<[string[], Record<string, string>?]>) {
      const result = await run(args, env);
      outputs.push(result.stdout, result.stderr);
    }
    outputs.push(read('x.md'), read('plain.md'));
    const basic = Buffer.from(`${DEMO_CREDENTIALS.email}:${token}`).toString('base64');
    for (const text of outputs) {
      expect(text).not.toContain(token);
      expect(text).not.toContain(basic);
    }
    expect(outputs.join('')).toContain('401');
  });

  it('a Bearer token works as well', async () => {
    const result = await run(['jira', 'push', '--project', 'PROJ', 'plain.md'], {
      ATLASSIAN_EMAIL: '',
      ATLASSIAN_API_TOKEN: '',
      ATLASSIAN_BEARER_TOKEN: DEMO_CREDENTIALS.bearer,
    });
    expect(result.code).toBe(0);
  });
});

describe('usage', () => {
  it.each([
    [['jira', 'push'], "error: missing required argument 'FILE'"],
    [['jira', 'push', 'none.md'], 'mdadf: error: none.md: no such file'],
    [['jira', 'pull', 'not-a-key'], 'mdadf: error: not-a-key is not an issue key (PROJ-123)'],
    [['jira', 'comment', 'PROJ-1'], "error: missing required argument 'FILE'"],
    [['jira', 'push', '--bogus', 'a.md'], "error: unknown option '--bogus'"],
  ])('%j: exit 2', async (args, message) => {
    const result = await run(args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
  });

  it('no site: exit 2 with what to set', async () => {
    const result = await run(['jira', 'push', 'plain.md'], { ATLASSIAN_SITE: '' });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      'mdadf: error: no site: set ATLASSIAN_SITE (https://your-site.atlassian.net) or pass --site\n',
    );
    expect(existsSync(join(dir, 'plain.md'))).toBe(true);
  });
});
