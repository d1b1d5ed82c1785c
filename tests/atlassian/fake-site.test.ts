import { readFileSync } from 'node:fs';
import { OpenAPIBackend } from 'openapi-backend';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AtlassianClient } from '../../src/atlassian/client.js';
import { readConfig } from '../../src/atlassian/config.js';
import { demoEnv, type FakeSite, startFakeAtlassian } from '../fake-atlassian/index.js';
import { confluenceState, spaceOf } from '../fake-atlassian/confluence.js';
import { jiraRoutes, jiraState } from '../fake-atlassian/jira.js';
import { APIS, DEMO_CREDENTIALS, type RouteModule, startSite } from '../fake-atlassian/server.js';

const doc = (...content: unknown[]) => ({ type: 'doc', version: 1, content });
const para = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });

let site: FakeSite;
let client: AtlassianClient;
const waits: number[] = [];

beforeAll(async () => {
  site = await startFakeAtlassian();
  client = new AtlassianClient({
    config: readConfig({ env: demoEnv(site) }),
    sleep: async (ms) => {
      waits.push(ms);
    },
    random: () => 0.5,
    timeoutMs: 5_000,
  });
});
afterAll(() => site.close());
afterEach(() => {
  const violations = site.violations.splice(0);
  expect(violations).toEqual([]);
  site.clearFaults();
  site.resetLog();
  waits.length = 0;
});

const AUTH = {
  authorization: `Basic ${Buffer.from(`${DEMO_CREDENTIALS.email}:${DEMO_CREDENTIALS.token}`).toString('base64')}`,
};
const raw = (method: string, path: string, body?: string, headers: Record<string, string> = {}) =>
  fetch(`${site.url}${path}`, {
    method,
    body,
    headers: {
      ...AUTH,
      'content-type': 'application/json',
      ...headers,
    },
  });

const create = (fields: Record<string, unknown> = {}) =>
  client.json<{ key: string }>({
    method: 'POST',
    path: '/rest/api/3/issue',
    json: { fields: { project: { key: 'PROJ' }, issuetype: { name: 'Task' }, summary: 'S', ...fields } },
  });

describe('the descriptions', () => {
  it.each(Object.keys(APIS) as Array<keyof typeof APIS>)('%s is a valid OpenAPI document', async (name) => {
    const definition = JSON.parse(
      readFileSync(
        new URL(`../../../shared/data/atlassian-openapi/${APIS[name].file}`, import.meta.url),
        'utf8',
      ),
    );
    const api = new OpenAPIBackend({
      definition,
      quick: false,
      ajvOpts: { strict: false, validateFormats: false },
    });
    await expect(api.init()).resolves.toBe(api);
  });
});

