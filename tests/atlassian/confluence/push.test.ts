import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PlanError } from '../../../src/atlassian/confluence/plan.js';
import type { AdfNode } from '../../../src/types.js';
import {
  addPage,
  confluenceState,
  editAsSomeoneElse,
  type FakePage,
  OTHER_ACCOUNT,
} from '../../fake-atlassian/confluence.js';
import { confluenceSite, png, scratch } from './harness.js';

/** Three levels: the top page, a guide folder with its index, a deeper folder without one. */
const TREE = {
  'index.md':
    '# Handbook\n\nStart with [installing](guide/setup.md#install-it), or read [the FAQ](faq.md).\n',
  'faq.md':
    '---\nlabels: [faq, Help]\n---\n# FAQ\n\nBack [home](./index.md).\n\n![A diagram](img/diagram.png)\n',
  'guide/index.md': '---\ntitle: The Guide\n---\nAll about [setup](setup.md).\n',
  'guide/setup.md': '# Setup\n\n## Install it\n\nRun `npm i`.\n\n![A diagram](../img/diagram.png)\n',
  'guide/deep/leaf.md': '# Leaf\n\nUp to [setup](../setup.md) and [a report](../../report.pdf).\n',
  'report.pdf': '%PDF-1.4 not really\n',
  'img/diagram.png': png(40, 30),
};

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function setup(files: Record<string, string | Uint8Array> = TREE) {
  const fake = await confluenceSite();
  close = () => fake.site.close();
  return { ...fake, root: scratch(files) };
}

const pages = (fake: { site: Parameters<typeof confluenceState>[0] }) => [
  ...confluenceState(fake.site).pages.values(),
];
const byTitle = (fake: { site: Parameters<typeof confluenceState>[0] }, title: string): FakePage =>
  pages(fake).find((p) => p.title === title)!;
const bodyOf = (page: FakePage) =>
  JSON.parse(page.versions[page.versions.length - 1].body) as { content: AdfNode[] };
const findNodes = (node: AdfNode, type: string): AdfNode[] => [
  ...(node.type === type ? [node] : []),
  ...(node.content ?? []).flatMap((child) => findNodes(child, type)),
];
const hrefs = (page: FakePage) =>
  findNodes({ type: 'doc', content: bodyOf(page).content }, 'text').flatMap((t) =>
    (t.marks ?? []).filter((m) => m.type === 'link').map((m) => m.attrs?.href),
  );

