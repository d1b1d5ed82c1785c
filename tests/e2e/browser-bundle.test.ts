import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adfToMarkdown, markdownToAdf } from '../../src/index.js';
import { bundleForBrowser } from '../../scripts/browser-bundle.js';
import { hasChromium, launchChromium } from './chromium.js';
import { ensureBuilt } from './dist-server.js';

/**
 * The library as a browser project gets it: `import ... from 'mdadf'` bundled by esbuild for
 * the browser (through the package's `exports`, so no `node:` module may be on the way), then
 * run in headless Chromium, on a page and in a module Web Worker (the environment of edge
 * runtimes: no DOM, no Node). The results must equal Node's.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const MARKDOWN = `---
title: Plan
---
# Plan :rocket:

> [!WARNING]
> Careful.

| a | b |
|---|---|
| [@Jane](mention:123) | <!-- adf:status color="green" -->DONE |

- [x] done
`;

const ENTRY = `import { markdownToAdf, adfToMarkdown } from 'mdadf';
const run = (markdown) => { const doc = markdownToAdf(markdown); return { doc, markdown: adfToMarkdown(doc) }; };
if (typeof document === 'undefined') self.onmessage = (event) => self.postMessage(run(event.data));
else globalThis.mdadfRun = run;
`;

let bundled: string;

beforeAll(async () => {
  ensureBuilt();
  bundled = new TextDecoder().decode(await bundleForBrowser(ENTRY, ROOT, { mdadf: ROOT }));
});

describe('bundled for the browser with esbuild', () => {
  it('holds no Node built-in module', () => {
    expect(bundled).not.toMatch(/\bfrom\s*"node:|require\("node:|import\("node:/);
  });

  it('holds no validator: converting does not need them (ajv messages are their mark)', () => {
    expect(bundled).not.toContain('must NOT have additional properties');
  });
});

describe.skipIf(!hasChromium)('the browser bundle in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  const expected = () => {
    const doc = markdownToAdf(MARKDOWN);
    return { doc, markdown: adfToMarkdown(doc) };
  };

  /** A page of a made-up origin, served by Playwright: a worker needs a real origin. */
  async function openPage() {
    const page = await browser.newPage();
    await page.route('http://mdadf.test/**', (route) => {
      const isScript = route.request().url().endsWith('/mdadf.js');
      return route.fulfill({
        contentType: isScript ? 'text/javascript' : 'text/html',
        body: isScript ? bundled : '<!doctype html><title>mdadf</title>',
      });
    });
    await page.goto('http://mdadf.test/');
    return page;
  }

  it('converts on a page exactly as Node does', async () => {
    const page = await openPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.addScriptTag({ url: '/mdadf.js', type: 'module' });
    await page.waitForFunction(() => 'mdadfRun' in globalThis);
    const result = await page.evaluate(
      (markdown) => (globalThis as unknown as { mdadfRun(m: string): unknown }).mdadfRun(markdown),
      MARKDOWN,
    );
    expect(result).toEqual(expected());
    expect(problems).toEqual([]);
    await page.close();
  });

  it('converts in a module Web Worker (no DOM, as in an edge runtime)', async () => {
    const page = await openPage();
    const result = await page.evaluate(
      (markdown) =>
        new Promise((resolve, reject) => {
          const worker = new Worker('/mdadf.js', { type: 'module' });
          worker.onmessage = (event) => resolve(event.data);
          worker.onerror = (event) => reject(new Error(event.message));
          worker.postMessage(markdown);
        }),
      MARKDOWN,
    );
    expect(result).toEqual(expected());
    await page.close();
  });
});
