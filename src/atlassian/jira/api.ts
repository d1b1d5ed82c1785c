import type { AdfDoc } from '../../types.js';
import type { AtlassianClient } from '../client.js';
import { isGateway } from '../config.js';
import { AtlassianError } from '../errors.js';

/** Jira Cloud's REST v3 calls mdadf makes, typed as far as mdadf reads them. */

export interface JiraAttachment {
  id: string;
  filename: string;
  size: number;
  mimeType?: string;
}

export interface JiraIssue {
  id: string;
  key: string;
  fields: {
    summary?: string;
    description?: AdfDoc | null;
    labels?: string[];
    parent?: { key: string };
    issuetype?: { name: string };
    project?: { key: string };
    status?: { name: string };
    attachment?: JiraAttachment[];
  };
}

export interface JiraComment {
  id: string;
  body?: AdfDoc;
}

export interface JiraUser {
  accountId: string;
  displayName?: string;
  emailAddress?: string;
  active?: boolean;
}

const ISSUE_FIELDS = 'summary,description,labels,parent,issuetype,project,status,attachment';
const issuePath = (key: string) => `/rest/api/3/issue/${encodeURIComponent(key)}`;

export function getIssue(client: AtlassianClient, key: string): Promise<JiraIssue> {
  return client.json<JiraIssue>({
    path: issuePath(key),
    query: { fields: ISSUE_FIELDS },
    subject: `issue ${key}`,
  });
}

export function createIssue(
  client: AtlassianClient,
  fields: Record<string, unknown>,
): Promise<{ id: string; key: string }> {
  return client.json({
    method: 'POST',
    path: '/rest/api/3/issue',
    json: { fields },
    subject: 'create issue',
  });
}

export async function editIssue(
  client: AtlassianClient,
  key: string,
  fields: Record<string, unknown>,
): Promise<void> {
  await client.request({ method: 'PUT', path: issuePath(key), json: { fields }, subject: `issue ${key}` });
}

export async function getComments(client: AtlassianClient, key: string): Promise<JiraComment[]> {
  const comments: JiraComment[] = [];
  for (let startAt = 0; ; ) {
    const page = await client.json<{ comments?: JiraComment[]; total?: number }>({
      path: `${issuePath(key)}/comment`,
      query: { startAt, maxResults: 100 },
      subject: `comments of ${key}`,
    });
    const got = page.comments ?? [];
    comments.push(...got);
    startAt += got.length;
    if (got.length === 0 || startAt >= (page.total ?? 0)) return comments;
  }
}

export function getComment(client: AtlassianClient, key: string, id: string): Promise<JiraComment> {
  return client.json({
    path: `${issuePath(key)}/comment/${encodeURIComponent(id)}`,
    subject: `comment ${id} of ${key}`,
  });
}

export function addComment(client: AtlassianClient, key: string, body: AdfDoc): Promise<JiraComment> {
  return client.json({
    method: 'POST',
    path: `${issuePath(key)}/comment`,
    json: { body },
    subject: `comment on ${key}`,
  });
}

export function updateComment(
  client: AtlassianClient,
  key: string,
  id: string,
  body: AdfDoc,
): Promise<JiraComment> {
  return client.json({
    method: 'PUT',
    path: `${issuePath(key)}/comment/${encodeURIComponent(id)}`,
    json: { body },
    subject: `comment ${id} of ${key}`,
  });
}

/** One file as the multipart part `file`, with the header Jira's XSRF check wants. */
export async function uploadAttachment(
  client: AtlassianClient,
  key: string,
  file: { name: string; bytes: Uint8Array; mimeType: string },
): Promise<JiraAttachment> {
  const form = new FormData();
  form.append('file', new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.mimeType }), file.name);
  const made = await client.json<JiraAttachment[]>({
    method: 'POST',
    path: `${issuePath(key)}/attachments`,
    form,
    headers: { 'X-Atlassian-Token': 'no-check' },
    subject: `attach ${file.name} to ${key}`,
  });
  if (!Array.isArray(made) || made.length !== 1) {
    throw new AtlassianError(
      `attach ${file.name} to ${key}: Jira stored ${made?.length ?? 0} files, not 1`,
      'protocol',
    );
  }
  return made[0];
}

