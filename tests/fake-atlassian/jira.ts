/**
 * Jira Cloud's routes on the fake site: issues, comments, attachments and users in memory,
 * behaving as Jira does where it matters to a client: an issue edit answers 204 with no version
 * check; the attachment content answers 303 with a `Location` ending in `/file/{uuid}/binary`
 * (the Media Services id an ADF media node takes); removing a media node from a description
 * deletes that attachment; a text field holds at most 32,767 characters; an upload needs
 * `X-Atlassian-Token: no-check` and the part `file`.
 *
 * Stricter than Jira where Jira would silently store something broken: a file media node must
 * name an attachment of the issue and, inside mediaSingle, carry width and height.
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  DEMO_CREDENTIALS,
  errorBody,
  type FakeAnswer,
  type FakeRequest,
  type FakeSite,
  type RouteModule,
} from './server.js';

export const TEXT_FIELD_LIMIT = 32_767;

export interface JiraUser {
  accountId: string;
  displayName: string;
  emailAddress: string;
}

export interface JiraAttachment {
  id: string;
  issueKey: string;
  filename: string;
  mimeType: string;
  bytes: Buffer;
  mediaId: string;
  created: string;
}

export interface JiraComment {
  id: string;
  body: unknown;
  created: string;
  updated: string;
}

export interface JiraIssue {
  id: string;
  key: string;
  project: string;
  type: string;
  summary: string;
  description: unknown;
  labels: string[];
  parent?: string;
  status: string;
  comments: JiraComment[];
}

export interface JiraState {
  projects: Map<string, { id: string; key: string; name: string; types: string[] }>;
  issues: Map<string, JiraIssue>;
  attachments: Map<string, JiraAttachment>;
  users: JiraUser[];
  next: { issue: number; attachment: number; comment: number; project: Map<string, number> };
  /** Uploads larger than this answer 413. */
  maxUploadBytes: number;
  /** The media store's download tokens, as a real `Location` carries one. */
  mediaToken: string;
}

export const DEMO_USERS: JiraUser[] = [
  { accountId: '5b10ac8d82e05b22cc7d4ef5', displayName: 'Jane Doe', emailAddress: 'jane@example.com' },
  {
    accountId: '712020:2c9e1a3b-7f0e-4d8c-9b1a-5e6f7a8b9c0d',
    displayName: 'Ravi Kumar',
    emailAddress: 'ravi@example.com',
  },
  {
    accountId: '557058:f3a1c2d4-0000-4e1f-8a9b-1c2d3e4f5a6b',
    displayName: 'Jane Smith',
    emailAddress: 'jane.smith@example.com',
  },
];

export function jiraState(site: FakeSite): JiraState {
  let state = site.state.get('jira') as JiraState | undefined;
  if (!state) {
    state = {
      projects: new Map([
        [
          'PROJ',
          { id: '10000', key: 'PROJ', name: 'Project', types: ['Task', 'Bug', 'Story', 'Epic', 'Subtask'] },
        ],
        ['DEMO', { id: '10001', key: 'DEMO', name: 'Demo', types: ['Task', 'Bug', 'Story'] }],
      ]),
      issues: new Map(),
      attachments: new Map(),
      users: [...DEMO_USERS],
      next: { issue: 10000, attachment: 10000, comment: 10000, project: new Map() },
      maxUploadBytes: 10 * 1024 * 1024,
      mediaToken: createHash('sha256').update(randomUUID()).digest('hex'),
    };
    site.state.set('jira', state);
  }
  return state;
}

const TYPE_IDS: Record<string, string> = {
  Task: '10001',
  Bug: '10002',
  Story: '10003',
  Epic: '10004',
  Subtask: '10005',
};
const now = () => new Date().toISOString();
const fail = (status: number, message?: string, errors: Record<string, string> = {}): FakeAnswer => ({
  status,
  body: { ...errorBody(status, message), errors },
});

const ME = {
  accountId: '5d53f3cbc6b9320d9ea5bdc2',
  displayName: 'Demo User',
  emailAddress: DEMO_CREDENTIALS.email,
};

function userBean(site: FakeSite, user: JiraUser) {
  return {
    accountId: user.accountId,
    accountType: 'atlassian',
    active: true,
    displayName: user.displayName,
    emailAddress: user.emailAddress,
    self: `${site.url}/rest/api/3/user?accountId=${user.accountId}`,
    timeZone: 'UTC',
  };
}

