import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from '../../src/atlassian/answers.js';
import { AtlassianClient, type FetchLike } from '../../src/atlassian/client.js';
import { readConfig } from '../../src/atlassian/config.js';
import { AtlassianError } from '../../src/atlassian/errors.js';

const TOKEN = 'secret-token-for-tests-1234';
const config = readConfig({
  env: {
    ATLASSIAN_SITE: 'https://acme.atlassian.net/',
    ATLASSIAN_EMAIL: 'me@example.com',
    ATLASSIAN_API_TOKEN: TOKEN,
  },
});

type Step = Response | Error | ((init: RequestInit) => Response | Promise<Response>);

/** A fetch that answers each call from the script in turn and records what it was asked. */
function scripted(...steps: Step[]) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, init });
    const step = steps.shift();
    if (step === undefined) throw new Error(`unexpected call ${init.method} ${url}`);
    if (step instanceof Error) throw step;
    if (typeof step === 'function') return step(init);
    return step;
  };
  return { fetch, calls };
}

function client(fetch: FetchLike, extra: Partial<ConstructorParameters<typeof AtlassianClient>[0]> = {}) {
  const waits: number[] = [];
  const made = new AtlassianClient({
    config,
    fetch,
    sleep: async (ms) => {
      waits.push(ms);
    },
    random: () => 0.5,
    now: () => Date.parse('2026-01-01T00:00:00Z'),
    ...extra,
  });
  return { client: made, waits };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const empty = (status: number, headers: Record<string, string> = {}) =>
  new Response(null, { status, headers });
const dropped = () => Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNRESET' } });

describe('the request', () => {
  it('sends Basic credentials, JSON and the query to the site', async () => {
    const { fetch, calls } = scripted(json(200, { ok: true }));
    const { client: c } = client(fetch);
    expect(
      await c.json({
        method: 'PUT',
        path: '/rest/api/3/issue/PROJ-1',
        query: { fields: 'a,b', skip: undefined },
        json: { x: 1 },
      }),
    ).toEqual({ ok: true });
    expect(calls[0].url).toBe('https://acme.atlassian.net/rest/api/3/issue/PROJ-1?fields=a%2Cb');
    const headers = calls[0].init.headers as Record<string, string>;
    expect(headers.Authorization).toBe(`Basic ${Buffer.from(`me@example.com:${TOKEN}`).toString('base64')}`);
    expect(headers['Content-Type']).toBe('application/json');
    expect(calls[0].init.body).toBe('{"x":1}');
    expect(calls[0].init.signal).toBeInstanceOf(AbortSignal);
    expect(c.stats).toEqual({ requests: 1, writes: 1, retries: 0, waitedMs: 0 });
  });

  it('answers a redirect as it is with redirect: manual', async () => {
    const { fetch, calls } = scripted(
      empty(303, { location: 'https://media.example/file/u/binary?token=t' }),
    );
    const { client: c } = client(fetch);
    const response = await c.request({ path: '/rest/api/3/attachment/content/1', redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('https://media.example/file/u/binary?token=t');
    expect(calls[0].init.redirect).toBe('manual');
  });

  it('never sends the credentials to another host (a media store Location)', async () => {
    const { fetch, calls } = scripted(new Response('bytes'));
    const { client: c } = client(fetch);
    await c.request({ path: 'https://api.media.example/file/u/binary?token=t' });
    expect((calls[0].init.headers as Record<string, string>).Authorization).toBeUndefined();
  });
});

describe('retries', () => {
  it('429 with Retry-After in seconds: waits that long, for a write too', async () => {
    const { fetch, calls } = scripted(empty(429, { 'retry-after': '7' }), json(201, { key: 'PROJ-1' }));
    const { client: c, waits } = client(fetch);
    expect(await c.json({ method: 'POST', path: '/rest/api/3/issue', json: {} })).toEqual({ key: 'PROJ-1' });
    expect(waits).toEqual([7000]);
    expect(calls).toHaveLength(2);
    expect(c.stats).toEqual({ requests: 2, writes: 2, retries: 1, waitedMs: 7000 });
  });

  it('429 with Retry-After as an HTTP date: waits until then', async () => {
    const { fetch } = scripted(empty(429, { 'retry-after': 'Thu, 01 Jan 2026 00:00:03 GMT' }), json(200, {}));
    const { client: c, waits } = client(fetch);
    await c.json({ path: '/rest/api/3/myself' });
    expect(waits).toEqual([3000]);
  });

  it('429 without Retry-After: exponential backoff with jitter', async () => {
    const { fetch } = scripted(empty(429), empty(429), empty(429), json(200, {}));
    const { client: c, waits } = client(fetch, { random: () => 1 - Number.EPSILON });
    await c.json({ path: '/rest/api/3/myself' });
    // ceiling 1 s, 2 s, 4 s; half of it fixed, the rest random (here all but nothing of it).
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it('the jitter spreads the wait between half and all of the ceiling', async () => {
    const { fetch } = scripted(empty(429), empty(429), json(200, {}));
    const { client: c, waits } = client(fetch, { random: () => 0 });
    await c.json({ path: '/rest/api/3/myself' });
    expect(waits).toEqual([500, 1000]);
  });

  it('gives up after the attempts with one line that says what to do', async () => {
    const { fetch, calls } = scripted(...Array.from({ length: 5 }, () => empty(429, { 'retry-after': '1' })));
    const { client: c } = client(fetch);
    const error = await c.json({ path: '/rest/api/3/myself' }).catch((e: unknown) => e);
    expect(calls).toHaveLength(5);
    expect(error).toBeInstanceOf(AtlassianError);
    expect((error as AtlassianError).kind).toBe('rate-limited');
    expect((error as AtlassianError).status).toBe(429);
    expect((error as Error).message).toBe(
      'GET /rest/api/3/myself: 429 after 5 attempts: the site keeps rate-limiting: wait a minute and retry, or push fewer files at once',
    );
  });

  it('gives up at once when Retry-After is beyond the total wait', async () => {
    const { fetch, calls } = scripted(empty(429, { 'retry-after': '3600' }));
    const { client: c, waits } = client(fetch);
    await expect(c.json({ path: '/rest/api/3/myself' })).rejects.toThrow(/429: the site keeps rate-limiting/);
    expect(calls).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('bounds the total wait', async () => {
    const { fetch, calls } = scripted(
      empty(429, { 'retry-after': '25' }),
      empty(429, { 'retry-after': '25' }),
      empty(429, { 'retry-after': '25' }),
    );
    const { client: c, waits } = client(fetch);
    await expect(c.json({ path: '/rest/api/3/myself' })).rejects.toThrow(/after 3 attempts/);
    expect(waits).toEqual([25000, 25000]);
    expect(calls).toHaveLength(3);
  });

  it.each([500, 502, 503])('%i is retried for a read', async (status) => {
    const { fetch } = scripted(json(status, { errorMessages: ['boom'] }), json(200, { ok: 1 }));
    const { client: c, waits } = client(fetch);
    expect(await c.json({ path: '/rest/api/3/issue/PROJ-1' })).toEqual({ ok: 1 });
    expect(waits).toEqual([750]);
  });

  it.each(['POST', 'PUT'] as const)(
    'a 5xx is not retried for %s: the write may have happened',
    async (method) => {
      const { fetch, calls } = scripted(json(502, {}));
      const { client: c } = client(fetch);
      await expect(c.json({ method, path: '/rest/api/3/issue/PROJ-1', json: {} })).rejects.toThrow(
        `${method} /rest/api/3/issue/PROJ-1: 502: the site failed; retry later; not retried: the write may or may not have happened, check before pushing again`,
      );
      expect(calls).toHaveLength(1);
    },
  );

  it('a dropped connection is retried for a read', async () => {
    const { fetch } = scripted(dropped(), json(200, { ok: 1 }));
    const { client: c } = client(fetch);
    expect(await c.json({ path: '/rest/api/3/myself' })).toEqual({ ok: 1 });
  });

  it('an upload whose connection dropped is never replayed', async () => {
    const { fetch, calls } = scripted(dropped());
    const { client: c } = client(fetch);
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.png');
    await expect(
      c.request({ method: 'POST', path: '/rest/api/3/issue/PROJ-1/attachments', form }),
    ).rejects.toThrow(
      'POST /rest/api/3/issue/PROJ-1/attachments: cannot reach https://acme.atlassian.net (ECONNRESET); not retried: the write may or may not have happened, check before pushing again',
    );
    expect(calls).toHaveLength(1);
  });

  it('a rate-limited upload is sent again: a 429 was not processed', async () => {
    const { fetch, calls } = scripted(empty(429, { 'retry-after': '1' }), json(200, []));
    const { client: c } = client(fetch);
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.png');
    await c.request({ method: 'POST', path: '/rest/api/3/issue/PROJ-1/attachments', form });
    expect(calls).toHaveLength(2);
    expect(calls[1].init.body).toBe(form);
  });

  it('times out every request', async () => {
    const hang: Step = (init) =>
      new Promise((_resolve, reject) =>
        init.signal!.addEventListener('abort', () => reject(init.signal!.reason)),
      );
    const { fetch, calls } = scripted(hang, hang);
    const { client: c } = client(fetch, { timeoutMs: 20, retry: { attempts: 2 } });
    await expect(c.json({ path: '/rest/api/3/myself' })).rejects.toThrow(
      'GET /rest/api/3/myself: no answer within 0 s after 2 attempts',
    );
    expect(calls).toHaveLength(2);
  });
});

describe('errors', () => {
  it.each([
    [
      401,
      'check ATLASSIAN_SITE, ATLASSIAN_EMAIL and ATLASSIAN_API_TOKEN (or ATLASSIAN_BEARER_TOKEN): the site did not accept the credentials',
    ],
    [
      403,
      'the account lacks permission for this (check the project or space permissions, and a scoped token’s scopes)',
    ],
    [404, 'not found: check the key or id, and that ATLASSIAN_SITE is the right site'],
  ])('%i says what to check, with Atlassian’s own words', async (status, advice) => {
    const { fetch } = scripted(json(status, { errorMessages: ['Nope.'], errors: { project: 'bad' } }));
    const { client: c } = client(fetch);
    const error = (await c
      .json({ path: '/rest/api/3/issue/PROJ-1', subject: 'issue PROJ-1' })
      .catch((e) => e)) as AtlassianError;
    expect(error.message).toBe(
      `GET /rest/api/3/issue/PROJ-1 (issue PROJ-1): ${status} (Nope.; project: bad): ${advice}`,
    );
    expect(error.status).toBe(status);
  });

  it('never repeats the token, even when the site echoes it', async () => {
    const basic = Buffer.from(`me@example.com:${TOKEN}`).toString('base64');
    const { fetch } = scripted(json(400, { errorMessages: [`bad header Basic ${basic}`, `token ${TOKEN}`] }));
    const { client: c } = client(fetch);
    const error = (await c.json({ path: '/x' }).catch((e) => e)) as Error;
    expect(error.message).not.toContain(TOKEN);
    expect(error.message).not.toContain(basic);
    expect(error.message).toContain('[redacted]');
  });

  it('an answer that should be JSON and is not is a protocol error', async () => {
    const { fetch } = scripted(new Response('<html>', { status: 200 }));
    const { client: c } = client(fetch);
    await expect(c.json({ path: '/rest/api/3/myself' })).rejects.toThrow(
      'GET /rest/api/3/myself: the answer (200) is not JSON',
    );
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  it.each([
    ['0', 0],
    ['120', 120_000],
    ['Thu, 01 Jan 2026 00:00:10 GMT', 10_000],
    ['Wed, 31 Dec 2025 23:00:00 GMT', 0],
    ['soon', undefined],
    ['-5', undefined],
  ])('%s → %s', (value, expected) => {
    expect(parseRetryAfter(value, now)).toBe(expected);
  });
});
