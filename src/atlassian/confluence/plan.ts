import { readdir, stat } from 'node:fs/promises';
import { basename, dirname, extname, join, relative, resolve, sep } from 'node:path';
import { leafText } from '../../adf/leaf-text.js';
import { convert } from '../../compose/convert.js';
import type { AdfDoc, AdfNode } from '../../types.js';
import { readMarkdownFile } from '../markdown-file.js';
import { collectHeadings, type Heading } from './anchors.js';

/**
 * A folder of Markdown as the page tree it publishes to, computed from the files alone
 * (nothing is asked of Confluence here). In a folder, `index.md` (else `README.md`) is the
 * folder's page and every other `.md` file and subfolder is a child of it; a subfolder without
 * one gets a page of its own, titled after the folder. The top folder without an index has no
 * page: its pages stand under `--parent` (or at the top of the space).
 */
export interface SourcePage {
  /** The page's place in the tree: its file relative to the top (`guide/setup.md`), or a folder (`guide/`). */
  key: string;
  /** The Markdown file; absent for a folder without an index. */
  file?: string;
  /** Where its relative links and images are read from. */
  dir: string;
  title: string;
  /** Where the title came from, for messages (`front matter`, `first heading`, `file name`, `folder name`). */
  titleFrom: 'front matter' | 'first heading' | 'file name' | 'folder name';
  parentKey?: string;
  depth: number;
  /** The Markdown as read (front matter included): what the source hash covers. */
  markdown: string;
  labels: string[];
  /** Front matter `page_id`: binds the file to that page. */
  pageId?: string;
  /** Front matter `page_version`: the version `pull` read (no one edited the page since, if it is still current). */
  pageVersion?: number;
  /** Front matter `parent`: a page id the page stands under, instead of its place in the tree. */
  parentId?: string;
  headings: Heading[];
}

/** A tree that cannot be published as it stands; raised before any request. */
export class PlanError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PlanError';
  }
}

const INDEX_NAMES = ['index.md', 'readme.md'];
const MARKDOWN = /\.(md|markdown)$/i;

/** Every page of the tree at `path` (a folder or one file), parents before children. */
export async function planTree(path: string): Promise<SourcePage[]> {
  const top = resolve(path);
  const info = await stat(top).catch(() => {
    throw new PlanError(`cannot read '${path}': no such file or directory`);
  });
  if (info.isFile()) return [await filePage(top, dirname(top), undefined, 0)];
  const pages: SourcePage[] = [];
  // Breadth first over folders, with an explicit queue: parents are listed before children.
  const queue: { dir: string; parentKey?: string; depth: number; ownPage: boolean }[] = [
    { dir: top, depth: 0, ownPage: false },
  ];
  for (let next = queue.shift(); next; next = queue.shift()) {
    const entries = (await readdir(next.dir, { withFileTypes: true }))
      .filter((e) => !e.name.startsWith('.') && e.name !== 'node_modules')
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const files = entries.filter((e) => e.isFile() && MARKDOWN.test(e.name)).map((e) => e.name);
    const index = INDEX_NAMES.map((name) => files.find((f) => f.toLowerCase() === name)).find(Boolean);
    let folderKey = next.parentKey;
    let depth = next.depth;
    if (index) {
      const page = await filePage(join(next.dir, index), top, next.parentKey, depth, true);
      pages.push(page);
      folderKey = page.key;
      depth++;
    } else if (next.ownPage) {
      pages.push(folderPage(next.dir, top, next.parentKey, depth));
      folderKey = keyOf(top, next.dir, true);
      depth++;
    }
    for (const name of files) {
      if (name !== index) pages.push(await filePage(join(next.dir, name), top, folderKey, depth));
    }
    for (const entry of entries) {
      const dir = join(next.dir, entry.name);
      // A folder of images (or of anything but Markdown) is no page.
      if (entry.isDirectory() && (await holdsMarkdown(dir)))
        queue.push({ dir, parentKey: folderKey, depth, ownPage: true });
    }
  }
  checkTitles(pages);
  return pages;
}

