/**
 * A local Atlassian site for tests and offline trials, strict like the real one: every request
 * is matched and validated against Atlassian's OpenAPI descriptions (openapi-backend) and
 * answered 400 when it does not fit, every answer is validated against the same descriptions
 * (a mismatch is recorded as a violation and fails the test that made it), and every ADF body
 * is validated with ajv against the official ADF schema of @atlaskit/adf-schema. Faults
 * (429 with or without Retry-After, 4xx, 5xx, slow answers, dropped connections) are injected
 * per request, and every request is logged so tests count requests and writes.
 *
 * The core knows no product: Jira (jira.ts) and Confluence mount route modules on it.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { Ajv, type ValidateFunction } from 'ajv';
import { OpenAPIBackend, type Operation } from 'openapi-backend';

const DESCRIPTIONS = new URL('../../../shared/data/atlassian-openapi/', import.meta.url);

/** The two APIs the site serves, each under its root. */
export const APIS = {
  jira: { file: 'jira-platform-v3.subset.json', root: '/' },
  confluence: { file: 'confluence-v2.subset.json', root: '/wiki/api/v2' },
} as const;
export type ApiName = keyof typeof APIS;

export const DEMO_CREDENTIALS = {
  email: 'demo@example.com',
  token: 'demo-api-token-0123456789',
  bearer: 'demo-bearer-token-0123456789',
} as const;

/**
 * The cloud id of the fake site. Its API also answers below `/ex/jira/FAKE_CLOUD_ID` and
 * `/ex/confluence/FAKE_CLOUD_ID`, as Atlassian's gateway (`https://api.atlassian.com/ex/…`)
 * answers for a scoped token, while the site's own address (what the API names as its base)
 * stays the root.
 */
export const FAKE_CLOUD_ID = '11111111-2222-4333-8444-555555555555';
const GATEWAY = /^\/ex\/(?<product>jira|confluence)\/(?<cloudId>[^/]+)(?=\/)/;

export interface FakeRequest {
  method: string;
  /** The path without the query. */
  path: string;
  query: Record<string, string | string[]>;
  headers: IncomingMessage['headers'];
  /** Path parameters of the matched operation or route. */
  params: Record<string, string>;
  /** JSON bodies parsed; multipart bodies as their parts; else undefined. */
  body: unknown;
  /** The multipart parts, for uploads. */
  parts?: FakePart[];
  raw: Buffer;
  operationId?: string;
}

export interface FakePart {
  name: string;
  filename?: string;
  contentType: string;
  bytes: Buffer;
}

export interface FakeAnswer {
  status: number;
  /** JSON (validated against the description), or bytes sent as they are. */
  body?: unknown;
  bytes?: Buffer;
  headers?: Record<string, string>;
}

export type Handler = (request: FakeRequest, site: FakeSite) => FakeAnswer | Promise<FakeAnswer>;

/**
 * What a product brings to the site: handlers for operations of its description, by
 * operationId, and routes the descriptions do not have (a v1 upload, the media store's binary
 * download), which are not validated and say why in `reason`.
 */
export interface RouteModule {
  name: string;
  api: ApiName;
  operations: Record<string, Handler>;
  routes?: FakeRoute[];
  /**
   * Statuses an operation answers that its description omits but Atlassian documents (the
   * README beside the descriptions: a stale page version is 409), by operationId.
   */
  documentedStatuses?: Record<string, readonly number[]>;
}

/**
 * A route outside the descriptions. It takes the site's credentials like every operation, unless
 * it is a host of its own that authorises by a token in its URL (`credentials: 'url-token'`:
 * the media store a redirect names, which never sees the site's credentials).
 */
export interface FakeRoute {
  method: string;
  pattern: RegExp;
  reason: string;
  credentials?: 'site' | 'url-token';
  handler: Handler;
}

export type Fault =
  | { kind: 'status'; status: number; retryAfter?: string; body?: unknown }
  | { kind: 'slow'; delayMs: number }
  | { kind: 'drop' };

export interface FaultRule {
  fault: Fault;
  /** Which requests it hits: a method and/or a path pattern; all when absent. */
  method?: string;
  path?: RegExp;
  /** How many matching requests it hits (1 by default; Infinity for every one). */
  times?: number;
}

export interface LogEntry {
  method: string;
  path: string;
  status: number;
  operationId?: string;
  /** POST, PUT, DELETE. */
  write: boolean;
  /** Reached through the gateway prefix (`/ex/jira/CLOUD_ID/…`); `path` is the path below it. */
  gateway?: 'jira' | 'confluence';
  fault?: Fault['kind'];
}