function attachmentBean(site: FakeSite, a: JiraAttachment) {
  return {
    id: a.id,
    filename: a.filename,
    mimeType: a.mimeType,
    size: a.bytes.length,
    created: a.created,
    self: `${site.url}/rest/api/3/attachments/${a.id}`,
    content: `${site.url}/rest/api/3/attachment/content/${a.id}`,
    author: { accountId: ME.accountId, displayName: ME.displayName, active: true },
  };
}

/** The file media ids an ADF document references. */
export function mediaIds(doc: unknown): string[] {
  const ids: string[] = [];
  const pending: unknown[] = [doc];
  while (pending.length > 0) {
    const node = pending.pop() as {
      type?: string;
      attrs?: Record<string, unknown>;
      content?: unknown[];
    } | null;
    if (!node || typeof node !== 'object') continue;
    if ((node.type === 'media' || node.type === 'mediaInline') && node.attrs?.type === 'file')
      ids.push(String(node.attrs.id));
    if (Array.isArray(node.content)) pending.push(...node.content);
  }
  return ids;
}

/** Why an ADF text field cannot be stored, or undefined. */
function textFieldProblem(
  site: FakeSite,
  state: JiraState,
  issueKey: string | undefined,
  doc: unknown,
  field: string,
): string | undefined {
  if (doc === null || doc === undefined) return undefined;
  const errors = site.adfErrors(doc);
  if (errors.length > 0) return `${field} is not valid ADF: ${errors.join('; ')}`;
  const length = JSON.stringify(doc).length;
  if (length > TEXT_FIELD_LIMIT) {
    return `${field}: The entered text is too long. It exceeds the allowed limit of 32,767 characters (${length}).`;
  }
  const owned = new Set(
    [...state.attachments.values()].filter((a) => a.issueKey === issueKey).map((a) => a.mediaId),
  );
  for (const id of mediaIds(doc)) {
    if (!owned.has(id)) return `${field}: media ${id} is not an attachment of ${issueKey ?? 'the new issue'}`;
  }
  const pending: unknown[] = [doc];
  while (pending.length > 0) {
    const node = pending.pop() as {
      type?: string;
      content?: Array<{ type?: string; attrs?: Record<string, unknown> }>;
    };
    if (!node || typeof node !== 'object') continue;
    if (node.type === 'mediaSingle') {
      for (const media of node.content ?? []) {
        if (
          media.attrs?.type === 'file' &&
          (media.attrs.width === undefined || media.attrs.height === undefined)
        ) {
          return `${field}: a file media node in mediaSingle needs width and height, or Jira displays nothing`;
        }
      }
    }
    if (Array.isArray(node.content)) pending.push(...node.content);
  }
  return undefined;
}

function issueBean(site: FakeSite, state: JiraState, issue: JiraIssue, wanted?: Set<string>) {
  const project = state.projects.get(issue.project)!;
  const all: Record<string, unknown> = {
    summary: issue.summary,
    description: issue.description ?? null,
    issuetype: { id: TYPE_IDS[issue.type] ?? '10001', name: issue.type, subtask: issue.type === 'Subtask' },
    project: { id: project.id, key: project.key, name: project.name },
    labels: issue.labels,
    status: { name: issue.status, statusCategory: { key: 'new', name: 'To Do' } },
    attachment: [...state.attachments.values()]
      .filter((a) => a.issueKey === issue.key)
      .map((a) => attachmentBean(site, a)),
    created: now(),
  };
  if (issue.parent) {
    const parent = state.issues.get(issue.parent);
    all.parent = { id: parent?.id ?? '0', key: issue.parent, fields: { summary: parent?.summary ?? '' } };
  }
  const fields =
    !wanted || wanted.has('*all')
      ? all
      : Object.fromEntries(Object.entries(all).filter(([name]) => wanted.has(name)));
  return { id: issue.id, key: issue.key, self: `${site.url}/rest/api/3/issue/${issue.id}`, fields };
}

function findIssue(state: JiraState, idOrKey: string): JiraIssue | undefined {
  return state.issues.get(idOrKey) ?? [...state.issues.values()].find((i) => i.id === idOrKey);
}

function wantedFields(query: FakeRequest['query']): Set<string> | undefined {
  const raw = query.fields;
  if (raw === undefined) return undefined;
  return new Set((Array.isArray(raw) ? raw : [raw]).flatMap((v) => v.split(',')).map((v) => v.trim()));
}

