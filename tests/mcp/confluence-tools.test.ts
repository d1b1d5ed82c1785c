import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adfToMarkdown } from '../../src/compose/reverse.js';
import type { AdfDoc, AdfNode } from '../../src/types.js';
import {
  addPage,
  addSpace,
  confluenceState,
  editAsSomeoneElse,
  spaceOf,
} from '../fake-atlassian/confluence.js';
import { png } from '../atlassian/png.js';
import { gatewayUrl } from '../fake-atlassian/index.js';
import { DEMO_CREDENTIALS, type FakeSite } from '../fake-atlassian/server.js';
import { call, type McpSession, startMcp } from './harness.js';
import { header, useSiteAndServer } from './site.js';

const REAL = join(import.meta.dirname, '..', 'fixtures', 'real-adf');
/** A real Confluence-editor document holding a macro (bodiedExtension), a layout and media. */
const RICH: AdfDoc = JSON.parse(readFileSync(join(REAL, 'afm-vr-dynamic-text.json'), 'utf8'));
const read = (doc: AdfDoc) => adfToMarkdown(doc, { profile: 'atlassian' });

/** The server's working directory: where markdown_file and local images may be read. */
const work = mkdtempSync(join(tmpdir(), 'mdadf-mcp-confluence-'));
const live = useSiteAndServer({ cwd: work });
let site: FakeSite;
let session: McpSession;
let space: { id: string; homepageId: string };
beforeAll(() => {
  ({ site, session } = live);
  space = spaceOf(site, 'DOCS');
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const stored = (id: string): AdfDoc => {
  const page = confluenceState(site).pages.get(id)!;
  return JSON.parse(page.versions[page.versions.length - 1].body);
};
const newPage = (title: string, doc: AdfDoc) =>
  addPage(site, { spaceId: space.id, title, body: JSON.stringify(doc) });

describe('Confluence tools against the fake site', () => {
  it('lists every tool when a site is configured, each schema with its required arguments', async () => {
    const { tools } = await session.client.listTools();
    const required = Object.fromEntries(tools.map((tool) => [tool.name, tool.inputSchema.required ?? []]));
    expect(required).toEqual({
      markdown_to_adf: [],
      adf_to_markdown: ['adf'],
      validate_adf: ['adf'],
      jira_get_issue: ['key'],
      jira_search: ['jql'],
      jira_create_issue: ['project', 'summary'],
      jira_update_issue: ['key'],
      jira_add_comment: ['key'],
      confluence_get_page: ['page_id'],
      confluence_search: ['space'],
      confluence_create_page: ['space', 'title'],
      confluence_update_page: ['page_id', 'version'],
    });
    const writes = tools.filter((tool) => tool.annotations?.readOnlyHint === false).map((tool) => tool.name);
    expect(writes).toEqual([
      'jira_create_issue',
      'jira_update_issue',
      'jira_add_comment',
      'confluence_create_page',
      'confluence_update_page',
    ]);
  });

  it('confluence_get_page answers a header and the Markdown', async () => {
    const page = newPage('Rich page', RICH);
    const answer = await call(session, 'confluence_get_page', { page_id: page.id });
    expect(answer.isError).toBe(false);
    expect(header(answer.texts[0])).toMatchObject({ page_id: page.id, title: 'Rich page', version: '1' });
    expect(header(answer.texts[0]).url).toMatch(new RegExp(`^${site.url}/wiki/.*${page.id}`));
    expect(answer.texts[1]).toBe(read(RICH));
    const byUrl = await call(session, 'confluence_get_page', { page_id: header(answer.texts[0]).url });
    expect(byUrl.texts[1]).toBe(read(RICH));
  });

  it('the agent scenario: get, edit one paragraph, update, get again: identical but for the edit', async () => {
    const page = newPage('Agent scenario', RICH);
    const first = await call(session, 'confluence_get_page', { page_id: page.id });
    const markdown = first.texts[1];
    const paragraph = 'some inline code: `const foo = bar();`';
    expect(markdown).toContain(paragraph);
    site.resetLog();
    const update = await call(session, 'confluence_update_page', {
      page_id: page.id,
      version: 1,
      markdown: markdown.replace(paragraph, 'some inline code, edited: `const foo = baz();`'),
    });
    expect(update.isError, update.texts[0]).toBe(false);
    expect(header(update.texts[0])).toMatchObject({ updated: `page ${page.id}`, version: '2' });
    expect(update.texts.join('')).not.toContain('const foo');
    expect(site.counts()).toEqual({ requests: 2, writes: 1 });
    const again = await call(session, 'confluence_get_page', { page_id: page.id });
    expect(again.texts[1]).toBe(
      markdown.replace(paragraph, 'some inline code, edited: `const foo = baz();`'),
    );
    // Every other node is the stored one, byte for byte: macro, layout, media, ids.
    const after = stored(page.id);
    const differing = after.content.flatMap((node, i) =>
      JSON.stringify(node) === JSON.stringify(RICH.content[i]) ? [] : [i],
    );
    expect(after.content.length).toBe(RICH.content.length);
    expect(differing.length).toBe(1);
    expect(JSON.stringify(after.content[differing[0]])).toContain('const foo = baz();');
  });

  it('writes nothing for an update that changes nothing', async () => {
    const page = newPage('Unchanged', RICH);
    const { texts } = await call(session, 'confluence_get_page', { page_id: page.id });
    site.resetLog();
    const update = await call(session, 'confluence_update_page', {
      page_id: page.id,
      version: 1,
      markdown: texts[1],
    });
    expect(update.texts[0]).toMatch(/^unchanged: page \d+ \(nothing to write\)/);
    expect(site.counts().writes).toBe(0);
  });

  it('refuses a stale version, saying the current one, and writes nothing', async () => {
    const page = newPage('Stale', RICH);
    const { texts } = await call(session, 'confluence_get_page', { page_id: page.id });
    editAsSomeoneElse(site, page.id);
    site.resetLog();
    const update = await call(session, 'confluence_update_page', {
      page_id: page.id,
      version: 1,
      markdown: `${texts[1]}\nMore.\n`,
    });
    expect(update.isError).toBe(true);
    expect(update.texts[0]).toBe(
      `page ${page.id} is at version 2, not 1: it changed since you read it. Read it again (confluence_get_page), redo your edit on what it holds now, and send version 2. Nothing was written.`,
    );
    expect(site.counts().writes).toBe(0);
    expect(stored(page.id).content.at(-1)).toEqual({
      type: 'paragraph',
      content: [{ type: 'text', text: 'Edited in Confluence.' }],
    });
  });

  it('answers a 409 from a save between its read and its write with a tool error', async () => {
    const page = newPage('Raced', RICH);
    site.inject({ fault: { kind: 'status', status: 409 }, method: 'PUT' });
    const update = await call(session, 'confluence_update_page', {
      page_id: page.id,
      version: 1,
      markdown: 'Replaced.',
      allow_removal: true,
    });
    expect(update.isError).toBe(true);
    expect(update.texts[0]).toMatch(/409/);
    expect(stored(page.id)).toEqual(RICH);
  });

  it('refuses an update that drops the macro, the layout or media, naming them, unless allow_removal', async () => {
    const page = newPage('Guarded', RICH);
    const update = await call(session, 'confluence_update_page', {
      page_id: page.id,
      version: 1,
      markdown: '# Only this\n',
    });
    expect(update.isError).toBe(true);
    expect(update.texts[0]).toMatch(
      /^refused: this would remove from page \d+: mention @Oscar Wallhult, date 2018-10-25, 2 × media "a559980d-[^"]+", .* and \d+ more \(.*macro.*layout.*\)\. /,
    );
    expect(site.counts().writes).toBe(0);
    const allowed = await call(session, 'confluence_update_page', {
      page_id: page.id,
      version: 1,
      markdown: '# Only this\n',
      allow_removal: true,
    });
    expect(allowed.isError).toBe(false);
    expect(stored(page.id).content).toEqual([
      { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Only this' }] },
    ]);
  });

  it('reads and replaces one section, leaving the rest as stored', async () => {
    const h = (level: number, text: string): AdfNode => ({
      type: 'heading',
      attrs: { level },
      content: [{ type: 'text', text }],
    });
    const p = (text: string): AdfNode => ({ type: 'paragraph', content: [{ type: 'text', text }] });
    const doc: AdfDoc = {
      type: 'doc',
      version: 1,
      content: [h(1, 'Plan'), ...RICH.content, h(2, 'Goals'), p('Ship.'), h(2, 'Risks'), p('None.')],
    };
    const page = newPage('Sections', doc);
    const outline = await call(session, 'confluence_get_page', { page_id: page.id, outline: true });
    expect(outline.texts[0]).toMatch(/^ {2}## (.+ > )?Goals$/m);
    const section = await call(session, 'confluence_get_page', { page_id: page.id, section: 'Goals' });
    expect(header(section.texts[0])).toMatchObject({ section: 'Goals', version: '1' });
    expect(section.texts[1]).toBe('## Goals\n\nShip.\n');
    const update = await call(session, 'confluence_update_page', {
      page_id: page.id,
      version: 1,
      section: 'Goals',
      markdown: '## Goals\n\nShip on Friday.\n',
    });
    expect(update.isError, update.texts[0]).toBe(false);
    expect(stored(page.id)).toEqual({
      ...doc,
      content: [...doc.content.slice(0, -3), p('Ship on Friday.'), h(2, 'Risks'), p('None.')],
    });
    const missing = await call(session, 'confluence_get_page', { page_id: page.id, section: 'Budget' });
    expect(missing.texts[0]).toMatch(/^no section "Budget"; the headings are: # Plan; /);
  });

  it('reads a 3 MB page in pieces within the budget, asking the site once', async () => {
    const blocks: AdfNode[] = [];
    for (let i = 0; blocks.length < 12_000; i++) {
      blocks.push({ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: `Part ${i}` }] });
      blocks.push({
        type: 'paragraph',
        content: [{ type: 'text', text: `Paragraph ${i}: ${'lorem ipsum dolor sit amet '.repeat(19)}` }],
      });
    }
    const big: AdfDoc = { type: 'doc', version: 1, content: blocks };
    const markdown = read(big);
    expect(markdown.length).toBeGreaterThan(3_000_000);
    const page = newPage('Big', big);
    site.resetLog();
    const pieces: string[] = [];
    let cursor: string | undefined;
    let count = 0;
    do {
      const answer = await call(session, 'confluence_get_page', {
        page_id: page.id,
        ...(cursor ? { cursor } : {}),
      });
      expect(answer.isError, answer.texts[0]).toBe(false);
      expect(answer.texts[1].length).toBeLessThanOrEqual(20_000);
      pieces.push(answer.texts[1]);
      const part = /part: (\d+) of (\d+)/.exec(answer.texts[0])!;
      expect(Number(part[1])).toBe(pieces.length);
      count = Number(part[2]);
      cursor = /cursor: (\S+)/.exec(answer.texts[0])?.[1];
    } while (cursor);
    expect(pieces.length).toBe(count);
    expect(count).toBeGreaterThan(150);
    expect(pieces.join('')).toBe(markdown);
    expect(site.counts().requests).toBe(1);
  });

  it('creates a page, refuses a second of the same title, and finds it by search', async () => {
    const created = await call(session, 'confluence_create_page', {
      space: 'DOCS',
      title: 'Release notes',
      markdown: '> [!NOTE]\n> Shipped <!-- adf:status color="green" -->DONE\n',
    });
    expect(created.isError, created.texts[0]).toBe(false);
    const id = /^created: page (\d+)$/m.exec(created.texts[0])![1];
    expect(stored(id).content[0].type).toBe('panel');
    const again = await call(session, 'confluence_create_page', {
      space: 'DOCS',
      title: 'Release notes',
      markdown: 'x',
    });
    expect(again.texts[0]).toBe(
      `DOCS already has a page titled "Release notes" (page_id ${id}); update it with confluence_update_page or choose another title. Nothing was written.`,
    );
    const found = await call(session, 'confluence_search', { space: 'DOCS', title: 'Release notes' });
    expect(found.texts[0]).toMatch(new RegExp(`^${id} · v1 · Release notes · ${site.url}/wiki/`));
    const all = await call(session, 'confluence_search', { space: 'DOCS', limit: 2 });
    expect(all.texts[0]).toMatch(/\nmore: call again with cursor: \S+$/);
    const nope = await call(session, 'confluence_search', { space: 'NOPE' });
    expect(nope).toEqual({
      isError: true,
      texts: [`no space with the key "NOPE" on ${site.url} (the key, such as DOCS, not the name)`],
    });
  });

  it('retries through a 429 storm, then says so when it does not end; the server keeps running', async () => {
    const page = newPage('Busy', RICH);
    site.inject({ fault: { kind: 'status', status: 429, retryAfter: '0' }, method: 'GET', times: 3 });
    expect((await call(session, 'confluence_get_page', { page_id: page.id })).isError).toBe(false);
    site.inject({
      fault: { kind: 'status', status: 429, retryAfter: '0' },
      method: 'GET',
      times: Number.POSITIVE_INFINITY,
    });
    const storm = await call(session, 'confluence_get_page', { page_id: page.id });
    expect(storm.isError).toBe(true);
    expect(storm.texts[0]).toMatch(/429|rate/);
    site.clearFaults();
    expect((await call(session, 'confluence_get_page', { page_id: page.id })).isError).toBe(false);
  });

  it('answers garbage arguments with tool errors', async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['confluence_get_page', { page_id: 'not a page' }],
      ['confluence_get_page', { page_id: '999999' }],
      ['confluence_get_page', { page_id: String(space.homepageId), cursor: 'bogus' }],
      ['confluence_update_page', { page_id: '1', version: 'two', markdown: 'x' }],
      ['confluence_update_page', { page_id: String(space.homepageId), version: 1 }],
      ['confluence_create_page', { space: 'DOCS', title: '', markdown: 'x' }],
      ['confluence_search', { space: 5 }],
    ];
    for (const [name, args] of cases) {
      const answer = await call(session, name, args);
      expect(answer.isError, `${name} ${JSON.stringify(args)}`).toBe(true);
      expect(answer.texts[0]).not.toContain('\n');
    }
    expect((await call(session, 'confluence_get_page', { page_id: '999999' })).texts[0]).toMatch(/not found/);
    expect(session.stderr()).not.toContain(DEMO_CREDENTIALS.token);
    expect(session.stderr()).not.toContain('internal error');
  });
});

