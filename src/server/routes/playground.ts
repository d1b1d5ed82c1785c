import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Where the playground's static files are, relative to this module in `src/` and in `dist/` alike. */
const ASSETS = new URL('../../playground/assets/', import.meta.url);

/**
 * The library the page runs, served as `/playground/mdadf.js`: the `mdadf/browser` bundle itself,
 * which only dist/ has. From src/ (tests of the routes) the page falls back to the API.
 */
const LIBRARY_BUNDLE = new URL('../../browser/mdadf.js', import.meta.url);

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/**
 * The page runs only its own files (no CDN: it works offline): its scripts and a same-origin
 * library bundle (`script-src 'self'`, no inline script, no eval). The preview iframe is
 * sandboxed without scripts; its inline stylesheet and external images need the two
 * exceptions. No other site may frame the page.
 */
const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https: http:; frame-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

interface Asset {
  type: string;
  body: Buffer;
}

function loadAssets(): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  for (const name of readdirSync(ASSETS)) {
    const type = CONTENT_TYPES[extname(name)];
    if (type) assets.set(name, { type, body: readFileSync(new URL(name, ASSETS)) });
  }
  if (existsSync(LIBRARY_BUNDLE)) {
    assets.set('mdadf.js', { type: CONTENT_TYPES['.js']!, body: readFileSync(LIBRARY_BUNDLE) });
  }
  return assets;
}

/** `GET /` and `GET /playground/<file>`: a handful of files, read once at start-up. */
export function playgroundRoutes(app: FastifyInstance): void {
  const assets = loadAssets();
  const serve = (name: string, reply: FastifyReply) => {
    const asset = assets.get(name);
    if (!asset) return reply.callNotFound();
    return reply.headers(SECURITY_HEADERS).type(asset.type).send(asset.body);
  };
  app.get(
    '/',
    {
      schema: {
        summary: 'The browser playground',
        response: {
          200: { description: 'HTML page.', content: { 'text/html': { schema: { type: 'string' } } } },
        },
      },
    },
    async (_request, reply) => serve('index.html', reply),
  );
  app.get<{ Params: { file: string } }>(
    '/playground/:file',
    { schema: { hide: true } },
    async (request, reply) => serve(request.params.file, reply),
  );
}