/**
 * The Media Services file id of an attachment, which an ADF media node takes (the attachment
 * id is not it): the UUID in the `Location` of the content's 303, read without following it.
 * Also the URL the bytes are at.
 */
export async function attachmentMedia(
  client: AtlassianClient,
  id: string,
): Promise<{ mediaId: string; location: string }> {
  const response = await client.request({
    path: `/rest/api/3/attachment/content/${encodeURIComponent(id)}`,
    redirect: 'manual',
    accept: [301, 302, 303, 307],
    subject: `attachment ${id}`,
  });
  const location = response.headers.get('location') ?? '';
  const mediaId = /\/file\/([0-9a-fA-F-]{36})\/binary(?:[?#]|$)/.exec(location)?.[1];
  if (!mediaId) {
    throw new AtlassianError(
      `attachment ${id}: the content's redirect names no media file id`,
      'protocol',
      response.status,
    );
  }
  return { mediaId, location: new URL(location, client.site).toString() };
}

/** The bytes at a media `Location` (its own token authorises it; the site's credentials stay home). */
export async function download(client: AtlassianClient, location: string): Promise<Uint8Array> {
  return (await client.request({ path: location, subject: 'attachment download' })).bytes;
}

export interface IssueSearch {
  issues: JiraIssue[];
  /** The token of the next page of results, when there is one. */
  nextPageToken?: string;
}

/** One page of a JQL search (the enhanced search, `nextPageToken` pagination), with the fields a listing shows. */
export function searchIssues(
  client: AtlassianClient,
  jql: string,
  options: { limit?: number; nextPageToken?: string } = {},
): Promise<IssueSearch> {
  return client.json<IssueSearch>({
    path: '/rest/api/3/search/jql',
    query: {
      jql,
      maxResults: options.limit ?? 25,
      nextPageToken: options.nextPageToken,
      fields: 'summary,issuetype,status,labels,parent',
    },
    subject: 'issue search',
  });
}

export function searchUsers(client: AtlassianClient, query: string): Promise<JiraUser[]> {
  return client.json<JiraUser[]>({
    path: '/rest/api/3/user/search',
    query: { query, maxResults: 10 },
    subject: 'user search',
  });
}

const siteUrls = new WeakMap<AtlassianClient, Promise<string>>();

/**
 * The site's own address, where a person opens an issue. Through the gateway a scoped token
 * needs, that is not the API's address: it is the `baseUrl` of the server information, asked
 * once per client (the API's address if the answer names none, or the read fails).
 */
export function jiraSiteUrl(client: AtlassianClient): Promise<string> {
  if (!isGateway(client.site)) return Promise.resolve(client.site);
  let known = siteUrls.get(client);
  if (!known) {
    known = client
      .json<{ baseUrl?: string }>({ path: '/rest/api/3/serverInfo', subject: 'server information' })
      .then((info) =>
        info?.baseUrl && /^https?:\/\//.test(info.baseUrl) ? info.baseUrl.replace(/\/+$/, '') : client.site,
      )
      .catch(() => {
        // A URL to print is no reason to fail a write that happened: the API's address this
        // once, and the next call asks again.
        siteUrls.delete(client);
        return client.site;
      });
    siteUrls.set(client, known);
  }
  return known;
}

/** The address a person opens: `SITE/browse/KEY`, on the site itself (not the gateway). */
export async function browseUrl(client: AtlassianClient, key: string): Promise<string> {
  return `${await jiraSiteUrl(client)}/browse/${encodeURIComponent(key)}`;
}