export interface FakeSite {
  readonly url: string;
  readonly log: LogEntry[];
  /** Answers that did not match the description, and ADF the site would have stored invalid. */
  readonly violations: string[];
  /** The site's own state, per module (jira.ts keeps issues here). */
  readonly state: Map<string, unknown>;
  inject(rule: FaultRule): void;
  clearFaults(): void;
  /** Requests (and writes) logged since the last reset. */
  counts(): { requests: number; writes: number };
  resetLog(): void;
  /** The errors of an ADF document against the official schema (empty when valid). */
  adfErrors(doc: unknown): string[];
  close(): Promise<void>;
}

export interface SiteOptions {
  modules: RouteModule[];
  port?: number;
  credentials?: { email: string; token: string; bearer: string };
  /** Called for each violation as it happens (the runnable entry prints them). */
  onViolation?: (message: string) => void;
}

let adfValidator: ValidateFunction | undefined;
function officialAdf(): ValidateFunction {
  if (!adfValidator) {
    const schema = structuredClone(
      createRequire(import.meta.url)('@atlaskit/adf-schema/dist/json-schema/v1/full.json'),
    ) as Record<string, unknown>;
    // Declared draft-04, which ajv 8 has no meta-schema for; the keywords ADF uses mean the
    // same in draft-07 (as src/schema/build/compile-validator.ts explains).
    delete schema.$schema;
    adfValidator = new Ajv({ strict: false }).compile(schema);
  }
  return adfValidator;
}

const backends = new Map<ApiName, Promise<OpenAPIBackend>>();
function backend(name: ApiName): Promise<OpenAPIBackend> {
  let ready = backends.get(name);
  if (!ready) {
    const { file, root } = APIS[name];
    const definition = ambiguityResolved(JSON.parse(readFileSync(new URL(file, DESCRIPTIONS), 'utf8')));
    const api = new OpenAPIBackend({
      definition,
      apiRoot: root,
      validate: true,
      strict: false,
      quick: true,
      ajvOpts: { strict: false, validateFormats: false },
    });
    ready = api.init();
    backends.set(name, ready);
  }
  return ready;
}

/**
 * Confluence's page bodies are `oneOf` two object schemas with no required property
 * (`PageBodyWrite`, `PageNestedBodyWrite`): every object matches both, so a literal `oneOf`
 * refuses every body the real site takes. Such a `oneOf` is read as the `anyOf` it means.
 */
function ambiguityResolved<T>(definition: T): T {
  const pending: unknown[] = [definition];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (!node || typeof node !== 'object') continue;
    const record = node as Record<string, unknown>;
    if (
      Array.isArray(record.oneOf) &&
      record.oneOf.every((branch) => !(branch as { required?: unknown })?.required)
    ) {
      record.anyOf = record.oneOf;
      delete record.oneOf;
    }
    pending.push(...Object.values(record));
  }
  return definition;
}

