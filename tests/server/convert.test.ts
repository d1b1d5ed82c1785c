import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convert } from '../../src/index.js';
import { PROBLEM_JSON, postJson, postMarkdown, testApp } from './helpers.js';

const TABLE = `<!-- adf:table layout="wide" borderColor="#ff0000" -->
| a | b |
|:-:|--:|
| <!-- adf:tableCell backgroundColor="#00ff00" --> 1 | **2** |
`;
const BAD_DIRECTIVE = '<!-- adf:heading textAlign="middle" -->\n# Title\n';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

describe('POST /v1/convert', () => {
  it('converts a text/markdown body', async () => {
    const response = await postMarkdown(app, '/v1/convert', '# Hello *world*\n');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({
      doc: {
        type: 'doc',
        version: 1,
        content: [
          {
            type: 'heading',
            attrs: { level: 1 },
            content: [
              { type: 'text', text: 'Hello ' },
              { type: 'text', text: 'world', marks: [{ type: 'em' }] },
            ],
          },
        ],
      },
      diagnostics: [],
    });
  });

  it('answers exactly what the library answers, for both profiles', async () => {
    for (const profile of ['extended', 'atlassian'] as const) {
      const response = await postJson(app, '/v1/convert', { markdown: TABLE, profile });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(convert(TABLE, { profile }));
    }
    expect(convert(TABLE, { profile: 'extended' })).not.toEqual(convert(TABLE, { profile: 'atlassian' }));
  });

  it('takes the profile from the query string for a Markdown body', async () => {
    const response = await postMarkdown(app, '/v1/convert?profile=atlassian', TABLE);
    expect(response.json()).toEqual(convert(TABLE, { profile: 'atlassian' }));
  });

  it('reports error diagnostics with 200 when not strict', async () => {
    const response = await postJson(app, '/v1/convert', { markdown: BAD_DIRECTIVE });
    expect(response.statusCode).toBe(200);
    expect(response.json().diagnostics).toEqual(convert(BAD_DIRECTIVE).diagnostics);
    expect(response.json().diagnostics[0]).toMatchObject({ severity: 'error', line: 1 });
  });

  it('answers 422 problem+json in strict mode when there is an error diagnostic', async () => {
    const expected = {
      type: 'urn:mdadf:problem:conversion-failed',
      title: 'The document has errors and strict mode is on',
      status: 422,
      detail: '1 error diagnostic(s) in strict mode.',
      diagnostics: convert(BAD_DIRECTIVE).diagnostics,
    };
    const fromJson = await postJson(app, '/v1/convert', { markdown: BAD_DIRECTIVE, strict: true });
    expect(fromJson.statusCode).toBe(422);
    expect(fromJson.headers['content-type']).toBe(PROBLEM_JSON);
    expect(fromJson.json()).toEqual(expected);
    const fromQuery = await postMarkdown(app, '/v1/convert?strict=true', BAD_DIRECTIVE);
    expect(fromQuery.statusCode).toBe(422);
    expect(fromQuery.json()).toEqual(expected);
  });

  it('a JSON body takes the options it leaves out from the query, and its own over the query', async () => {
    const strict = await postJson(app, '/v1/convert?strict=1', { markdown: BAD_DIRECTIVE });
    expect(strict.statusCode).toBe(422);
    const lenient = await postJson(app, '/v1/convert?strict=1', { markdown: BAD_DIRECTIVE, strict: false });
    expect(lenient.statusCode).toBe(200);
    const atlassian = await postJson(app, '/v1/convert?profile=atlassian', { markdown: TABLE });
    expect(atlassian.json()).toEqual(convert(TABLE, { profile: 'atlassian' }));
    const extended = await postJson(app, '/v1/convert?profile=atlassian', {
      markdown: TABLE,
      profile: 'extended',
    });
    expect(extended.json()).toEqual(convert(TABLE, { profile: 'extended' }));
  });

  it('a byte order mark before the Markdown is not content', async () => {
    const response = await postMarkdown(app, '/v1/convert', '\uFEFF# Title\n');
    expect(response.json().doc.content[0]).toMatchObject({ type: 'heading', attrs: { level: 1 } });
  });

  it('answers 200 in strict mode when there are only warnings', async () => {
    const markdown = '<!-- just a comment -->\n\ntext\n';
    expect(convert(markdown).diagnostics.map((d) => d.severity)).toEqual(['warning']);
    const response = await postJson(app, '/v1/convert', { markdown, strict: true });
    expect(response.statusCode).toBe(200);
  });
});

describe('POST /v1/convert with mentions and images maps', () => {
  it('uses them where resolveMention and resolveImage would be asked', async () => {
    const response = await postJson(app, '/v1/convert', {
      markdown: 'Hi [@Jane](mention:)\n\n![d](./d.png)\n',
      profile: 'atlassian',
      mentions: { Jane: '557058:abc' },
      images: { './d.png': 'https://cdn.example/d.png' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().doc.content).toEqual([
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'Hi ' },
          { type: 'mention', attrs: { id: '557058:abc', text: '@Jane' } },
        ],
      },
      {
        type: 'mediaSingle',
        attrs: { layout: 'center' },
        content: [{ type: 'media', attrs: { type: 'external', url: 'https://cdn.example/d.png', alt: 'd' } }],
      },
    ]);
    expect(response.json().diagnostics).toEqual([]);
  });

  it('a map of the wrong shape is a 400 problem naming the entry', async () => {
    const response = await postJson(app, '/v1/convert', { markdown: 'x', images: { 'a.png': 7 } });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe(PROBLEM_JSON);
    expect(response.json().detail).toBe(
      'images: "a.png": the value must be a media file id or an absolute URL (a non-empty string), { "id", "collection"? } or { "url" }',
    );
    const list = await postJson(app, '/v1/convert', { markdown: 'x', mentions: ['Jane'] });
    expect(list.statusCode).toBe(400);
  });
});