async function holdsMarkdown(top: string): Promise<boolean> {
  const pending = [top];
  for (let dir = pending.pop(); dir !== undefined; dir = pending.pop()) {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      if (entry.isFile() && MARKDOWN.test(entry.name)) return true;
      if (entry.isDirectory()) pending.push(join(dir, entry.name));
    }
  }
  return false;
}

const keyOf = (top: string, path: string, folder = false): string => {
  const rel = relative(top, path).split(sep).join('/');
  return folder ? `${rel}/` : rel;
};

function folderPage(dir: string, top: string, parentKey: string | undefined, depth: number): SourcePage {
  return {
    key: keyOf(top, dir, true),
    dir,
    title: basename(dir),
    titleFrom: 'folder name',
    parentKey,
    depth,
    markdown: '',
    labels: [],
    headings: [],
  };
}

async function filePage(
  file: string,
  top: string,
  parentKey: string | undefined,
  depth: number,
  isIndex = false,
): Promise<SourcePage> {
  const markdown = await readMarkdownFile(file);
  const { doc, metadata = {} } = convert(markdown, { profile: 'atlassian' });
  const fmTitle =
    typeof metadata.title === 'string' && metadata.title.trim() !== '' ? metadata.title.trim() : '';
  const h1 = fmTitle ? undefined : firstH1(doc);
  // An index is its folder's page, named after the folder, the top one too (paths are resolved).
  const fallback = isIndex ? basename(dirname(file)) : basename(file, extname(file));
  return {
    key: keyOf(top, file),
    file,
    dir: dirname(file),
    title: fmTitle || h1 || fallback,
    titleFrom: fmTitle ? 'front matter' : h1 ? 'first heading' : isIndex ? 'folder name' : 'file name',
    parentKey,
    depth,
    markdown,
    labels: stringList(metadata.labels, file, 'labels').map((label) => label.toLowerCase()),
    pageId: idOf(metadata.page_id, file, 'page_id'),
    pageVersion: typeof metadata.page_version === 'number' ? metadata.page_version : undefined,
    parentId: idOf(metadata.parent, file, 'parent'),
    headings: collectHeadings(doc),
  };
}

/** The text of the document's first level-1 heading, when it has one. */
export function firstH1(doc: AdfDoc): string | undefined {
  const heading = doc.content.find((node) => node.type === 'heading' && node.attrs?.level === 1);
  const text = heading ? inlineText(heading).trim() : '';
  return text === '' ? undefined : text;
}

/** The document without its first level-1 heading (the page's title: not repeated in its body). */
export function withoutFirstH1(doc: AdfDoc): AdfDoc {
  const at = doc.content.findIndex((node) => node.type === 'heading' && node.attrs?.level === 1);
  if (at < 0) return doc;
  return { ...doc, content: [...doc.content.slice(0, at), ...doc.content.slice(at + 1)] };
}

export const inlineText = (node: AdfNode): string => (node.content ?? []).map(leafText).join('');

function stringList(value: unknown, file: string, key: string): string[] {
  if (value === undefined || value === null) return [];
  const list = Array.isArray(value) ? value : [value];
  if (!list.every((v) => typeof v === 'string' || typeof v === 'number'))
    throw new PlanError(`${file}: front matter '${key}' must be a list of words`);
  return list.map((v) => String(v).trim()).filter((v) => v !== '');
}

function idOf(value: unknown, file: string, key: string): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const id = String(value);
  if (!/^\d+$/.test(id))
    throw new PlanError(`${file}: front matter '${key}' must be a page id (digits), not '${id}'`);
  return id;
}

/** Two pages of one tree with one title cannot both exist in a space: stop before any write. */
function checkTitles(pages: readonly SourcePage[]): void {
  const seen = new Map<string, SourcePage>();
  for (const page of pages) {
    const other = seen.get(page.title.toLowerCase());
    if (other)
      throw new PlanError(
        `two pages would be titled '${page.title}': ${describe(other)} and ${describe(page)}; titles are unique in a space (set front matter 'title' on one)`,
      );
    seen.set(page.title.toLowerCase(), page);
  }
}

export const describe = (page: SourcePage): string =>
  page.file ? `${page.key} (title from its ${page.titleFrom})` : `folder ${page.key}`;