describe('local images of a Confluence write', () => {
  const writes = () => site.log.filter((e) => e.write).map((e) => e.operationId ?? `${e.method} ${e.path}`);
  const mediaOf = (doc: AdfDoc) =>
    doc.content.filter((n) => n.type === 'mediaSingle').map((n) => (n.content as AdfNode[])[0].attrs);

  it('create uploads the images markdown_file shows, then writes the body once with their file ids', async () => {
    mkdirSync(join(work, 'notes/img'), { recursive: true });
    writeFileSync(join(work, 'notes/img/chart.png'), png(30, 20));
    writeFileSync(join(work, 'notes/page.md'), '# Chart\n\nThe numbers:\n\n![Chart](img/chart.png)\n');
    const created = await call(session, 'confluence_create_page', {
      space: 'DOCS',
      title: 'With a chart',
      markdown_file: 'notes/page.md',
    });
    expect(created.isError, created.texts[0]).toBe(false);
    const id = header(created.texts[0]).created.replace('page ', '');
    expect(header(created.texts[0])).toMatchObject({ version: '2', attached: 'chart.png' });
    expect(writes()).toEqual([
      'createPage',
      `PUT /wiki/rest/api/content/${id}/child/attachment`,
      'updatePage',
    ]);
    const attachment = confluenceState(site).pages.get(id)!.attachments[0];
    expect(attachment.bytes).toEqual(Buffer.from(png(30, 20)));
    expect(mediaOf(stored(id))).toEqual([
      {
        type: 'file',
        id: attachment.fileId,
        collection: `contentId-${id}`,
        width: 30,
        height: 20,
        alt: 'Chart',
      },
    ]);

    // An update that shows the same image uploads nothing; a changed image is uploaded again.
    site.resetLog();
    writeFileSync(join(work, 'notes/page.md'), '# Chart\n\nThe numbers, again:\n\n![Chart](img/chart.png)\n');
    const same = await call(session, 'confluence_update_page', {
      page_id: id,
      version: 2,
      markdown_file: 'notes/page.md',
    });
    expect(same.isError, same.texts[0]).toBe(false);
    expect(header(same.texts[0]).attached).toBeUndefined();
    expect(writes()).toEqual(['updatePage']);
    expect(mediaOf(stored(id))[0]?.id).toBe(attachment.fileId);
    site.resetLog();
    writeFileSync(join(work, 'notes/img/chart.png'), png(60, 40, [0, 0, 255]));
    const changed = await call(session, 'confluence_update_page', {
      page_id: id,
      version: 3,
      markdown_file: 'notes/page.md',
      allow_removal: true,
    });
    expect(header(changed.texts[0])).toMatchObject({ version: '4', attached: 'chart.png' });
    expect(writes()).toEqual([`PUT /wiki/rest/api/content/${id}/child/attachment`, 'updatePage']);
    const replaced = confluenceState(site).pages.get(id)!.attachments;
    expect(replaced).toHaveLength(1);
    expect(mediaOf(stored(id))).toEqual([
      {
        type: 'file',
        id: replaced[0].fileId,
        collection: `contentId-${id}`,
        width: 60,
        height: 40,
        alt: 'Chart',
      },
    ]);
  });

  it('an upload that fails after the create says the page exists and how to go on', async () => {
    writeFileSync(join(work, 'failing.png'), png(3, 3));
    writeFileSync(join(work, 'failing.md'), '![Chart](failing.png)\n');
    site.inject({ fault: { kind: 'status', status: 500 }, method: 'PUT', path: /child\/attachment$/ });
    const answer = await call(session, 'confluence_create_page', {
      space: 'DOCS',
      title: 'Half made',
      markdown_file: 'failing.md',
    });
    const made = [...confluenceState(site).pages.values()].find((p) => p.title === 'Half made')!;
    expect(answer.isError).toBe(true);
    expect(answer.texts[0]).toMatch(
      new RegExp(
        `^page ${made.id} was created empty, but its images or body could not be written: PUT .*500.*Write it with confluence_update_page \\(version 1\\)\\.$`,
      ),
    );
  });

  it('an image outside the readable directories, or missing, is refused before any write', async () => {
    const outside = await call(session, 'confluence_create_page', {
      space: 'DOCS',
      title: 'Outside',
      markdown: '![secret](../../etc/secret.png)',
    });
    expect(outside.isError).toBe(true);
    expect(outside.texts[0]).toMatch(
      /^the image "..\/..\/etc\/secret.png" is outside the directories this server may read/,
    );
    const missing = await call(session, 'confluence_update_page', {
      page_id: space.homepageId,
      version: 1,
      markdown: '![gone](gone.png)',
    });
    expect(missing.isError).toBe(true);
    expect(missing.texts[0]).toMatch(
      /the image "gone.png" cannot be read \(no such file\); nothing was sent$/,
    );
    expect(site.counts().writes).toBe(0);
  });
});

