import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adfToHtml } from '../../src/compose/html.js';
import { convert, validateAdf } from '../../src/index.js';
import { convertAdf } from '../../src/compose/reverse.js';
import type { AdfDoc } from '../../src/types.js';
import { PROBLEM_JSON, postJson, postMarkdown, testApp } from './helpers.js';

const MARKDOWN = `<!-- adf:heading id="intro" color="#ff0000" -->
# Intro

| a | b |
|---|:-:|
| 1 | 2 |

<!-- adf:codeBlock theme="dark" lineNumbers="true" -->
\`\`\`js
x();
\`\`\`
`;
const DOC: AdfDoc = convert(MARKDOWN).doc;
/** A synced block has no Markdown syntax: it travels as adf:node. */
const STATUS_DOC: AdfDoc = {
  type: 'doc',
  version: 1,
  content: [{ type: 'syncBlock', attrs: { resourceId: 'r1', localId: 's1' } }],
};

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

describe('POST /v1/to-markdown', () => {
  it('takes { doc } and answers what the library answers', async () => {
    const response = await postJson(app, '/v1/to-markdown', { doc: DOC });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual(convertAdf(DOC));
    expect(response.json().markdown).toContain('<!-- adf:heading id="intro" color="#ff0000" -->\n# Intro\n');
  });

  it('takes a bare ADF document', async () => {
    const response = await postJson(app, '/v1/to-markdown', DOC);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(convertAdf(DOC));
  });

  it('reports nodes written as adf:node', async () => {
    const response = await postJson(app, '/v1/to-markdown', { doc: STATUS_DOC });
    expect(response.json()).toEqual(convertAdf(STATUS_DOC));
    expect(response.json().diagnostics).toHaveLength(1);
    expect(response.json().markdown).toContain('<!-- adf:node {');
  });

  it('passes the read-back profile on', async () => {
    const fromBody = await postJson(app, '/v1/to-markdown', { doc: DOC, profile: 'atlassian' });
    expect(fromBody.json()).toEqual(convertAdf(DOC, { profile: 'atlassian' }));
    const fromQuery = await postJson(app, '/v1/to-markdown?profile=atlassian', DOC);
    expect(fromQuery.json()).toEqual(convertAdf(DOC, { profile: 'atlassian' }));
    expect(convertAdf(DOC, { profile: 'atlassian' })).not.toEqual(convertAdf(DOC));
  });

  it('writes a document holding malformed nodes as the library does (it answered 500), and refuses one that is no document', async () => {
    // The row's content is a string: the writer threw a TypeError, which the service answered 500.
    const table = { type: 'table', content: [{ type: 'tableRow', content: 'x' }] };
    const doc = { type: 'doc', version: 1, content: [table] };
    const response = await postJson(app, '/v1/to-markdown', { doc });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(convertAdf(doc as unknown as AdfDoc));
    expect(response.json().markdown).toBe(`<!-- adf:node ${JSON.stringify(table)} -->\n`);
    expect(response.json().diagnostics.map((d: { code: string }) => d.code)).toEqual([
      'node-as-json',
      'invalid-adf',
    ]);
    const notADocument = await postJson(app, '/v1/to-markdown', {
      doc: { type: 'doc', version: 1, content: 'x' },
    });
    expect(notADocument.statusCode).toBe(400);
    expect(notADocument.headers['content-type']).toBe(PROBLEM_JSON);
  });

  it('400 when the body is neither { doc } nor a document', async () => {
    const response = await postJson(app, '/v1/to-markdown', { document: DOC });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe(PROBLEM_JSON);
    expect(response.json()).toEqual({
      type: 'urn:mdadf:problem:invalid-request',
      title: 'The request does not match the operation schema',
      status: 400,
      detail:
        "body must have required property 'doc', body must have required property 'type', body must match a schema in anyOf",
    });
  });
});

describe('POST /v1/validate', () => {
  it('says valid for a converted document, in both profiles', async () => {
    for (const profile of ['extended', 'atlassian'] as const) {
      const doc = convert(MARKDOWN, { profile }).doc;
      const response = await postJson(app, '/v1/validate', { doc, profile });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ valid: true, errors: [] });
    }
  });

  it('lists the errors of an invalid document exactly as the library does', async () => {
    const doc = { type: 'doc', version: 1, content: [{ type: 'heading', attrs: { level: 9 }, content: [] }] };
    const response = await postJson(app, '/v1/validate', { doc, profile: 'atlassian' });
    expect(response.statusCode).toBe(200);
    const expected = validateAdf(doc, { profile: 'atlassian' });
    expect(expected.valid).toBe(false);
    expect(response.json()).toEqual(expected);
  });

  it('answers valid: false, not 400, for any JSON that is not a document', async () => {
    const response = await postJson(app, '/v1/validate', { doc: 'hello' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(validateAdf('hello'));
  });

  it('400 without a doc, as /v1/to-markdown', async () => {
    const response = await postJson(app, '/v1/validate', { profile: 'extended' });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(
      "body must have required property 'doc', body must have required property 'type', body must match a schema in anyOf",
    );
  });
});

describe('POST /v1/render', () => {
  it('renders Markdown to an HTML fragment', async () => {
    const response = await postMarkdown(app, '/v1/render', MARKDOWN);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe(adfToHtml(DOC));
    expect(response.body).toContain('<table');
  });

  it('renders { markdown } and { doc } alike', async () => {
    const fromMarkdown = await postJson(app, '/v1/render', { markdown: MARKDOWN });
    const fromDoc = await postJson(app, '/v1/render', { doc: DOC });
    expect(fromMarkdown.body).toBe(adfToHtml(DOC));
    expect(fromDoc.body).toBe(adfToHtml(DOC));
  });

  it('renders a whole page with ?standalone=1', async () => {
    const response = await postMarkdown(app, '/v1/render?standalone=1', MARKDOWN);
    expect(response.body).toBe(adfToHtml(DOC, { standalone: true }));
    expect(response.body.startsWith('<!DOCTYPE html>')).toBe(true);
  });

  it('uses the profile for Markdown input', async () => {
    const response = await postJson(app, '/v1/render', { markdown: MARKDOWN, profile: 'atlassian' });
    expect(response.body).toBe(adfToHtml(convert(MARKDOWN, { profile: 'atlassian' }).doc));
  });

  it('400 for a JSON body with neither markdown nor doc', async () => {
    const response = await postJson(app, '/v1/render', { text: '# a' });
    expect(response.statusCode).toBe(400);
    expect(response.json().type).toBe('urn:mdadf:problem:invalid-request');
  });
});

describe('GET endpoints', () => {
  it('/healthz', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('/ serves the playground page with a strict content security policy', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.body).toContain('<textarea id="markdown"');
    expect(response.body).toContain('<script type="module" src="/playground/playground.js"></script>');
  });

  it('/playground/<file> serves the page scripts and styles, and nothing else', async () => {
    const script = await app.inject({ method: 'GET', url: '/playground/playground.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const style = await app.inject({ method: 'GET', url: '/playground/playground.css' });
    expect(style.headers['content-type']).toBe('text/css; charset=utf-8');
    const missing = await app.inject({ method: 'GET', url: '/playground/..%2Fpackage.json' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toBe(PROBLEM_JSON);
  });
});
