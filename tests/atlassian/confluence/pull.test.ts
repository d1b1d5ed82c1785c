import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pageIdOf, pullPages } from '../../../src/atlassian/confluence/pull.js';
import { addPage, confluenceState, editAsSomeoneElse } from '../../fake-atlassian/confluence.js';
import { confluenceSite, png, scratch } from './harness.js';

const TREE = {
  'index.md': '# Handbook\n\nStart with [installing](guide/setup.md#install-it).\n',
  'guide/index.md':
    '---\ntitle: The Guide\nlabels: [guide]\n---\nSee [setup](setup.md) and [home](../index.md).\n',
  'guide/setup.md': '# Setup\n\n## Install it\n\n![Screen](shot.png)\n\n- [ ] check\n- [x] done\n',
  'guide/shot.png': png(64, 48),
};

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('confluence pull', () => {
  it('reads a page id from an id or a URL', () => {
    expect(pageIdOf('123')).toBe('123');
    expect(pageIdOf('https://acme.atlassian.net/wiki/spaces/DOCS/pages/98765/Some+Title')).toBe('98765');
    expect(pageIdOf('https://acme.atlassian.net/wiki/pages/viewpage.action?pageId=42')).toBe('42');
    expect(pageIdOf('DOCS')).toBeUndefined();
  });

  it('pulls a tree as folders of Markdown with front matter, images and relative links; pushed back it writes nothing', async () => {
    const fake = await confluenceSite();
    close = () => fake.site.close();
    const root = scratch(TREE);
    await fake.push(root);
    const state = confluenceState(fake.site);
    const home = [...state.pages.values()].find((p) => p.title === 'Handbook')!;
    const guide = [...state.pages.values()].find((p) => p.title === 'The Guide')!;
    const setup = [...state.pages.values()].find((p) => p.title === 'Setup')!;
    const out = mkdtempSync(join(tmpdir(), 'mdadf-pull-'));
    const pulled = await pullPages({ http: fake.http, page: home.id, out, recursive: true });
    expect(fake.site.violations).toEqual([]);
    expect(pulled.map((p) => p.file.slice(out.length + 1))).toEqual([
      'index.md',
      'the-guide/index.md',
      'the-guide/setup.md',
    ]);
    expect(readFileSync(join(out, 'index.md'), 'utf8')).toBe(
      `---\ntitle: Handbook\npage_id: "${home.id}"\npage_version: 2\n---\n\nStart with [installing](./the-guide/setup.md#install-it).\n`,
    );
    expect(readFileSync(join(out, 'the-guide/index.md'), 'utf8')).toBe(
      `---\ntitle: The Guide\npage_id: "${guide.id}"\npage_version: 2\nlabels: ["guide"]\n---\n\nSee [setup](./setup.md) and [home](../index.md).\n`,
    );
    const setupFile = readFileSync(join(out, 'the-guide/setup.md'), 'utf8');
    expect(setupFile).toContain('![Screen](./setup.files/shot.png)');
    expect(readFileSync(join(out, 'the-guide/setup.files/shot.png'))).toEqual(
      Buffer.from(TREE['guide/shot.png']),
    );
    expect(setupFile).toContain('## Install it');

    fake.site.resetLog();
    const back = await fake.push(out);
    expect(fake.site.violations).toEqual([]);
    expect(back.pages.map((p) => [p.key, p.status, p.pageId])).toEqual([
      ['index.md', 'unchanged', home.id],
      ['the-guide/index.md', 'unchanged', guide.id],
      ['the-guide/setup.md', 'unchanged', setup.id],
    ]);
    expect(fake.site.counts().writes).toBe(0);
    expect(existsSync(join(out, 'the-guide/setup.files/shot.png'))).toBe(true);
  });

  it('pulls a page made in Confluence, which push then updates only after an edit of the file', async () => {
    const fake = await confluenceSite();
    close = () => fake.site.close();
    const body = JSON.stringify({
      type: 'doc',
      version: 1,
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Written by a person.' }] }],
    });
    const page = addPage(fake.site, {
      spaceId: fake.space.id,
      title: 'Notes',
      parentId: fake.space.homepageId,
      body,
    });
    editAsSomeoneElse(fake.site, page.id, 'A second thought.');
    const out = mkdtempSync(join(tmpdir(), 'mdadf-pull-'));
    await pullPages({
      http: fake.http,
      page: `${fake.site.url}/wiki/spaces/DOCS/pages/${page.id}/Notes`,
      out,
    });
    const file = join(out, 'notes.md');
    expect(readFileSync(file, 'utf8')).toBe(
      `---\ntitle: Notes\npage_id: "${page.id}"\npage_version: 2\n---\n\nWritten by a person.\n\nA second thought.\n`,
    );
    fake.site.resetLog();
    expect((await fake.push(file)).pages[0].status).toBe('unchanged');
    expect(fake.site.counts().writes).toBe(0);
    editAsSomeoneElse(fake.site, page.id, 'A third thought.');
    expect((await fake.push(file)).pages[0]).toMatchObject({ status: 'refused' });
    expect(page.versions.length).toBe(3);
    await pullPages({ http: fake.http, page: page.id, out });
    const edited = readFileSync(file, 'utf8').replace('A second thought.', 'A better thought.');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(file, edited);
    expect((await fake.push(file)).pages[0].status).toBe('updated');
    expect(page.versions.length).toBe(4);
  });
});
