import { createHash } from 'node:crypto';
import { z } from 'zod';
import { listPages, type Page, type PageSummary, pageDoc } from '../../atlassian/index.js';
import type { AdfNode } from '../../types.js';
import { ToolError } from '../errors.js';
import { siteReadTool } from '../tool.js';
import { cursorArg, limitArg } from './args.js';
import { pageUrl, spaceOf, versionOf } from './confluence-common.js';

/**
 * Finding Confluence pages. The API descriptions mdadf is built and tested against offer no
 * CQL search, only the v2 page listing, whose `title` filter takes an exact title. So a search
 * reads the space's listing (most recently changed first) and matches there: `title` finds
 * pages whose title holds every word (or "quoted phrase") of it, in any case; `text` also looks
 * in the bodies, listed with them. A call reads a bounded number of pages; when it has read them
 * without filling `limit`, it answers what it found and a cursor that goes on from there.
 */

/** Pages a listing request asks for, and listing requests one call makes at most. */
const SCAN = {
  titles: { pageSize: 250, requests: 8 },
  bodies: { pageSize: 50, requests: 6 },
} as const;

/** `release "known issues"` → [`release`, `known issues`], lowercased. */
export function searchTerms(query: string): string[] {
  const terms: string[] = [];
  for (const match of query.toLowerCase().matchAll(/"([^"]*)"|(\S+)/g)) {
    const term = (match[1] ?? match[2]).trim();
    if (term) terms.push(term);
  }
  return terms;
}

/** The text a reader sees in an ADF body, blocks apart by a space (iterative: no depth limit). */
export function plainText(doc: AdfNode | null | undefined): string {
  if (!doc) return '';
  const parts: string[] = [];
  const pending: AdfNode[] = [doc];
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (node.type === 'text' && typeof node.text === 'string') parts.push(node.text);
    else if (typeof node.attrs?.text === 'string') parts.push(node.attrs.text);
    if (Array.isArray(node.content)) {
      parts.push(' ');
      for (let i = node.content.length - 1; i >= 0; i--) pending.push(node.content[i] as AdfNode);
    }
  }
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** A few words around the first term found in the text, for the agent to judge the hit by. */
function snippet(text: string, terms: readonly string[]): string {
  const lower = text.toLowerCase();
  const at = Math.min(...terms.map((t) => lower.indexOf(t)).filter((i) => i >= 0));
  if (!Number.isFinite(at)) return '';
  const start = Math.max(0, at - 40);
  const end = Math.min(text.length, at + 80);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

interface Position {
  /** The listing's cursor of the request to make (none: the first). */
  c?: string;
  /** Results of that request already gone through. */
  k: number;
  /** The search it belongs to. */
  q: string;
}

const fingerprint = (space: string, title?: string, text?: string) =>
  createHash('sha256')
    .update(JSON.stringify([space, title ?? '', text ?? '']))
    .digest('base64url')
    .slice(0, 8);

const encode = (position: Position) => `s.${Buffer.from(JSON.stringify(position)).toString('base64url')}`;

function decode(cursor: string, q: string): Position {
  let position: Position | undefined;
  try {
    if (cursor.startsWith('s.')) position = JSON.parse(Buffer.from(cursor.slice(2), 'base64url').toString());
  } catch {
    position = undefined;
  }
  if (!position || typeof position.k !== 'number')
    throw new ToolError('the cursor is not one confluence_search gave; search again without it');
  if (position.q !== q)
    throw new ToolError(
      'the cursor belongs to another search (other space, title or text); search again without it',
    );
  return position;
}

export const searchTool = siteReadTool({
  name: 'confluence_search',
  title: 'Find Confluence pages',
  description:
    'Find pages of a Confluence space, most recently changed first. title: pages whose title holds every word (or "quoted phrase"), any case. text: pages whose title or body holds every word or phrase (each hit with a few words around it). Neither: every page. Returns one line per page (page_id, version, title, url) and, when there may be more, a cursor for the next results. Read a page with confluence_get_page.',
  input: {
    space: z.string().describe('the space key, such as DOCS'),
    title: z.string().optional().describe('words or "phrases" the title holds, any case'),
    text: z.string().optional().describe('words or "phrases" the title or the body holds, any case'),
    limit: limitArg,
    cursor: cursorArg,
  },
  async run(args, site) {
    const space = await spaceOf(site, args.space);
    const limit = args.limit ?? 25;
    const titleTerms = searchTerms(args.title ?? '');
    const textTerms = searchTerms(args.text ?? '');
    const line = (page: PageSummary, base?: string, hit = '') => {
      const url = pageUrl(site, page, base);
      return `${page.id} · v${versionOf(page)} · ${page.title}${url ? ` · ${url}` : ''}${hit ? ` — ${hit}` : ''}`;
    };
    if (titleTerms.length === 0 && textTerms.length === 0) {
      // Every page: the listing's own pages and cursor.
      const listing = await listPages(site.confluence, space.id, { limit, cursor: args.cursor });
      const lines = listing.results.map((page) => line(page, listing.base));
      if (lines.length === 0) lines.push(`no pages in ${space.key}`);
      if (listing.cursor) lines.push(`more: call again with cursor: ${listing.cursor}`);
      return lines.join('\n');
    }
    const q = fingerprint(space.key, args.title, args.text);
    const bodies = textTerms.length > 0;
    const scan = bodies ? SCAN.bodies : SCAN.titles;
    let position: Position = args.cursor !== undefined ? decode(args.cursor, q) : { k: 0, q };
    const lines: string[] = [];
    let read = 0;
    let more = false;
    for (let requests = 1; ; requests++) {
      const listing = await listPages(site.confluence, space.id, {
        limit: scan.pageSize,
        cursor: position.c,
        bodies,
      });
      let index = position.k;
      for (; index < listing.results.length && lines.length < limit; index++) {
        const page = listing.results[index] as Page;
        read++;
        const title = page.title.toLowerCase();
        if (!titleTerms.every((t) => title.includes(t))) continue;
        const body = bodies ? plainText(pageDoc(page)) : '';
        const haystack = `${title} ${body.toLowerCase()}`;
        if (!textTerms.every((t) => haystack.includes(t))) continue;
        const inBody = textTerms.filter((t) => !title.includes(t));
        lines.push(line(page, listing.base, inBody.length > 0 ? snippet(body, inBody) : ''));
      }
      if (index < listing.results.length) {
        // `limit` reached within this request's pages: the next call starts after the last one read.
        position = { c: position.c, k: index, q };
        more = true;
        break;
      }
      if (!listing.cursor) break;
      position = { c: listing.cursor, k: 0, q };
      if (lines.length >= limit || requests >= scan.requests) {
        more = true;
        break;
      }
    }
    if (lines.length === 0) {
      const what = [
        titleTerms.length > 0 ? `a title holding ${JSON.stringify(args.title)}` : '',
        textTerms.length > 0 ? `a title or body holding ${JSON.stringify(args.text)}` : '',
      ]
        .filter(Boolean)
        .join(' and ');
      lines.push(
        args.cursor === undefined
          ? `no page of ${space.key} with ${what} among the ${read} pages read`
          : `no more pages of ${space.key} with ${what} among the next ${read} pages read`,
      );
    }
    if (more)
      lines.push(`more: ${read} pages read so far; call again with cursor: ${encode(position)} to go on`);
    return lines.join('\n');
  },
});
