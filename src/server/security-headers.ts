import type { FastifyInstance } from 'fastify';

/**
 * Headers every answer carries. HTML answers (the rendered previews of `/v1/render`, error
 * pages of a proxy aside) get a Content-Security-Policy that allows no script at all: a
 * preview shows user content, and if a browser ever opened one directly, nothing in it runs.
 * A route that serves its own page (the playground) sets its own, stricter-than-nothing policy.
 */
export const DOCUMENT_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src https: http: data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', DOCUMENT_CSP);
    }
    return payload;
  });
}