interface Fields {
  project?: { key?: string; id?: string };
  issuetype?: { name?: string; id?: string };
  summary?: unknown;
  description?: unknown;
  labels?: unknown;
  parent?: { key?: string; id?: string };
}

/** Field checks shared by create and edit; an error answer or undefined. */
function checkFields(
  site: FakeSite,
  state: JiraState,
  fields: Fields,
  issueKey: string | undefined,
): FakeAnswer | undefined {
  if ('summary' in fields) {
    if (typeof fields.summary !== 'string' || fields.summary.trim() === '') {
      return fail(400, undefined, { summary: 'You must specify a summary of the issue.' });
    }
    if (fields.summary.length > 255)
      return fail(400, undefined, { summary: 'Summary must be less than 255 characters.' });
    if (/[\r\n]/.test(fields.summary))
      return fail(400, undefined, { summary: 'Field summary cannot contain newlines.' });
  }
  if ('labels' in fields) {
    const labels = fields.labels;
    if (!Array.isArray(labels) || labels.some((l) => typeof l !== 'string' || l === '' || /\s/.test(l))) {
      return fail(400, undefined, { labels: 'Labels are strings without spaces.' });
    }
  }
  if ('parent' in fields && fields.parent) {
    const parent = fields.parent.key ?? fields.parent.id;
    if (!parent || !findIssue(state, parent))
      return fail(400, undefined, { parent: 'Could not find issue by id or key.' });
  }
  if ('description' in fields) {
    const problem = textFieldProblem(site, state, issueKey, fields.description, 'description');
    if (problem) return fail(400, undefined, { description: problem });
  }
  return undefined;
}