export async function startSite(options: SiteOptions): Promise<FakeSite> {
  const apis = new Map<ApiName, OpenAPIBackend>();
  // Both descriptions, whichever modules are mounted: a request for the other product is still
  // matched and validated (and answered 501 when no module serves it).
  for (const name of Object.keys(APIS) as ApiName[]) apis.set(name, await backend(name));
  // Compiled now, not on the first ADF body: a client's timeout must not pay for it.
  officialAdf();
  const credentials = options.credentials ?? DEMO_CREDENTIALS;
  const accepted = new Set([
    `Basic ${Buffer.from(`${credentials.email}:${credentials.token}`).toString('base64')}`,
    `Bearer ${credentials.bearer}`,
  ]);
  const handlers = new Map<string, { api: ApiName; handler: Handler }>();
  for (const module of options.modules) {
    for (const [operationId, handler] of Object.entries(module.operations)) {
      handlers.set(`${module.api}:${operationId}`, { api: module.api, handler });
    }
  }
  const routes = options.modules.flatMap((m) => m.routes ?? []);
  const documented = new Map(
    options.modules.flatMap((m) =>
      Object.entries(m.documentedStatuses ?? {}).map(
        ([id, statuses]) => [`${m.api}:${id}`, statuses] as const,
      ),
    ),
  );
  const rules: Array<FaultRule & { left: number }> = [];
  const log: LogEntry[] = [];
  const violations: string[] = [];
  const violation = (message: string) => {
    violations.push(message);
    options.onViolation?.(message);
  };

  const site: FakeSite = {
    url: '',
    log,
    violations,
    state: new Map(),
    inject: (rule) => rules.push({ ...rule, left: rule.times ?? 1 }),
    clearFaults: () => {
      rules.length = 0;
    },
    counts: () => ({ requests: log.length, writes: log.filter((e) => e.write).length }),
    resetLog: () => {
      log.length = 0;
    },
    adfErrors(doc) {
      const validate = officialAdf();
      if (validate(doc)) return [];
      return (validate.errors ?? []).slice(0, 3).map((e) => `${e.instancePath || '/'} ${e.message}`);
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const takeFault = (method: string, path: string): Fault | undefined => {
    const index = rules.findIndex(
      (r) => r.left > 0 && (!r.method || r.method === method) && (!r.path || r.path.test(path)),
    );
    if (index < 0) return undefined;
    const rule = rules[index];
    rule.left--;
    if (rule.left <= 0) rules.splice(index, 1);
    return rule.fault;
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://fake');
    const method = (req.method ?? 'GET').toUpperCase();
    const gateway = GATEWAY.exec(url.pathname)?.groups;
    if (gateway) url.pathname = url.pathname.slice(`/ex/${gateway.product}/${gateway.cloudId}`.length);
    const entry: LogEntry = {
      method,
      path: url.pathname,
      status: 0,
      write: method !== 'GET' && method !== 'HEAD',
      ...(gateway ? { gateway: gateway.product as 'jira' | 'confluence' } : {}),
    };
    log.push(entry);
    const send = (answer: FakeAnswer) => {
      entry.status = answer.status;
      const headers: Record<string, string> = { ...answer.headers };
      let payload: Buffer | undefined = answer.bytes;
      if (payload === undefined && answer.body !== undefined) {
        payload = Buffer.from(JSON.stringify(answer.body));
        headers['content-type'] ??= 'application/json;charset=UTF-8';
      }
      res.writeHead(answer.status, headers);
      res.end(payload);
    };

    if (gateway && gateway.cloudId !== FAKE_CLOUD_ID) {
      send({ status: 404, body: errorBody(404, `no site with the cloud id ${gateway.cloudId}`) });
      return;
    }
    // Jira's API through the Confluence prefix, or the other way round, is not there.
    if (gateway && (gateway.product === 'confluence') !== url.pathname.startsWith('/wiki/')) {
      send({ status: 404, body: errorBody(404, `no such resource below /ex/${gateway.product}`) });
      return;
    }

    const fault = takeFault(method, url.pathname);
    if (fault) {
      entry.fault = fault.kind;
      if (fault.kind === 'drop') {
        entry.status = -1;
        req.socket.destroy();
        return;
      }
      if (fault.kind === 'slow') await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
      else {
        const headers: Record<string, string> = {};
        if (fault.retryAfter !== undefined) headers['retry-after'] = fault.retryAfter;
        if (fault.status === 429) headers['x-ratelimit-remaining'] = '0';
        send({ status: fault.status, headers, body: fault.body ?? errorBody(fault.status) });
        return;
      }
      if (res.destroyed) return;
    }

    const query = Object.fromEntries(
      [...new Set(url.searchParams.keys())].map((key) => {
        const values = url.searchParams.getAll(key);
        return [key, values.length === 1 ? values[0] : values];
      }),
    );
    const request: FakeRequest = {
      method,
      path: url.pathname,
      query,
      headers: req.headers,
      params: {},
      body: undefined,
      raw,
    };

    const unauthenticated = !accepted.has(String(req.headers.authorization ?? ''));
    const route = routes.find((r) => r.method === method && r.pattern.test(url.pathname));
    if (route) {
      if (unauthenticated && route.credentials !== 'url-token') {
        send({ status: 401, body: errorBody(401) });
        return;
      }
      request.params = url.pathname.match(route.pattern)?.groups ?? {};
      send(await route.handler(request, site));
      return;
    }

    let found: { api: ApiName; operation: Operation } | undefined;
    for (const [name, api] of apis) {
      const operation = api.router.matchOperation({ method, path: url.pathname, headers: {}, query });
      if (operation) {
        found = { api: name, operation };
        break;
      }
    }
    if (!found) {
      send({
        status: 404,
        body: { errorMessages: [`no such resource: ${method} ${url.pathname}`], errors: {} },
      });
      return;
    }
    const { api: apiName, operation } = found;
    const api = apis.get(apiName)!;
    entry.operationId = operation.operationId;
    request.operationId = operation.operationId;

    if (unauthenticated) {
      send({ status: 401, body: errorBody(401) });
      return;
    }

    const contentType = String(req.headers['content-type'] ?? '');
    try {
      if (contentType.startsWith('multipart/form-data')) {
        request.parts = await readParts(raw, contentType);
        request.body = request.parts.map((p) => ({
          name: p.name,
          originalFilename: p.filename,
          contentType: p.contentType,
          size: p.bytes.length,
        }));
      } else if (raw.length > 0) request.body = JSON.parse(raw.toString('utf8'));
    } catch (error) {
      send({
        status: 400,
        body: { errorMessages: [`the body cannot be read: ${(error as Error).message}`], errors: {} },
      });
      return;
    }

    const validation = api.validateRequest(
      {
        method,
        path: url.pathname,
        query,
        headers: req.headers as Record<string, string | string[]>,
        body: request.body,
      },
      operation,
    );
    if (!validation.valid) {
      const problems = (validation.errors ?? [])
        .slice(0, 5)
        .map((e) => `${e.instancePath || '/'} ${e.message}`);
      send({
        status: 400,
        body: {
          errorMessages: [`request does not match ${operation.operationId}: ${problems.join('; ')}`],
          errors: {},
        },
      });
      return;
    }
    request.params = (api.router.parseRequest({ method, path: url.pathname, headers: {}, query }, operation)
      .params ?? {}) as Record<string, string>;

    const registered = handlers.get(`${apiName}:${operation.operationId}`);
    if (!registered) {
      send({
        status: 501,
        body: {
          errorMessages: [`${operation.operationId} is described but the fake does not serve it`],
          errors: {},
        },
      });
      return;
    }
    const answer = await registered.handler(request, site);
    if (!documented.get(`${apiName}:${operation.operationId}`)?.includes(answer.status))
      checkAnswer(api, operation, answer);
    send(answer);
  }

  function checkAnswer(api: OpenAPIBackend, operation: Operation, answer: FakeAnswer): void {
    const where = `${operation.operationId} → ${answer.status}`;
    if (!operation.responses?.[String(answer.status)] && !operation.responses?.default) {
      violation(`${where}: the description has no such status`);
      return;
    }
    if (answer.body === undefined) return;
    const result = api.validateResponse(answer.body, operation, answer.status);
    if (!result.valid) {
      const problems = (result.errors ?? []).slice(0, 3).map((e) => `${e.instancePath || '/'} ${e.message}`);
      violation(`${where}: the answer does not match the description: ${problems.join('; ')}`);
    }
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      violation(`the fake failed on ${req.method} ${req.url}: ${(error as Error).stack ?? String(error)}`);
      if (!res.headersSent) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify(errorBody(500)));
      } else res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  (site as { url: string }).url = `http://127.0.0.1:${port}`;
  return site;
}

/** Atlassian's error body: `errorMessages` and `errors`. */
export function errorBody(
  status: number,
  message?: string,
): { errorMessages: string[]; errors: Record<string, string> } {
  const words: Record<number, string> = {
    400: 'Bad request.',
    401: 'You are not authenticated. Authentication required to perform this operation.',
    403: 'You do not have permission to do this.',
    404: 'Issue does not exist or you do not have permission to see it.',
    413: 'The request entity is too large.',
    429: 'Rate limit exceeded.',
    500: 'Internal server error.',
    502: 'Bad gateway.',
    503: 'Service unavailable.',
  };
  return { errorMessages: [message ?? words[status] ?? `Error ${status}.`], errors: {} };
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** A multipart body read by the platform's own parser (undici's FormData), not by hand. */
async function readParts(raw: Buffer, contentType: string): Promise<FakePart[]> {
  const form = await new Response(new Uint8Array(raw), {
    headers: { 'content-type': contentType },
  }).formData();
  const parts: FakePart[] = [];
  const entries: Array<[string, FormDataEntryValue]> = [];
  form.forEach((value, name) => {
    entries.push([name, value]);
  });
  for (const [name, value] of entries) {
    if (typeof value === 'string') parts.push({ name, contentType: 'text/plain', bytes: Buffer.from(value) });
    else
      parts.push({
        name,
        filename: (value as File).name,
        contentType: value.type || 'application/octet-stream',
        bytes: Buffer.from(await value.arrayBuffer()),
      });
  }
  return parts;
}
