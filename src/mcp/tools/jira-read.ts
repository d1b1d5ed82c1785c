import { createHash } from 'node:crypto';
import { z } from 'zod';
import { browseUrl, getComments, getIssue, type JiraIssue, searchIssues } from '../../atlassian/index.js';
import { adfToMarkdown } from '../../compose/reverse.js';
import type { AdfDoc } from '../../types.js';
import { readAnswer } from '../answers.js';
import { decodeCursor, pieceOf } from '../paging.js';
import { siteReadTool } from '../tool.js';
import { cursorArg, limitArg } from './args.js';
import { issueKey, keyArg } from './jira-common.js';

/** Reading Jira: an issue's description (and comments) as Markdown, and a JQL search. */

const EMPTY: AdfDoc = { type: 'doc', version: 1, content: [] };
const markdownOf = (doc: AdfDoc | null | undefined) => adfToMarkdown(doc ?? EMPTY, { profile: 'atlassian' });

/** What a comment's answer carries beyond `JiraComment`'s typed part. */
interface CommentInfo {
  id: string;
  body?: AdfDoc;
  author?: { displayName?: string };
  created?: string;
}

const quoted = (text: string) => JSON.stringify(text).replace(/--/g, '-\\u002d');

export const getIssueTool = siteReadTool({
  name: 'jira_get_issue',
  title: 'Read a Jira issue',
  description:
    'Read a Jira issue: a header (key, summary, type, status, labels, parent, url; "part: 1 of N" and a cursor when long) and the description as Extended Markdown. Mentions, media, status, dates and panels come as [@Name](mention:…) links, ![…](media:…) images and <!-- adf:... --> comments: keep them when you edit. With comments: true, each comment follows the description, introduced by a <!-- mdadf:comment id="…" author="…" created="…" --> line (not part of the description). Update with jira_update_issue.',
  input: {
    key: keyArg,
    comments: z.boolean().optional().describe('true: the comments too, after the description'),
    cursor: cursorArg,
  },
  async run(args, site, context) {
    const key = issueKey(args.key);
    const target = `issue:${key}${args.comments ? '+comments' : ''}`;
    const cursor = args.cursor !== undefined ? decodeCursor(args.cursor) : undefined;
    const cacheKey = (version: string) => `${site.url} ${target} ${version}`;
    let body = cursor ? context.cache.get(cacheKey(cursor.version)) : undefined;
    let version = cursor?.version ?? '';
    let issue: JiraIssue | undefined;
    let comments: CommentInfo[] = [];
    if (body === undefined) {
      issue = await getIssue(site.client, key);
      if (args.comments) comments = (await getComments(site.client, key)) as CommentInfo[];
      const parts = [markdownOf(issue.fields.description)];
      for (const comment of comments) {
        const author = comment.author?.displayName ?? '';
        parts.push(
          `<!-- mdadf:comment id=${quoted(comment.id)} author=${quoted(author)} created=${quoted(comment.created ?? '')} -->\n\n${markdownOf(comment.body)}`,
        );
      }
      body = parts.join('\n');
      // Jira's edits carry no version: the body's own hash stands for it.
      version = createHash('sha256').update(body).digest('base64url').slice(0, 16);
      context.cache.set(cacheKey(version), body);
    }
    const piece = pieceOf(body, context.config.budget, target, version, cursor);
    const fields = issue?.fields;
    return readAnswer(
      [
        ['key', key],
        ['summary', fields?.summary],
        ['type', fields?.issuetype?.name],
        ['status', fields?.status?.name],
        ['labels', fields?.labels?.join(', ')],
        ['parent', fields?.parent?.key],
        ['comments', issue && args.comments ? comments.length : undefined],
        ['url', await browseUrl(site.client, key)],
      ],
      piece,
    );
  },
});

export const searchTool = siteReadTool({
  name: 'jira_search',
  title: 'Search Jira issues',
  description:
    'Search Jira with JQL (project = PROJ AND status = "In Progress" ORDER BY updated DESC). Returns one line per issue (key, type, status, summary, url) and, when there are more, a cursor for the next results. Read an issue with jira_get_issue.',
  input: {
    jql: z.string().min(1).describe('the JQL query'),
    limit: limitArg,
    cursor: cursorArg,
  },
  async run(args, site) {
    const found = await searchIssues(site.client, args.jql, {
      limit: args.limit ?? 25,
      nextPageToken: args.cursor,
    });
    const lines: string[] = [];
    for (const issue of found.issues) {
      lines.push(
        [
          issue.key,
          issue.fields.issuetype?.name,
          issue.fields.status?.name,
          issue.fields.summary,
          await browseUrl(site.client, issue.key),
        ]
          .filter((part) => part)
          .join(' · '),
      );
    }
    if (lines.length === 0) lines.push('no issues match');
    if (found.nextPageToken) lines.push(`more: call again with cursor: ${found.nextPageToken}`);
    return lines.join('\n');
  },
});