describe('strict like the real site', () => {
  it('answers 401 to wrong credentials', async () => {
    const response = await fetch(`${site.url}/rest/api/3/myself`, {
      headers: { authorization: 'Basic eDp5' },
    });
    expect(response.status).toBe(401);
  });

  it("answers 401 on Confluence's v1 routes too; only the media store takes its own token", async () => {
    const page = spaceOf(site, 'DOCS').homepageId;
    const upload = `/wiki/rest/api/content/${page}/child/attachment`;
    const form = () => {
      const body = new FormData();
      body.append('file', new Blob([new Uint8Array([1, 2, 3])]), 'x.bin');
      return body;
    };
    const v1 = [
      ['PUT', upload, form],
      ['POST', upload, form],
      [
        'POST',
        `/wiki/rest/api/content/${page}/label`,
        () => JSON.stringify([{ prefix: 'global', name: 'x' }]),
      ],
    ] as const;
    for (const authorization of [undefined, 'Basic eDp5']) {
      for (const [method, path, body] of v1) {
        const response = await fetch(`${site.url}${path}`, {
          method,
          body: body(),
          headers: { 'x-atlassian-token': 'nocheck', ...(authorization ? { authorization } : {}) },
        });
        expect([method, path, response.status]).toEqual([method, path, 401]);
      }
    }
    const stored = confluenceState(site).pages.get(page)!;
    expect([stored.attachments, stored.labels]).toEqual([[], []]);
    // With the credentials the same upload is stored, and its download needs them as well.
    const made = await fetch(`${site.url}${upload}`, {
      method: 'PUT',
      body: form(),
      headers: { ...AUTH, 'x-atlassian-token': 'nocheck' },
    });
    expect(made.status).toBe(200);
    const download = `${site.url}/wiki/download/attachments/${page}/x.bin`;
    expect((await fetch(download)).status).toBe(401);
    const bytes = await (await fetch(download, { headers: AUTH })).arrayBuffer();
    expect(new Uint8Array(bytes)).toEqual(new Uint8Array([1, 2, 3]));
    stored.attachments.length = 0;
  });

  it.each([
    [
      'GET',
      '/rest/api/3/issue/PROJ-1/comment?maxResults=ten',
      undefined,
      'request does not match getComments: /query/maxResults must be integer',
    ],
    ['POST', '/rest/api/3/issue', '[]', 'request does not match createIssue: /requestBody must be object'],
    [
      'POST',
      '/rest/api/3/issue',
      '{"fields":"x"}',
      'request does not match createIssue: /requestBody/fields must be object',
    ],
    ['POST', '/rest/api/3/issue', '{"fields":', 'the body cannot be read'],
  ])(
    'answers 400 to a request the description does not allow: %s %s %s',
    async (method, path, body, message) => {
      const response = await raw(method, path, body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { errorMessages: string[] }).errorMessages[0]).toContain(message);
    },
  );

  it('answers 400 to invalid ADF, checked against the official schema', async () => {
    const error = await create({
      description: doc({ type: 'paragraph', content: [{ type: 'text', text: '' }] }),
    }).catch((e: Error) => e);
    expect(String(error)).toMatch(/400 .*description is not valid ADF/);
  });

  it('answers 400 to a text field over 32,767 characters', async () => {
    const error = await create({ description: doc(para('x'.repeat(33_000))) }).catch((e: Error) => e);
    expect(String(error)).toMatch(/It exceeds the allowed limit of 32,767 characters/);
  });

  it('records an answer that does not match the description as a violation', async () => {
    const broken: RouteModule = {
      name: 'broken',
      api: 'jira',
      operations: {
        getCurrentUser: () => ({ status: 200, body: { accountId: 7 } }),
        getServerInfo: () => ({ status: 201, body: {} }),
      },
    };
    const other = await startSite({ modules: [broken] });
    try {
      await raw('GET', '/rest/api/3/myself').then(() => undefined);
      await fetch(`${other.url}/rest/api/3/myself`, {
        headers: { authorization: `Bearer ${DEMO_CREDENTIALS.bearer}` },
      });
      await fetch(`${other.url}/rest/api/3/serverInfo`, {
        headers: { authorization: `Bearer ${DEMO_CREDENTIALS.bearer}` },
      });
      expect(other.violations).toEqual([
        'getCurrentUser → 200: the answer does not match the description: /accountId must be string',
        'getServerInfo → 201: the description has no such status',
      ]);
    } finally {
      await other.close();
    }
  });

  it('an upload needs X-Atlassian-Token: no-check and the part file', async () => {
    const { key } = await create();
    const form = () => {
      const f = new FormData();
      f.append('file', new Blob([Buffer.from('abc')], { type: 'text/plain' }), 'a.txt');
      return f;
    };
    const path = `/rest/api/3/issue/${key}/attachments`;
    await expect(client.request({ method: 'POST', path, form: form() })).rejects.toThrow(
      /403 \(XSRF check failed\)/,
    );
    const wrong = new FormData();
    wrong.append('upload', new Blob(['abc']), 'a.txt');
    await expect(
      client.json({ method: 'POST', path, form: wrong, headers: { 'X-Atlassian-Token': 'no-check' } }),
    ).resolves.toEqual([]);
    const [attachment] = await client.json<Array<{ id: string; filename: string; size: number }>>({
      method: 'POST',
      path,
      form: form(),
      headers: { 'X-Atlassian-Token': 'no-check' },
    });
    expect(attachment).toMatchObject({ filename: 'a.txt', size: 3 });

    // The content answers 303 to the media store; the UUID there is the media id.
    const redirect = await client.request({
      path: `/rest/api/3/attachment/content/${attachment.id}`,
      redirect: 'manual',
    });
    expect(redirect.status).toBe(303);
    const location = redirect.headers.get('location')!;
    const uuid = /\/file\/([0-9a-f-]{36})\/binary\?/.exec(location)?.[1];
    expect(uuid).toBe([...jiraState(site).attachments.values()].find((a) => a.id === attachment.id)?.mediaId);
    const bytes = await client.request({ path: location });
    expect(Buffer.from(bytes.bytes).toString()).toBe('abc');
    expect((await fetch(location.replace(/token=[^&]+/, 'token=wrong'))).status).toBe(401);
  });

  it('an edit that removes a media node deletes its attachment, as Jira does', async () => {
    const { key } = await create();
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('png')], { type: 'image/png' }), 'p.png');
    const [attachment] = await client.json<Array<{ id: string }>>({
      method: 'POST',
      path: `/rest/api/3/issue/${key}/attachments`,
      form,
      headers: { 'X-Atlassian-Token': 'no-check' },
    });
    const mediaId = [...jiraState(site).attachments.values()].find((a) => a.id === attachment.id)!.mediaId;
    const media = {
      type: 'media',
      attrs: { type: 'file', id: mediaId, collection: '', width: 10, height: 10 },
    };
    const withImage = doc({ type: 'mediaSingle', attrs: { layout: 'center' }, content: [media] });
    await client.request({
      method: 'PUT',
      path: `/rest/api/3/issue/${key}`,
      json: { fields: { description: withImage } },
    });
    const unsized = doc({
      type: 'mediaSingle',
      attrs: { layout: 'center' },
      content: [{ ...media, attrs: { type: 'file', id: mediaId, collection: '' } }],
    });
    await expect(
      client.request({
        method: 'PUT',
        path: `/rest/api/3/issue/${key}`,
        json: { fields: { description: unsized } },
      }),
    ).rejects.toThrow(/needs width and height/);
    expect(jiraState(site).attachments.has(attachment.id)).toBe(true);
    await client.request({
      method: 'PUT',
      path: `/rest/api/3/issue/${key}`,
      json: { fields: { description: doc(para('gone')) } },
    });
    expect(jiraState(site).attachments.has(attachment.id)).toBe(false);
  });

  it('counts requests and writes', async () => {
    await create();
    await client.json({ path: '/rest/api/3/myself' });
    expect(site.counts()).toEqual({ requests: 2, writes: 1 });
    expect(site.log.map((e) => [e.method, e.operationId, e.status])).toEqual([
      ['POST', 'createIssue', 201],
      ['GET', 'getCurrentUser', 200],
    ]);
  });
});