describe('confluence_search', () => {
  const lines = (text: string) => text.split('\n');
  it('finds titles by their words in any case, and pages by the words of their bodies', async () => {
    const { id: spaceId } = addSpace(site, 'FIND', 'Find');
    const doc = (text: string) =>
      JSON.stringify({
        type: 'doc',
        version: 1,
        content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
      });
    const notes = addPage(site, {
      spaceId,
      title: 'Release notes 2.0',
      body: doc('Shipped the new importer.'),
    });
    const known = addPage(site, {
      spaceId,
      title: 'Known issues',
      body: doc('The importer stalls on Windows network drives.'),
    });
    const guide = addPage(site, {
      spaceId,
      title: 'Install guide',
      body: doc('Run the installer, then restart.'),
    });
    const titled = await call(session, 'confluence_search', { space: 'FIND', title: 'release NOTES' });
    expect(lines(titled.texts[0])).toEqual([
      `${notes.id} · v1 · Release notes 2.0 · ${site.url}/wiki/spaces/FIND/pages/${notes.id}`,
    ]);
    const phrase = await call(session, 'confluence_search', { space: 'FIND', title: '"issues known"' });
    expect(phrase.texts[0]).toBe(
      'no page of FIND with a title holding "\\"issues known\\"" among the 4 pages read',
    );
    const text = await call(session, 'confluence_search', { space: 'FIND', text: 'importer windows' });
    expect(lines(text.texts[0])).toEqual([
      `${known.id} · v1 · Known issues · ${site.url}/wiki/spaces/FIND/pages/${known.id} — The importer stalls on Windows network drives.`,
    ]);
    const both = await call(session, 'confluence_search', { space: 'FIND', title: 'guide', text: 'restart' });
    expect(lines(both.texts[0])).toHaveLength(1);
    expect(both.texts[0]).toContain(`${guide.id} · v1 · Install guide`);
    // One listing request a search.
    const listings = site.log.filter((e) => e.operationId === 'getPages');
    expect(listings).toHaveLength(4);

    // A cursor goes on where the last answer stopped, and belongs to its own search.
    const first = await call(session, 'confluence_search', { space: 'FIND', text: 'importer', limit: 1 });
    const [hit, more] = lines(first.texts[0]);
    expect(hit).toMatch(new RegExp(`^(${notes.id}|${known.id}) · `));
    const cursor = /cursor: (\S+) to go on$/.exec(more)![1];
    const next = await call(session, 'confluence_search', {
      space: 'FIND',
      text: 'importer',
      limit: 1,
      cursor,
    });
    const [second, onward] = lines(next.texts[0]);
    expect(second).toMatch(new RegExp(`^(${notes.id}|${known.id}) · `));
    expect(second.split(' · ')[0]).not.toBe(hit.split(' · ')[0]);
    const last = await call(session, 'confluence_search', {
      space: 'FIND',
      text: 'importer',
      limit: 1,
      cursor: /cursor: (\S+) to go on$/.exec(onward)![1],
    });
    expect(last.texts[0]).toBe(
      'no more pages of FIND with a title or body holding "importer" among the next 1 pages read',
    );
    const other = await call(session, 'confluence_search', { space: 'FIND', text: 'installer', cursor });
    expect(other).toEqual({
      isError: true,
      texts: ['the cursor belongs to another search (other space, title or text); search again without it'],
    });
  });

  it('reads a bounded number of pages a call and says how to go on', async () => {
    const { id: spaceId } = addSpace(site, 'BULK', 'Bulk');
    for (let n = 0; n < 320; n++) addPage(site, { spaceId, title: `Filler ${n}` });
    site.resetLog();
    const first = await call(session, 'confluence_search', { space: 'BULK', text: 'needle' });
    const [none, more] = lines(first.texts[0]);
    expect(none).toBe('no page of BULK with a title or body holding "needle" among the 300 pages read');
    expect(site.log.filter((e) => e.operationId === 'getPages')).toHaveLength(6);
    const cursor = /^more: 300 pages read so far; call again with cursor: (\S+) to go on$/.exec(more)![1];
    const rest = await call(session, 'confluence_search', { space: 'BULK', text: 'needle', cursor });
    expect(rest.texts[0]).toBe(
      'no more pages of BULK with a title or body holding "needle" among the next 21 pages read',
    );
  });
});