export const jiraRoutes: RouteModule = {
  name: 'jira',
  api: 'jira',
  operations: {
    getServerInfo: (_req, site) => ({
      status: 200,
      body: {
        baseUrl: site.url,
        deploymentType: 'Cloud',
        version: '1001.0.0',
        serverTitle: 'mdadf fake Jira',
      },
    }),
    getCurrentUser: (_req, site) => ({ status: 200, body: userBean(site, ME) }),

    findUsers(req, site) {
      const query = String(req.query.query ?? '').toLowerCase();
      const found = jiraState(site).users.filter(
        (u) =>
          query !== '' &&
          (u.displayName.toLowerCase().includes(query) || u.emailAddress.toLowerCase() === query),
      );
      return { status: 200, body: found.map((u) => userBean(site, u)) };
    },

    getProject(req, site) {
      const state = jiraState(site);
      const key = req.params.projectIdOrKey;
      const project = state.projects.get(key) ?? [...state.projects.values()].find((p) => p.id === key);
      if (!project) return fail(404, `No project could be found with key '${key}'.`);
      return {
        status: 200,
        body: {
          id: project.id,
          key: project.key,
          name: project.name,
          self: `${site.url}/rest/api/3/project/${project.id}`,
          issueTypes: project.types.map((name) => ({
            id: TYPE_IDS[name],
            name,
            subtask: name === 'Subtask',
          })),
        },
      };
    },

    getCreateIssueMetaIssueTypes(req, site) {
      const project = jiraState(site).projects.get(req.params.projectIdOrKey);
      if (!project) return fail(400, `No project could be found with key '${req.params.projectIdOrKey}'.`);
      const issueTypes = project.types.map((name) => ({
        id: TYPE_IDS[name],
        name,
        subtask: name === 'Subtask',
      }));
      return { status: 200, body: { issueTypes, maxResults: 50, startAt: 0, total: issueTypes.length } };
    },

    getFields: () => ({
      status: 200,
      body: [
        'summary',
        'description',
        'labels',
        'parent',
        'issuetype',
        'project',
        'attachment',
        'status',
      ].map((id) => ({
        id,
        key: id,
        name: id,
        custom: false,
      })),
    }),

    createIssue(req, site) {
      const state = jiraState(site);
      const fields = ((req.body as { fields?: Fields }).fields ?? {}) as Fields;
      const projectRef = fields.project?.key ?? fields.project?.id;
      const project =
        (projectRef && state.projects.get(projectRef)) ||
        [...state.projects.values()].find((p) => p.id === projectRef);
      if (!project) return fail(400, undefined, { project: 'valid project is required' });
      const type =
        fields.issuetype?.name ?? Object.entries(TYPE_IDS).find(([, id]) => id === fields.issuetype?.id)?.[0];
      if (!type || !project.types.includes(type)) {
        return fail(400, undefined, { issuetype: 'The issue type selected is invalid.' });
      }
      if (!('summary' in fields))
        return fail(400, undefined, { summary: 'You must specify a summary of the issue.' });
      const problem = checkFields(site, state, fields, undefined);
      if (problem) return problem;
      const number = (state.next.project.get(project.key) ?? 0) + 1;
      state.next.project.set(project.key, number);
      const id = String(state.next.issue++);
      const key = `${project.key}-${number}`;
      state.issues.set(key, {
        id,
        key,
        project: project.key,
        type,
        summary: fields.summary as string,
        description: fields.description ?? null,
        labels: (fields.labels as string[] | undefined) ?? [],
        parent: fields.parent
          ? (findIssue(state, fields.parent.key ?? fields.parent.id ?? '')?.key ?? undefined)
          : undefined,
        status: 'To Do',
        comments: [],
      });
      return { status: 201, body: { id, key, self: `${site.url}/rest/api/3/issue/${id}` } };
    },

    /**
     * Enhanced search: `project = KEY` (or `project in (A, B)`) and `key = KEY` are read from the
     * JQL; any other clause matches every issue. Newest first, `nextPageToken` while more are left.
     */
    searchAndReconsileIssuesUsingJql(req, site) {
      const state = jiraState(site);
      const jql = String(req.query.jql ?? '');
      const projects = /\bproject\s*(?:=\s*"?([A-Z][A-Z0-9_]*)"?|in\s*\(([^)]*)\))/i.exec(jql);
      const wanted = projects
        ? (projects[1] ?? projects[2]).split(',').map((p) => p.trim().replace(/"/g, '').toUpperCase())
        : undefined;
      const key = /\bkey\s*=\s*"?([A-Z][A-Z0-9_]*-\d+)"?/i.exec(jql)?.[1]?.toUpperCase();
      const issues = [...state.issues.values()]
        .filter((issue) => (!wanted || wanted.includes(issue.project)) && (!key || issue.key === key))
        .reverse();
      const maxResults = Math.min(Number(req.query.maxResults ?? 50), 100);
      const offset = req.query.nextPageToken
        ? Number(Buffer.from(String(req.query.nextPageToken), 'base64url').toString())
        : 0;
      const page = issues.slice(offset, offset + maxResults);
      const more = offset + maxResults < issues.length;
      return {
        status: 200,
        body: {
          issues: page.map((issue) => issueBean(site, state, issue, wantedFields(req.query))),
          isLast: !more,
          ...(more ? { nextPageToken: Buffer.from(String(offset + maxResults)).toString('base64url') } : {}),
        },
      };
    },

    getIssue(req, site) {
      const state = jiraState(site);
      const issue = findIssue(state, req.params.issueIdOrKey);
      if (!issue) return fail(404);
      return { status: 200, body: issueBean(site, state, issue, wantedFields(req.query)) };
    },

    editIssue(req, site) {
      const state = jiraState(site);
      const issue = findIssue(state, req.params.issueIdOrKey);
      if (!issue) return fail(404);
      const fields = ((req.body as { fields?: Fields }).fields ?? {}) as Fields;
      const problem = checkFields(site, state, fields, issue.key);
      if (problem) return problem;
      if ('summary' in fields) issue.summary = fields.summary as string;
      if ('labels' in fields) issue.labels = fields.labels as string[];
      if ('parent' in fields)
        issue.parent = fields.parent
          ? findIssue(state, fields.parent.key ?? fields.parent.id ?? '')?.key
          : undefined;
      if ('description' in fields) {
        const kept = new Set([
          ...mediaIds(fields.description),
          ...issue.comments.flatMap((c) => mediaIds(c.body)),
        ]);
        // Jira deletes the attachment whose media node a description edit removed.
        for (const id of mediaIds(issue.description)) {
          if (kept.has(id)) continue;
          for (const [attachmentId, a] of state.attachments) {
            if (a.issueKey === issue.key && a.mediaId === id) state.attachments.delete(attachmentId);
          }
        }
        issue.description = fields.description ?? null;
      }
      return { status: 204 };
    },

    getComments(req, site) {
      const issue = findIssue(jiraState(site), req.params.issueIdOrKey);
      if (!issue) return fail(404);
      const startAt = Number(req.query.startAt ?? 0);
      const maxResults = Math.min(Number(req.query.maxResults ?? 50), 100);
      const page = issue.comments.slice(startAt, startAt + maxResults);
      return {
        status: 200,
        body: {
          comments: page.map((c) => commentBean(site, issue, c)),
          startAt,
          maxResults,
          total: issue.comments.length,
        },
      };
    },

    addComment(req, site) {
      const state = jiraState(site);
      const issue = findIssue(state, req.params.issueIdOrKey);
      if (!issue) return fail(404);
      const body = (req.body as { body?: unknown }).body;
      if (!body) return fail(400, undefined, { comment: 'Comment body can not be empty!' });
      const problem = textFieldProblem(site, state, issue.key, body, 'comment');
      if (problem) return fail(problem.includes('too long') ? 413 : 400, undefined, { comment: problem });
      const comment: JiraComment = { id: String(state.next.comment++), body, created: now(), updated: now() };
      issue.comments.push(comment);
      return { status: 201, body: commentBean(site, issue, comment) };
    },

    getComment(req, site) {
      const issue = findIssue(jiraState(site), req.params.issueIdOrKey);
      const comment = issue?.comments.find((c) => c.id === req.params.id);
      if (!issue || !comment) return fail(404);
      return { status: 200, body: commentBean(site, issue, comment) };
    },

    updateComment(req, site) {
      const state = jiraState(site);
      const issue = findIssue(state, req.params.issueIdOrKey);
      const comment = issue?.comments.find((c) => c.id === req.params.id);
      if (!issue || !comment) return fail(404);
      const body = (req.body as { body?: unknown }).body;
      const problem = textFieldProblem(site, state, issue.key, body, 'comment');
      if (problem) return fail(400, undefined, { comment: problem });
      comment.body = body;
      comment.updated = now();
      return { status: 200, body: commentBean(site, issue, comment) };
    },

    addAttachment(req, site) {
      const state = jiraState(site);
      const issue = findIssue(state, req.params.issueIdOrKey);
      if (String(req.headers['x-atlassian-token'] ?? '').toLowerCase() !== 'no-check') {
        return fail(403, 'XSRF check failed');
      }
      if (!issue) return fail(404);
      const files = (req.parts ?? []).filter((p) => p.name === 'file' && p.filename !== undefined);
      // Jira stores only the parts named `file`; others are ignored (the description has no 400).
      if (files.length === 0) return { status: 200, body: [] };
      if (files.some((f) => f.bytes.length > state.maxUploadBytes)) return fail(413);
      const made = files.map((file) => {
        const attachment: JiraAttachment = {
          id: String(state.next.attachment++),
          issueKey: issue.key,
          filename: file.filename!,
          mimeType: file.contentType,
          bytes: file.bytes,
          mediaId: randomUUID(),
          created: now(),
        };
        state.attachments.set(attachment.id, attachment);
        return attachmentBean(site, attachment);
      });
      return { status: 200, body: made };
    },

    getAttachmentContent(req, site) {
      const state = jiraState(site);
      const attachment = state.attachments.get(req.params.id);
      if (!attachment) return fail(404, 'The attachment does not exist.');
      if (req.query.redirect === 'false') {
        return { status: 200, bytes: attachment.bytes, headers: { 'content-type': attachment.mimeType } };
      }
      const location = new URL(`/file/${attachment.mediaId}/binary`, site.url);
      location.searchParams.set('token', state.mediaToken);
      location.searchParams.set('client', 'fake-client');
      location.searchParams.set('name', attachment.filename);
      return { status: 303, headers: { location: location.toString() } };
    },
  },
  routes: [
    {
      method: 'GET',
      pattern: /^\/file\/(?<uuid>[0-9a-f-]{36})\/binary$/,
      reason:
        'the media store (api.media.atlassian.com) the attachment content redirects to; not in the REST description',
      credentials: 'url-token',
      handler(req, site) {
        const state = jiraState(site);
        if (req.query.token !== state.mediaToken) return { status: 401, body: { error: 'invalid token' } };
        const attachment = [...state.attachments.values()].find((a) => a.mediaId === req.params.uuid);
        if (!attachment) return { status: 404, body: { error: 'file not found' } };
        return { status: 200, bytes: attachment.bytes, headers: { 'content-type': attachment.mimeType } };
      },
    },
  ],
};

function commentBean(site: FakeSite, issue: JiraIssue, comment: JiraComment) {
  return {
    id: comment.id,
    body: comment.body,
    created: comment.created,
    updated: comment.updated,
    self: `${site.url}/rest/api/3/issue/${issue.id}/comment/${comment.id}`,
    author: { accountId: ME.accountId, displayName: ME.displayName, active: true },
  };
}