describe('faults, through the client', () => {
  it('429 with seconds, with a date and without Retry-After: waited out, then answered', async () => {
    site.inject({ fault: { kind: 'status', status: 429, retryAfter: '3' } });
    site.inject({
      fault: { kind: 'status', status: 429, retryAfter: new Date(Date.now() + 30_000).toUTCString() },
    });
    site.inject({ fault: { kind: 'status', status: 429 } });
    await create();
    expect(waits).toHaveLength(3);
    expect(waits[0]).toBe(3000);
    expect(waits[1]).toBeGreaterThan(20_000);
    expect(waits[2]).toBe(3000);
    expect(site.log.map((e) => e.status)).toEqual([429, 429, 429, 201]);
  });

  it.each([
    [401, /401 .*check ATLASSIAN_SITE, ATLASSIAN_EMAIL and ATLASSIAN_API_TOKEN/],
    [403, /403 .*lacks permission/],
    [404, /404 .*check the key or id/],
    [413, /413 .*too large/],
  ])('%i becomes one line that says what to check', async (status, message) => {
    site.inject({ fault: { kind: 'status', status } });
    await expect(client.json({ path: '/rest/api/3/myself' })).rejects.toThrow(message);
    expect(site.counts().requests).toBe(1);
  });

  it.each([500, 502, 503])('%i: a read is retried, a write is not', async (status) => {
    site.inject({ fault: { kind: 'status', status } });
    await expect(client.json({ path: '/rest/api/3/myself' })).resolves.toMatchObject({
      displayName: 'Demo User',
    });
    site.inject({ fault: { kind: 'status', status } });
    await expect(create()).rejects.toThrow(new RegExp(`${status} .*not retried`));
    expect(site.log.map((e) => e.status)).toEqual([status, 200, status]);
  });

  it('a slow answer times out; a read is tried again', async () => {
    site.inject({ fault: { kind: 'slow', delayMs: 6_000 } });
    await expect(client.json({ path: '/rest/api/3/myself' })).resolves.toMatchObject({
      displayName: 'Demo User',
    });
    expect(site.log.map((e) => e.fault)).toEqual(['slow', undefined]);
  });

  it('a dropped connection: a read is tried again, an upload is not', async () => {
    site.inject({ fault: { kind: 'drop' } });
    await expect(client.json({ path: '/rest/api/3/myself' })).resolves.toMatchObject({
      displayName: 'Demo User',
    });
    const { key } = await create();
    site.inject({ fault: { kind: 'drop' }, method: 'POST', path: /attachments$/ });
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.txt');
    await expect(
      client.request({
        method: 'POST',
        path: `/rest/api/3/issue/${key}/attachments`,
        form,
        headers: { 'X-Atlassian-Token': 'no-check' },
      }),
    ).rejects.toThrow(/cannot reach .*not retried/);
    expect(site.log.filter((e) => e.path.endsWith('attachments'))).toHaveLength(1);
  });
});

describe('a module of its own', () => {
  it('mounts operations and routes on the core', async () => {
    expect(jiraRoutes.routes?.[0].reason).toMatch(/media store/);
  });
});