describe('through the gateway a scoped token needs', () => {
  it("one gateway setting serves both products; the URLs answered are the site's own", async () => {
    const gateway = await startMcp({ env: { ...live.env, ATLASSIAN_SITE: gatewayUrl(site, 'jira') } });
    try {
      const page = newPage('Behind the gateway', RICH);
      const read = await call(gateway, 'confluence_get_page', { page_id: page.id, outline: true });
      expect(header(read.texts[0]).url).toBe(`${site.url}/wiki/spaces/DOCS/pages/${page.id}`);
      const found = await call(gateway, 'confluence_search', { space: 'DOCS', title: 'behind the gateway' });
      expect(found.texts[0]).toBe(
        `${page.id} · v1 · Behind the gateway · ${site.url}/wiki/spaces/DOCS/pages/${page.id}`,
      );
      const created = await call(gateway, 'jira_create_issue', {
        project: 'PROJ',
        summary: 'Gated',
        markdown: 'x',
      });
      const key = header(created.texts[0]).created;
      expect(header(created.texts[0]).url).toBe(`${site.url}/browse/${key}`);
      const issue = await call(gateway, 'jira_get_issue', { key });
      expect(header(issue.texts[0]).url).toBe(`${site.url}/browse/${key}`);
      expect(site.log.map((e) => e.gateway)).toEqual(
        site.log.map((e) => (e.path.startsWith('/wiki/') ? 'confluence' : 'jira')),
      );
    } finally {
      await gateway.close();
    }
  });
});

