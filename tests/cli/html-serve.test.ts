import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, makeTree, runCli, startCli } from './helpers.js';

beforeAll(ensureBuilt);

describe('mdadf html', () => {
  let tree: string;
  beforeAll(() => {
    tree = makeTree({
      'notes.md': '# 1 < 2 & 3\n\nSome **bold** text\n',
      'bad.md': '<!-- adf:heading textAlign="middle" -->\n# T\n',
    });
  });
  afterAll(() => rmSync(tree, { recursive: true, force: true }));

  it('writes a standalone page titled after the file', () => {
    const run = runCli(['html', 'notes.md'], { cwd: tree });
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout.startsWith('<!DOCTYPE html>\n<html lang="en">\n')).toBe(true);
    expect(run.stdout).toContain('<title>notes.md</title>');
    expect(run.stdout).toContain('1 &lt; 2 &amp; 3');
    expect(run.stdout).toContain('<strong>bold</strong>');
  });

  it('reads standard input', () => {
    const run = runCli(['html'], { input: 'plain *words*\n' });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('<title>Preview</title>');
    expect(run.stdout).toContain('<em>words</em>');
  });

  it('reports diagnostics and honours --strict', () => {
    const lenient = runCli(['html', 'bad.md'], { cwd: tree });
    expect(lenient.code).toBe(0);
    expect(lenient.stderr).toMatch(/^bad\.md:1:18: error: .* \[invalid-attribute-value\]\n$/);
    expect(runCli(['html', '--strict', 'bad.md'], { cwd: tree })).toMatchObject({ code: 1, stdout: '' });
  });

  it('a missing file exits 2', () => {
    expect(runCli(['html', join(tree, 'nope.md')]).code).toBe(2);
  });
});

describe('mdadf serve', () => {
  it('prints its URL, converts, and exits 0 on SIGTERM', async () => {
    const server = startCli(['serve', '--host', '127.0.0.1', '--port', '0'], /Listening on (http:\/\/\S+)\n/);
    try {
      const [, url] = await server.match;
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const response = await fetch(`${url}/v1/convert`, {
        method: 'POST',
        headers: { 'content-type': 'text/markdown' },
        body: '# Hi\n',
      });
      expect(response.status).toBe(200);
      expect((await response.json()).doc).toEqual({
        type: 'doc',
        version: 1,
        content: [{ type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Hi' }] }],
      });
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited).toBe(0);
  });

  it('a port in use: one line, exit 1', async () => {
    const first = startCli(['serve', '--port', '0'], /Listening on http:\/\/[^:]+:(\d+)\n/);
    try {
      const [, port] = await first.match;
      const run = runCli(['serve', '--port', port]);
      expect(run.code).toBe(1);
      expect(run.stderr).toBe('mdadf: error: cannot start the service: address already in use\n');
    } finally {
      first.child.kill('SIGTERM');
      await first.exited;
    }
  });

  it('on every interface without a token: the real address, and a warning', async () => {
    const server = startCli(['serve', '--host', '0.0.0.0', '--port', '0'], /Listening on (http:\/\/\S+)\n/);
    try {
      const [, url] = await server.match;
      expect(url).toMatch(/^http:\/\/0\.0\.0\.0:\d+$/);
      const port = new URL(url).port;
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
      // stderr arrives on its own pipe: wait for it rather than assume it is there already.
      for (let i = 0; i < 200 && !server.output().stderr.includes('\n'); i++) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(server.output().stderr).toBe(
        `mdadf: warning: listening on ${url} without a token: anyone who can reach this address can use the API. Set MDADF_TOKEN (or --token).\n`,
      );
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited).toBe(0);
  });

  it('MDADF_TOKEN: no warning, and the API needs the token', async () => {
    const server = startCli(
      ['serve', '--host', '0.0.0.0', '--port', '0'],
      /Listening on http:\/\/0\.0\.0\.0:(\d+)\n/,
      { MDADF_TOKEN: 'tok-123' },
    );
    try {
      const [, port] = await server.match;
      const call = (authorization?: string) =>
        fetch(`http://127.0.0.1:${port}/v1/convert`, {
          method: 'POST',
          headers: { 'content-type': 'text/markdown', ...(authorization ? { authorization } : {}) },
          body: '# a\n',
        });
      expect((await call()).status).toBe(401);
      expect((await call('Bearer tok-123')).status).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited).toBe(0);
    expect(server.output().stderr).toBe('');
  });

  it('a host that is no address: one line, exit 2', () => {
    const run = runCli(['serve', '--host', '256.1.1.1', '--port', '0']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      "mdadf: error: --host 256.1.1.1: not an IP address or a host name that resolves\nTry 'mdadf serve --help'.\n",
    );
  });
});
