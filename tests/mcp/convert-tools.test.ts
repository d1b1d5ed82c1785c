import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN } from '../cli/helpers.js';
import { call, type McpSession, startMcp } from './harness.js';

let session: McpSession;
let work: string;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'mdadf-mcp-'));
  mkdirSync(join(work, 'docs'));
  writeFileSync(join(work, 'docs', 'note.md'), '\uFEFF# Note\n\nSee [@Jane](mention:557058:1)\n');
  writeFileSync(
    join(work, 'docs', 'shot.md'),
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  );
  writeFileSync(join(tmpdir(), 'mdadf-mcp-outside.md'), '# Outside\n');
  symlinkSync(join(tmpdir(), 'mdadf-mcp-outside.md'), join(work, 'docs', 'link.md'));
  session = await startMcp({ cwd: work });
});

afterAll(async () => {
  await session?.close();
  rmSync(work, { recursive: true, force: true });
  rmSync(join(tmpdir(), 'mdadf-mcp-outside.md'), { force: true });
});

describe('mdadf mcp without a site', () => {
  it('offers the three converter tools, each with a description and an object schema', async () => {
    const { tools } = await session.client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['markdown_to_adf', 'adf_to_markdown', 'validate_adf']);
    for (const tool of tools) {
      expect(tool.description!.length).toBeGreaterThan(150);
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.annotations?.readOnlyHint).toBe(true);
    }
    const toAdf = tools[0].inputSchema;
    expect(Object.keys(toAdf.properties ?? {})).toEqual(['markdown', 'markdown_file', 'profile']);
    expect((toAdf.properties!.profile as { enum: string[] }).enum).toEqual(['extended', 'atlassian']);
    expect(toAdf.required ?? []).toEqual([]);
    expect(tools[1].inputSchema.required).toEqual(['adf']);
  });

  it('markdown_to_adf answers the document and diagnostics with line and column', async () => {
    const answer = await call(session, 'markdown_to_adf', {
      markdown: '# Plan\n\n<!-- adf:heading textAlign="middle" -->\n## Goals\n',
    });
    expect(answer.isError).toBe(false);
    const { doc, diagnostics } = JSON.parse(answer.texts[0]);
    expect(doc.content.map((node: { type: string }) => node.type)).toEqual(['heading', 'heading']);
    expect(diagnostics).toEqual([
      '3:18: error: `textAlign="middle"` is invalid: expected one of left, center, right, justify; the attribute is dropped [invalid-attribute-value]',
    ]);
  });

  it('takes the atlassian profile unless told otherwise', async () => {
    const markdown = '<!-- adf:table borderColor="#c1c7d0" -->\n| a |\n|---|\n| 1 |\n';
    const atlassian = JSON.parse((await call(session, 'markdown_to_adf', { markdown })).texts[0]);
    const extended = JSON.parse(
      (await call(session, 'markdown_to_adf', { markdown, profile: 'extended' })).texts[0],
    );
    expect(atlassian.doc.content[0].attrs).toBeUndefined();
    expect(extended.doc.content[0].attrs).toEqual({ borderColor: '#c1c7d0' });
  });

  it('adf_to_markdown takes the document as an object or as JSON text', async () => {
    const adf = {
      type: 'doc',
      version: 1,
      content: [
        {
          type: 'panel',
          attrs: { panelType: 'info' },
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x' }] }],
        },
      ],
    };
    expect((await call(session, 'adf_to_markdown', { adf })).texts).toEqual(['> [!NOTE]\n> x\n']);
    expect((await call(session, 'adf_to_markdown', { adf: JSON.stringify(adf) })).texts).toEqual([
      '> [!NOTE]\n> x\n',
    ]);
  });

  it('adf_to_markdown writes malformed nodes as adf:node (it answered "internal error")', async () => {
    const table = { type: 'table', content: [{ type: 'tableRow', content: 'x' }] };
    const answer = await call(session, 'adf_to_markdown', {
      adf: { type: 'doc', version: 1, content: [table] },
    });
    expect(answer).toEqual({
      isError: false,
      texts: [
        `<!-- adf:node ${JSON.stringify(table)} -->\n`,
        '1:1: warning: table: a table of other than rows of cells; written as adf:node [node-as-json]\n' +
          '1:1: warning: the input is not valid atlassian ADF at /content/0/content/0/content (must be an array, not "x"); the Markdown reads back as a valid document, which differs there [invalid-adf]',
      ],
    });
    expect(session.stderr()).not.toContain('internal error');
  });

  it('validate_adf answers every error with its JSON pointer', async () => {
    const adf = {
      type: 'doc',
      version: 1,
      content: [{ type: 'heading', attrs: { level: 9 }, content: [{ type: 'text', text: 'T' }] }],
    };
    const result = JSON.parse((await call(session, 'validate_adf', { adf })).texts[0]);
    expect(result.valid).toBe(false);
    expect(result.errors[0].path).toBe('/content/0/attrs/level');
    const good = JSON.parse(
      (await call(session, 'validate_adf', { adf: { type: 'doc', version: 1, content: [] } })).texts[0],
    );
    expect(good).toEqual({ valid: true, errors: [] });
  });

  it('reads markdown_file below the working directory, and refuses one outside it', async () => {
    const inside = await call(session, 'markdown_to_adf', { markdown_file: 'docs/note.md' });
    expect(inside.isError).toBe(false);
    expect(JSON.parse(inside.texts[0]).doc.content[1].content[1].type).toBe('mention');
    for (const path of ['../mdadf-mcp-outside.md', join(tmpdir(), 'mdadf-mcp-outside.md'), 'docs/link.md']) {
      const outside = await call(session, 'markdown_to_adf', { markdown_file: path });
      expect(outside.isError).toBe(true);
      expect(outside.texts[0]).toMatch(
        /is outside the directories this server may read .*MDADF_MCP_FILE_ROOTS/,
      );
    }
    const missing = await call(session, 'markdown_to_adf', { markdown_file: 'docs/none.md' });
    expect(missing.texts).toEqual(['cannot read markdown_file "docs/none.md": no such file or directory']);
    const both = await call(session, 'markdown_to_adf', { markdown: 'x', markdown_file: 'docs/note.md' });
    expect(both).toEqual({ isError: true, texts: ['give either markdown or markdown_file, not both'] });
  });

  it('refuses a body that is not Markdown: a binary markdown_file, an ADF document as markdown', async () => {
    expect(await call(session, 'markdown_to_adf', { markdown_file: 'docs/shot.md' })).toEqual({
      isError: true,
      texts: [
        'markdown_file "docs/shot.md" is not a text file (it holds NUL bytes): Markdown is read as UTF-8 text',
      ],
    });
    expect(
      await call(session, 'markdown_to_adf', { markdown: '{"type":"doc","version":1,"content":[]}' }),
    ).toEqual({
      isError: true,
      texts: [
        'markdown is an ADF document, not Markdown: the tools take Markdown (adf_to_markdown turns ADF into it)',
      ],
    });
  });

  it('answers garbage arguments with tool errors and keeps running', async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['markdown_to_adf', { markdown: 5 }],
      ['markdown_to_adf', {}],
      ['markdown_to_adf', { markdown: 'x', profile: 'bogus' }],
      ['adf_to_markdown', { adf: '{"type": "doc", ' }],
      ['adf_to_markdown', { adf: { type: 'paragraph' } }],
      ['adf_to_markdown', { adf: [1, 2] }],
      ['validate_adf', {}],
      ['no_such_tool', {}],
    ];
    for (const [name, args] of cases) {
      const answer = await call(session, name, args);
      expect(answer.isError, `${name} ${JSON.stringify(args)}`).toBe(true);
      expect(answer.texts[0].length).toBeGreaterThan(10);
      expect(answer.texts[0]).not.toContain('\n');
    }
    expect((await call(session, 'adf_to_markdown', { adf: '{"type": "doc", ' })).texts[0]).toMatch(
      /^adf is not JSON: /,
    );
    expect((await call(session, 'markdown_to_adf', { markdown: 'still here' })).isError).toBe(false);
    expect(session.stderr()).not.toContain('internal error');
  });

  it('offers the cheat sheet and the syntax reference as resources, and the cheat sheet as a prompt', async () => {
    const { resources } = await session.client.listResources();
    expect(resources.map((r) => r.uri)).toEqual(['mdadf://cheatsheet', 'mdadf://docs/syntax.md']);
    const sheet = await session.client.readResource({ uri: 'mdadf://cheatsheet' });
    const text = (sheet.contents[0] as { text: string }).text;
    expect(text).toContain('[@Jane Doe](mention:557058:f58131cb)');
    expect(text.length).toBeLessThan(4000);
    const reference = await session.client.readResource({ uri: 'mdadf://docs/syntax.md' });
    expect((reference.contents[0] as { text: string }).text).toMatch(/^# Syntax reference\n/);
    const prompt = await session.client.getPrompt({ name: 'markdown_for_atlassian' });
    expect((prompt.messages[0].content as { text: string }).text).toBe(text);
  });
});

