import type { FastifyInstance, FastifyRequest } from 'fastify';
import { exceedsJsonDepth, MAX_JSON_DEPTH } from './json-depth.js';
import { ProblemError } from './problems.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Size of the request body in bytes; chooses the worker lane. */
    inputBytes: number;
  }
  interface FastifyContextConfig {
    /** Media types the operation accepts; any other gets 400 before the body is read. */
    consumes?: readonly string[];
  }
}

export const MARKDOWN_TYPES = ['text/markdown', 'text/plain'] as const;
export const JSON_TYPE = 'application/json';

/** The media type without parameters, lower-cased: `Text/Markdown; charset=utf-8` -> `text/markdown`. */
export function mediaType(header: string | undefined): string | undefined {
  const type = header?.split(';', 1)[0].trim().toLowerCase();
  return type ? type : undefined;
}

/** The `charset` parameter, lower-cased and unquoted, or undefined: `text/markdown; charset="UTF-8"` -> `utf-8`. */
export function charset(header: string | undefined): string | undefined {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(header ?? '');
  return match?.[1].toLowerCase();
}

/** What bodies are read as; US-ASCII is a part of it. Another charset would be read wrong without a word. */
const READ_CHARSETS = new Set(['utf-8', 'utf8', 'us-ascii']);

function decode(request: FastifyRequest, body: Buffer): string {
  request.inputBytes = body.length;
  return body.toString('utf8');
}

function parseJson(text: string): unknown {
  if (exceedsJsonDepth(text, MAX_JSON_DEPTH)) {
    throw new ProblemError('too-deep', `JSON nesting exceeds ${MAX_JSON_DEPTH} levels.`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ProblemError('invalid-json', (error as Error).message);
  }
}

/** Replaces Fastify's parsers: JSON gets the depth bound first, Markdown arrives as a string. */
export function registerBodyParsers(app: FastifyInstance): void {
  app.decorateRequest('inputBytes', 0);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(JSON_TYPE, { parseAs: 'buffer' }, (request, body, done) => {
    try {
      done(null, parseJson(decode(request, body as Buffer)));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  app.addContentTypeParser([...MARKDOWN_TYPES], { parseAs: 'buffer' }, (request, body, done) => {
    done(null, decode(request, body as Buffer));
  });
  app.addHook('preParsing', async (request) => {
    const consumes = request.routeOptions.config.consumes;
    if (!consumes) return;
    const type = mediaType(request.headers['content-type']);
    if (type === undefined || !consumes.includes(type)) {
      throw new ProblemError(
        'unsupported-content-type',
        `${type === undefined ? 'No Content-Type' : `Content-Type ${type}`} given; this operation accepts ${consumes.join(', ')}.`,
      );
    }
    const declared = charset(request.headers['content-type']);
    if (declared !== undefined && !READ_CHARSETS.has(declared)) {
      throw new ProblemError(
        'unsupported-content-type',
        `charset ${declared} given; bodies are read as UTF-8: send the text as UTF-8 (or without a charset).`,
      );
    }
  });
}