describe('read-only and wrong credentials', () => {
  it('offers no write tool with MDADF_MCP_READ_ONLY=1', async () => {
    const readOnly = await startMcp({
      env: {
        ATLASSIAN_SITE: site.url,
        ATLASSIAN_EMAIL: DEMO_CREDENTIALS.email,
        ATLASSIAN_API_TOKEN: DEMO_CREDENTIALS.token,
        MDADF_MCP_READ_ONLY: '1',
      },
    });
    try {
      const names = (await readOnly.client.listTools()).tools.map((tool) => tool.name);
      expect(names).toEqual([
        'markdown_to_adf',
        'adf_to_markdown',
        'validate_adf',
        'jira_get_issue',
        'jira_search',
        'confluence_get_page',
        'confluence_search',
      ]);
      site.resetLog();
      const refused = await call(readOnly, 'confluence_update_page', {
        page_id: space.homepageId,
        version: 1,
        markdown: 'x',
      });
      expect(refused.isError).toBe(true);
      expect(site.counts().requests).toBe(0);
    } finally {
      await readOnly.close();
    }
  });

  it('answers a 401 with what to check, never the token', async () => {
    const wrong = await startMcp({
      env: {
        ATLASSIAN_SITE: site.url,
        ATLASSIAN_EMAIL: DEMO_CREDENTIALS.email,
        ATLASSIAN_API_TOKEN: 'wrong-token-123456',
      },
    });
    try {
      const answer = await call(wrong, 'confluence_get_page', { page_id: space.homepageId });
      expect(answer.isError).toBe(true);
      expect(answer.texts[0]).toMatch(/ATLASSIAN_EMAIL and ATLASSIAN_API_TOKEN/);
      expect(answer.texts[0] + wrong.stderr()).not.toContain('wrong-token-123456');
    } finally {
      await wrong.close();
    }
  });
});