describe('mdadf mcp on its stdout and stderr', () => {
  it('writes only JSON-RPC messages on stdout, and its log on stderr, even after a line of garbage', () => {
    const lines = [
      {
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } },
      },
      { jsonrpc: '2.0', method: 'notifications/initialized' },
      'not json at all',
      {
        jsonrpc: '2.0',
        id: 2,
        method: 'tools/call',
        params: { name: 'markdown_to_adf', arguments: { markdown: '# x' } },
      },
    ];
    const run = spawnSync(process.execPath, [MAIN, 'mcp'], {
      input: `${lines.map((line) => (typeof line === 'string' ? line : JSON.stringify(line))).join('\n')}\n`,
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '' },
    });
    expect(run.status).toBe(0);
    const out = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(out.map((message) => message.id)).toEqual([1, 2]);
    expect(out[1].result.isError).toBeUndefined();
    expect(run.stderr).toMatch(/^mdadf mcp: ready: 3 tools/m);
    expect(run.stderr).toMatch(/^mdadf mcp: protocol: /m);
  });

  it('refuses an unknown name in MDADF_MCP_TOOLS as a usage error', () => {
    const run = spawnSync(process.execPath, [MAIN, 'mcp'], {
      input: '',
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', MDADF_MCP_TOOLS: 'markdown_to_adf,jira_get_isue' },
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(
      /^mdadf: error: MDADF_MCP_TOOLS names "jira_get_isue", which is not a tool; the tools are markdown_to_adf, /,
    );
    expect(run.stdout).toBe('');
  });

  it('offers only the tools MDADF_MCP_TOOLS names', async () => {
    const limited = await startMcp({ env: { MDADF_MCP_TOOLS: 'validate_adf' } });
    try {
      expect((await limited.client.listTools()).tools.map((tool) => tool.name)).toEqual(['validate_adf']);
      expect((await call(limited, 'markdown_to_adf', { markdown: 'x' })).isError).toBe(true);
    } finally {
      await limited.close();
    }
  });
});

describe('mdadf mcp with a half-configured site', () => {
  it('stops with one line naming what to set', () => {
    const run = spawnSync(process.execPath, [MAIN, 'mcp'], {
      input: '',
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH ?? '',
        ATLASSIAN_SITE: 'https://acme.atlassian.net',
        ATLASSIAN_EMAIL: 'me@acme.com',
      },
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^mdadf: error: ATLASSIAN_EMAIL is set but ATLASSIAN_API_TOKEN is not\n/);
    expect(run.stdout).toBe('');
  });
});
