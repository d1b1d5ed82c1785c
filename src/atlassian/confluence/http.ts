import type { AtlassianClient, RequestOptions } from '../client.js';
/**
 * The requests the Confluence calls make, as a small interface over the shared Atlassian
 * client: JSON in and out, one multipart upload, one binary download. Retries, rate limits,
 * timeouts, authentication and typed errors are the client's; this names what Confluence
 * publishing asks of it, so the calls stay one line each and tests can count them.
 */
export type Query = Record<string, string | number | boolean | undefined>;

export interface HttpAnswer {
  status: number;
  body: unknown;
}

export interface ConfluenceHttp {
  get(path: string, options: { query?: Query }): Promise<HttpAnswer>;
  post(path: string, options: { json: unknown; query?: Query }): Promise<HttpAnswer>;
  put(path: string, options: { json: unknown; query?: Query }): Promise<HttpAnswer>;
  /** Multipart; never replayed blindly by the client (an upload may have landed). */
  upload(
    path: string,
    options: { form: FormData; method: 'PUT' | 'POST'; headers: Record<string, string> },
  ): Promise<HttpAnswer>;
  download(path: string): Promise<Uint8Array>;
}

/** The shared client as the calls above need it. */
export function confluenceHttp(client: AtlassianClient): ConfluenceHttp {
  const json = async (options: RequestOptions): Promise<HttpAnswer> => {
    const response = await client.request(options);
    return { status: response.status, body: response.json() };
  };
  return {
    get: (path, { query }) => json({ method: 'GET', path, query }),
    post: (path, { json: body, query }) => json({ method: 'POST', path, query, json: body }),
    put: (path, { json: body, query }) => json({ method: 'PUT', path, query, json: body }),
    upload: (path, { form, method, headers }) => json({ method, path, form, headers }),
    download: async (path) =>
      (await client.request({ method: 'GET', path, headers: { Accept: '*/*' } })).bytes,
  };
}
