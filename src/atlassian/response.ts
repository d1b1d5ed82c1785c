/** A site's answer to one request, as the client hands it on (answers.ts reads its errors). */
export interface ClientResponse {
  status: number;
  headers: Headers;
  /** The body's bytes, read within the timeout. */
  bytes: Uint8Array;
  /** The body as JSON (`undefined` when empty). Throws a protocol error when it is not JSON. */
  json<T = unknown>(): T;
}
