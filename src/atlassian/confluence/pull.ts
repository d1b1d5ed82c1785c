import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, posix, relative, sep } from 'node:path';
import { walk } from '../../adf/walk.js';
import { adfToMarkdown } from '../../compose/reverse.js';
import type { AdfDoc, AdfNode } from '../../types.js';
import { collectHeadings, slugForAnchor } from './anchors.js';
import {
  type Attachment,
  childPages,
  downloadAttachment,
  getPage,
  type Page,
  pageAttachments,
  pageDoc,
  pageLabels,
} from './api.js';
import { yamlScalar } from '../write-back.js';
import type { ConfluenceHttp } from './http.js';

/**
 * `mdadf confluence pull`: pages as Extended Markdown files with front matter (title, page_id,
 * page_version, labels). With `recursive`, a page with children becomes a folder whose
 * `index.md` is the page and whose other files are its children, as `push` reads a folder.
 * The files that media nodes show are downloaded beside the Markdown and referenced by
 * relative path; links between pulled pages become relative `.md` links (their anchors the
 * headings' Markdown slugs). A pulled tree pushed back unchanged makes no write.
 */
export interface PullOptions {
  http: ConfluenceHttp;
  /** A page id, or a page's URL (`…/pages/123/Title`, `…?pageId=123`). */
  page: string;
  out: string;
  recursive?: boolean;
  /** Once the tree is read, before the first file is written: how many pages will be. */
  onPlan?: (count: number) => void;
  onPage?: (file: string, page: Page) => void;
}

export interface PulledPage {
  id: string;
  title: string;
  file: string;
  attachments: string[];
}

export function pageIdOf(reference: string): string | undefined {
  const text = reference.trim();
  if (/^\d+$/.test(text)) return text;
  return /\/pages\/(\d+)(?:[/?#]|$)/.exec(text)?.[1] ?? /[?&]pageId=(\d+)/.exec(text)?.[1];
}

interface Node {
  page: Page;
  doc: AdfDoc | null;
  labels: string[];
  file: string;
  children: string[];
}

export async function pullPages(options: PullOptions): Promise<PulledPage[]> {
  const { http } = options;
  const rootId = pageIdOf(options.page);
  if (!rootId) throw new Error(`'${options.page}' is neither a page id nor a page URL`);
  const nodes = new Map<string, Node>();
  // Breadth first with an explicit queue: each page's file is known before any is written.
  const queue: { id: string; dir: string; root: boolean }[] = [{ id: rootId, dir: options.out, root: true }];
  const taken = new Set<string>();
  for (let next = queue.shift(); next; next = queue.shift()) {
    if (nodes.has(next.id)) continue;
    const page = await getPage(http, next.id);
    const children = options.recursive ? (await childPages(http, next.id)).map((c) => c.id) : [];
    const labels = (await pageLabels(http, next.id)).map((l) => l.name);
    const slug = uniqueSlug(slugOf(page.title), next.dir, taken);
    const folder = children.length > 0 ? (next.root ? next.dir : join(next.dir, slug)) : undefined;
    const file = folder ? join(folder, 'index.md') : join(next.dir, `${slug}.md`);
    taken.add(file);
    nodes.set(next.id, { page, doc: pageDoc(page), labels, file, children });
    for (const child of children) queue.push({ id: child, dir: folder!, root: false });
  }
  options.onPlan?.(nodes.size);
  const pulled: PulledPage[] = [];
  for (const node of nodes.values()) {
    const doc = node.doc ?? { type: 'doc', version: 1, content: [] };
    const attachments = await localiseMedia(http, node, doc);
    relinkPages(node, doc, nodes);
    const markdown = frontMatter(node) + adfToMarkdown(doc);
    await mkdir(dirname(node.file), { recursive: true });
    await writeFile(node.file, markdown);
    options.onPage?.(node.file, node.page);
    pulled.push({ id: node.page.id, title: node.page.title, file: node.file, attachments });
  }
  return pulled;
}

/** File media of the page's own attachments: downloaded beside the file, the node pointing there. */
async function localiseMedia(http: ConfluenceHttp, node: Node, doc: AdfDoc): Promise<string[]> {
  const media: AdfNode[] = [];
  walk<AdfNode>(doc, ({ node: n }) => {
    if (n.type === 'media' && n.attrs?.type === 'file') media.push(n);
    return undefined;
  });
  if (media.length === 0) return [];
  const attachments = await pageAttachments(http, node.page.id);
  const written = new Map<string, string>();
  for (const n of media) {
    const attachment = attachments.find((a) => a.fileId === n.attrs?.id);
    if (!attachment) continue;
    let path = written.get(attachment.id);
    if (!path) {
      path = join(dirname(node.file), attachmentName(node, attachment));
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, await downloadAttachment(http, attachment));
      written.set(attachment.id, path);
    }
    const { alt } = n.attrs ?? {};
    n.attrs = {
      type: 'external',
      url: `./${toPosix(relative(dirname(node.file), path))}`,
      ...(alt ? { alt } : {}),
    };
  }
  return [...written.values()];
}

/** Beside the page's file, in a folder named after it when two pages of a folder share names. */
function attachmentName(node: Node, attachment: Attachment): string {
  const base = node.file.endsWith(`${sep}index.md`)
    ? ''
    : `${posix.basename(toPosix(node.file), '.md')}.files/`;
  return `${base}${attachment.title.replace(/[\\/]/g, '_')}`;
}

function relinkPages(node: Node, doc: AdfDoc, nodes: Map<string, Node>): void {
  walk<AdfNode>(doc, ({ node: n }) => {
    for (const mark of n.marks ?? []) {
      const href = mark.type === 'link' ? mark.attrs?.href : undefined;
      if (typeof href !== 'string') continue;
      const id = pageIdOf(href.split('#')[0]);
      const target = id ? nodes.get(id) : undefined;
      if (!target || !/\/wiki\/|pageId=/.test(href)) continue;
      const anchor = href.includes('#') ? href.slice(href.indexOf('#') + 1) : '';
      const slug = anchor && target.doc ? slugForAnchor(collectHeadings(target.doc), anchor) : undefined;
      const path = toPosix(relative(dirname(node.file), target.file)) || posix.basename(target.file);
      const rel = path.startsWith('.') ? path : `./${path}`;
      mark.attrs = { ...mark.attrs, href: anchor ? `${rel}#${slug ?? anchor}` : rel };
    }
    return undefined;
  });
}

function frontMatter(node: Node): string {
  const lines = [
    '---',
    `title: ${yamlScalar(node.page.title)}`,
    `page_id: ${yamlScalar(node.page.id)}`,
    `page_version: ${node.page.version?.number ?? 1}`,
  ];
  if (node.labels.length > 0) lines.push(`labels: [${node.labels.map((l) => JSON.stringify(l)).join(', ')}]`);
  lines.push('---', '', '');
  return lines.join('\n');
}

const slugOf = (title: string): string =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '') || 'page';

function uniqueSlug(slug: string, dir: string, taken: Set<string>): string {
  let candidate = slug;
  for (let n = 2; taken.has(join(dir, `${candidate}.md`)) || taken.has(join(dir, candidate, 'index.md')); n++)
    candidate = `${slug}-${n}`;
  return candidate;
}

const toPosix = (path: string) => path.split(sep).join('/');