describe('confluence push', () => {
  it('publishes a tree of three levels with links, images and labels', async () => {
    const fake = await setup();
    const result = await fake.push(fake.root);
    expect(fake.site.violations).toEqual([]);
    expect(result.pages.map((p) => [p.key, p.title, p.status])).toEqual([
      ['index.md', 'Handbook', 'created'],
      ['faq.md', 'FAQ', 'created'],
      ['guide/index.md', 'The Guide', 'created'],
      ['guide/setup.md', 'Setup', 'created'],
      ['guide/deep/', 'deep', 'created'],
      ['guide/deep/leaf.md', 'Leaf', 'created'],
    ]);
    const home = byTitle(fake, 'Handbook');
    const guide = byTitle(fake, 'The Guide');
    const setupPage = byTitle(fake, 'Setup');
    const deep = byTitle(fake, 'deep');
    const leaf = byTitle(fake, 'Leaf');
    const faq = byTitle(fake, 'FAQ');
    expect(home.parentId).toBe(fake.space.homepageId);
    expect([faq.parentId, guide.parentId, setupPage.parentId, deep.parentId, leaf.parentId]).toEqual([
      home.id,
      home.id,
      guide.id,
      guide.id,
      deep.id,
    ]);
    const url = (page: FakePage) => `${fake.site.url}/wiki/spaces/DOCS/pages/${page.id}`;
    // Links between files point at the pages, anchors in Confluence's form; the H1 is the title, not the body.
    expect(hrefs(home)).toEqual([`${url(setupPage)}#Install-it`, url(faq)]);
    expect(bodyOf(home).content.some((n) => n.type === 'heading')).toBe(false);
    expect(hrefs(leaf)).toEqual([
      url(setupPage),
      `${fake.site.url}/wiki/download/attachments/${leaf.id}/report.pdf`,
    ]);
    // One image shown by two pages is uploaded to each; media name the page's own file.
    for (const page of [faq, setupPage]) {
      expect(page.attachments.map((a) => a.title)).toEqual(['diagram.png']);
      expect(findNodes({ type: 'doc', content: bodyOf(page).content }, 'media')[0].attrs).toEqual({
        type: 'file',
        id: page.attachments[0].fileId,
        collection: `contentId-${page.id}`,
        width: 40,
        height: 30,
        alt: 'A diagram',
      });
    }
    expect(leaf.attachments.map((a) => a.title)).toEqual(['report.pdf']);
    expect(faq.labels).toEqual(['faq', 'help']);
    // What was published is remembered on the page; the version's message carries the hash.
    const record = faq.properties.get('mdadf.publish')?.value as {
      hash: string;
      version: number;
      source: string;
    };
    expect(record).toMatchObject({ source: 'faq.md', version: 2 });
    expect(faq.versions[1].message).toContain(`mdadf sha256:${record.hash}`);
    // Files learn their page: page_id written into the front matter, the rest unchanged.
    expect(readFileSync(join(fake.root, 'faq.md'), 'utf8')).toBe(
      `---\npage_id: "${faq.id}"\nlabels: [faq, Help]\n---\n# FAQ\n\nBack [home](./index.md).\n\n![A diagram](img/diagram.png)\n`,
    );
    expect(readFileSync(join(fake.root, 'index.md'), 'utf8')).toBe(
      `---\npage_id: "${home.id}"\n---\n${TREE['index.md']}`,
    );
  });

  it('re-pushes an unchanged tree with no write, from the listing alone', async () => {
    const fake = await setup();
    await fake.push(fake.root);
    const versions = pages(fake).map((p) => p.versions.length);
    fake.site.resetLog();
    const again = await fake.push(fake.root);
    expect(again.pages.every((p) => p.status === 'unchanged')).toBe(true);
    expect(fake.site.counts()).toEqual({ requests: 2, writes: 0 });
    expect(fake.site.log.map((e) => `${e.method} ${e.path}`)).toEqual([
      'GET /wiki/api/v2/spaces',
      'GET /wiki/api/v2/pages',
    ]);
    expect(pages(fake).map((p) => p.versions.length)).toEqual(versions);
  });

  it('finds a page again after its file was renamed, and changes only what changed', async () => {
    const fake = await setup();
    await fake.push(fake.root);
    const setupPage = byTitle(fake, 'Setup');
    const count = pages(fake).length;
    const moved = readFileSync(join(fake.root, 'guide/setup.md'), 'utf8').replace(
      '# Setup',
      '# Installation',
    );
    writeFileSync(join(fake.root, 'guide/installation.md'), moved);
    renameSync(join(fake.root, 'guide/setup.md'), join(fake.root, 'guide/.gone'));
    for (const file of ['index.md', 'guide/index.md'])
      writeFileSync(
        join(fake.root, file),
        readFileSync(join(fake.root, file), 'utf8').replace('setup.md', 'installation.md'),
      );
    const leaf = join(fake.root, 'guide/deep/leaf.md');
    writeFileSync(leaf, readFileSync(leaf, 'utf8').replace('../setup.md', '../installation.md'));
    fake.site.resetLog();
    const result = await fake.push(fake.root);
    expect(fake.site.violations).toEqual([]);
    expect(pages(fake).length).toBe(count);
    expect(setupPage.title).toBe('Installation');
    expect(result.pages.find((p) => p.key === 'guide/installation.md')).toMatchObject({
      status: 'updated',
      pageId: setupPage.id,
    });
    // The links changed in text only, so the pages that hold them are rewritten to the same URLs.
    expect(result.pages.filter((p) => p.status === 'updated').map((p) => p.key)).toEqual([
      'guide/installation.md',
    ]);
    expect(fake.site.log.filter((e) => e.method === 'POST' && e.path.endsWith('/child/attachment'))).toEqual(
      [],
    );
  });

  it('stops a tree with two pages of one title before any request, naming both files', async () => {
    const fake = await setup({ 'a.md': '# Same\n', 'b/c.md': '---\ntitle: same\n---\ntext\n' });
    const attempt = fake.push(fake.root);
    await expect(attempt).rejects.toThrow(PlanError);
    await expect(attempt).rejects.toThrow(
      "two pages would be titled 'same': a.md (title from its first heading) and b/c.md (title from its front matter)",
    );
    expect(fake.site.counts()).toEqual({ requests: 0, writes: 0 });
  });

  it('titles an index without a title or heading after its folder, the top one too', async () => {
    const fake = await setup({ 'index.md': 'no heading here\n', 'sub/index.md': 'sub text\n' });
    await fake.push(fake.root);
    const titles = pages(fake).map((page) => page.title);
    expect(titles).toContain(basename(fake.root));
    expect(titles).toContain('sub');
    expect(titles).not.toContain('index');
  });

  it('stops at a file that is not Markdown (a screenshot saved as .md, an ADF document) before any request', async () => {
    for (const [name, content] of [
      ['shot.md', png(4, 4)],
      ['page.md', '{"type":"doc","version":1,"content":[]}'],
    ] as const) {
      const fake = await setup({ 'a.md': '# A\n', [name]: content });
      await expect(fake.push(fake.root)).rejects.toThrow(
        name === 'shot.md'
          ? `${join(fake.root, name)}: not a text file (it holds NUL bytes): Markdown is read as UTF-8 text; nothing was sent`
          : `${join(fake.root, name)}: an ADF document, not Markdown: \`mdadf to-markdown\` turns it into Markdown; nothing was sent`,
      );
      expect(fake.site.counts()).toEqual({ requests: 0, writes: 0 });
      await close?.();
      close = undefined;
    }
  });

  it('stops when an unrelated page of the space holds a title, before any write', async () => {
    const fake = await setup({ 'a.md': '# Fresh\n', 'b.md': '# Taken\n' });
    const other = addPage(fake.site, {
      spaceId: fake.space.id,
      title: 'Taken',
      parentId: fake.space.homepageId,
    });
    await expect(fake.push(fake.root)).rejects.toThrow(
      `b.md (title from its first heading): the title 'Taken' is taken by page ${other.id} in space DOCS, which mdadf did not publish`,
    );
    expect(fake.site.counts().writes).toBe(0);
  });

  it('refuses a page edited in Confluence, shows it in a dry run, and overwrites it with --force', async () => {
    const fake = await setup();
    await fake.push(fake.root);
    const faq = byTitle(fake, 'FAQ');
    editAsSomeoneElse(fake.site, faq.id);
    const file = join(fake.root, 'faq.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace('Back [home]', 'Go back [home]'));
    fake.site.resetLog();
    const dry = await fake.push(fake.root, { dryRun: true });
    expect(fake.site.counts().writes).toBe(0);
    const shown = dry.pages.find((p) => p.key === 'faq.md')!;
    expect(shown.status).toBe('refused');
    // Only the two edits show: the page's link is written as the file writes it, not as its URL.
    expect(shown.diff!.split('\n').slice(1)).toEqual([
      '--- confluence: FAQ (version 3)',
      '+++ faq.md',
      '@@ -1,7 +1,5 @@',
      ' # FAQ',
      ' ',
      '-Back [home](./index.md).',
      '+Go back [home](./index.md).',
      ' ',
      ' ![A diagram](img/diagram.png)',
      '-',
      '-Edited in Confluence.',
      '',
    ]);
    const refused = await fake.push(fake.root);
    expect(refused.pages.find((p) => p.key === 'faq.md')).toMatchObject({
      status: 'refused',
      reason: `page 'FAQ' was edited in Confluence by ${OTHER_ACCOUNT} (version 3; mdadf last wrote or read version 2); not overwritten: pull it, or push with --force`,
    });
    expect(refused.pages.filter((p) => p.status !== 'refused').every((p) => p.status === 'unchanged')).toBe(
      true,
    );
    expect(fake.site.counts().writes).toBe(0);
    expect(faq.versions.length).toBe(3);
    const forced = await fake.push(fake.root, { force: true });
    expect(forced.pages.find((p) => p.key === 'faq.md')?.status).toBe('updated');
    expect(faq.versions.length).toBe(4);
    expect(JSON.stringify(bodyOf(faq))).not.toContain('Edited in Confluence');
    expect((await fake.push(fake.root)).pages.every((p) => p.status === 'unchanged')).toBe(true);
  });

  it('meets a 409 by reading the page again and writing once more; twice is a clear failure', async () => {
    const fake = await setup();
    await fake.push(fake.root);
    const setupPage = byTitle(fake, 'Setup');
    const file = join(fake.root, 'guide/setup.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace('Run', 'Then run'));
    fake.site.inject({
      fault: { kind: 'status', status: 409 },
      method: 'PUT',
      path: new RegExp(`/pages/${setupPage.id}$`),
    });
    const once = await fake.push(fake.root);
    expect(once.pages.find((p) => p.key === 'guide/setup.md')?.status).toBe('updated');
    expect(setupPage.versions.length).toBe(3);
    writeFileSync(file, readFileSync(file, 'utf8').replace('Then run', 'Now run'));
    fake.site.inject({
      fault: { kind: 'status', status: 409 },
      method: 'PUT',
      path: new RegExp(`/pages/${setupPage.id}$`),
      times: 2,
    });
    const twice = await fake.push(fake.root);
    expect(twice.pages.find((p) => p.key === 'guide/setup.md')).toMatchObject({
      status: 'failed',
      reason: expect.stringContaining('version conflict twice (409)'),
    });
    expect(setupPage.versions.length).toBe(3);
  });

  it('gets through a storm of 429s, waiting as told', async () => {
    const fake = await setup();
    // Every kind of request is refused a few times: with seconds, with a date, without Retry-After.
    const inAMoment = new Date(Date.now() + 1000).toUTCString();
    fake.site.inject({
      fault: { kind: 'status', status: 429, retryAfter: '2' },
      path: /\/spaces$/,
      times: 3,
    });
    fake.site.inject({
      fault: { kind: 'status', status: 429, retryAfter: inAMoment },
      method: 'POST',
      path: /\/pages$/,
      times: 4,
    });
    fake.site.inject({ fault: { kind: 'status', status: 429 }, method: 'PUT', times: 4 });
    fake.site.inject({
      fault: { kind: 'status', status: 429, retryAfter: '1' },
      path: /child\/attachment$/,
      times: 2,
    });
    const result = await fake.push(fake.root, { jobs: 3 });
    expect(result.pages.map((p) => p.status)).toEqual(Array(6).fill('created'));
    expect(fake.site.violations).toEqual([]);
    expect(fake.waits.filter((ms) => ms === 2000).length).toBe(3);
    expect(fake.waits.filter((ms) => ms === 1000).length).toBeGreaterThanOrEqual(2);
    expect(fake.waits.length).toBe(13);
    expect(fake.site.log.filter((e) => e.status === 429).length).toBe(13);
    expect(pages(fake).filter((p) => p.spaceId === fake.space.id).length).toBe(7);
  });

  it('refuses a body over 5 MB before sending it, and goes on with the other pages', async () => {
    const big = `# Big\n\n${'word '.repeat(1_200_000)}\n`;
    const fake = await setup({ 'big.md': big, 'small.md': '# Small\n' });
    const result = await fake.push(fake.root);
    expect(result.pages.map((p) => [p.key, p.status])).toEqual([
      ['big.md', 'failed'],
      ['small.md', 'created'],
    ]);
    expect(result.pages[0].reason).toMatch(/bytes of ADF; Confluence takes at most 5 MB/);
    expect(fake.site.log.filter((e) => e.method === 'PUT').length).toBe(1);
  });
});
