import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { convert } from '../../compose/convert.js';
import { anchorForSlug } from './anchors.js';
import type { SourcePage } from './plan.js';

/**
 * What each relative link and image of a page stands for. A link to a `.md` file of the tree
 * (or to one of its folders) becomes a link to that page, its `#fragment` the heading's anchor
 * as Confluence makes it; a link to another local file becomes a link to that file uploaded to
 * the page; a link to a `.md` file outside the tree stays as written, with a warning. Local
 * images are uploaded to each page that shows them (Confluence keeps media per page).
 */
export type LinkTarget =
  | { kind: 'page'; page: SourcePage; fragment?: string }
  | { kind: 'anchor'; fragment: string }
  | { kind: 'file'; path: string };

export interface PageRefs {
  links: Map<string, LinkTarget>;
  /** Image URL as written → the local file. */
  images: Map<string, string>;
  warnings: string[];
  /** Missing local images: the run stops before any write. */
  errors: string[];
}

export interface TreeIndex {
  /** Absolute path of a page's file, or of a folder (the folder's page). */
  byPath: Map<string, SourcePage>;
}

export function indexTree(pages: readonly SourcePage[]): TreeIndex {
  const byPath = new Map<string, SourcePage>();
  for (const page of pages) {
    if (page.file) byPath.set(page.file, page);
    // A folder's page answers for the folder: `[Guide](./guide/)`.
    if (!page.file || /^(index|readme)\.md$/i.test(page.file.slice(page.dir.length + 1)))
      if (!byPath.has(page.dir)) byPath.set(page.dir, page);
  }
  return { byPath };
}

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:|^\/\//i;

export function scanPage(page: SourcePage, tree: TreeIndex): PageRefs {
  const refs: PageRefs = { links: new Map(), images: new Map(), warnings: [], errors: [] };
  if (!page.file) return refs;
  convert(page.markdown, {
    profile: 'atlassian',
    resolveLink: (url) => {
      if (!refs.links.has(url)) {
        const target = classify(url, page, tree, refs.warnings);
        if (target) refs.links.set(url, target);
      }
      return undefined;
    },
    resolveImage: (url) => {
      if (HAS_SCHEME.test(url) || url.startsWith('/')) return undefined;
      const path = resolve(page.dir, decodePath(url.split(/[?#]/)[0]));
      if (isFile(path)) refs.images.set(url, path);
      else refs.errors.push(`${page.key}: image '${url}' not found (looked for ${path})`);
      return undefined;
    },
  });
  return refs;
}

function classify(
  url: string,
  page: SourcePage,
  tree: TreeIndex,
  warnings: string[],
): LinkTarget | undefined {
  if (url.startsWith('#')) return url.length > 1 ? { kind: 'anchor', fragment: url.slice(1) } : undefined;
  if (HAS_SCHEME.test(url) || url.startsWith('/')) return undefined;
  const hash = url.indexOf('#');
  const pathPart = decodePath((hash < 0 ? url : url.slice(0, hash)).split('?')[0]);
  const fragment = hash < 0 ? undefined : url.slice(hash + 1) || undefined;
  const path = resolve(page.dir, pathPart);
  const target = tree.byPath.get(path) ?? tree.byPath.get(path.replace(/[\\/]+$/, ''));
  if (target) return { kind: 'page', page: target, fragment };
  if (/\.(md|markdown)$/i.test(pathPart)) {
    warnings.push(
      `${page.key}: link '${url}' points to a Markdown file outside the published tree; kept as written`,
    );
    return undefined;
  }
  if (isFile(path)) return { kind: 'file', path };
  warnings.push(`${page.key}: link '${url}' points to no file; kept as written`);
  return undefined;
}

/** The href a link becomes, given the ids and file URLs known when the page is written. */
export function hrefFor(
  target: LinkTarget,
  from: SourcePage,
  urls: {
    page(page: SourcePage): string | undefined;
    file(path: string, from: SourcePage): string | undefined;
  },
  warnings: string[],
): string | undefined {
  if (target.kind === 'file') return urls.file(target.path, from);
  const page = target.kind === 'page' ? target.page : from;
  const base = target.kind === 'page' ? urls.page(page) : '';
  if (base === undefined) return undefined;
  if (!target.fragment) return base;
  const anchor = anchorForSlug(page.headings, target.fragment);
  if (anchor === undefined)
    warnings.push(
      `${from.key}: no heading of ${page.key} has the anchor '#${target.fragment}'; kept as written`,
    );
  return `${base}#${anchor ?? target.fragment}`;
}

function isFile(path: string): boolean {
  try {
    return existsSync(path) && statSync(path).isFile();
  } catch {
    return false;
  }
}

function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
