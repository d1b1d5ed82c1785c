import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, hasChromium, launchChromium } from './chromium.js';
import { ensureBuilt, startDistServer } from './dist-server.js';
if (!hasChromium) {
  console.warn(`tests/e2e/playground.test.ts skipped: ${CHROMIUM} is absent (apt-get install -y chromium)`);
}

const MARKDOWN = `# Shopping

<!-- adf:table layout="wide" borderColor="#ff0000" -->
| Item | Qty |
|------|----:|
| apple | 3 |

<!-- adf:heading textAlign="middle" -->
## Bad directive
`;
const BAD_LINE = 8;

describe.skipIf(!hasChromium)('playground in Chromium, against the built service', () => {
  let server: { url: string; stop(): Promise<void> };
  let browser: Browser;
  let page: Page;
  const pageProblems: string[] = [];
  const foreignRequests: string[] = [];

  beforeAll(async () => {
    ensureBuilt();
    server = await startDistServer();
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1400, height: 800 } });
    page.on('console', (message) => {
      if (message.type() === 'error') pageProblems.push(message.text());
    });
    page.on('pageerror', (error) => pageProblems.push(error.message));
    page.on('request', (request) => {
      if (!request.url().startsWith(server.url) && !request.url().startsWith('about:')) {
        foreignRequests.push(request.url());
      }
    });
    await page.goto(server.url);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('converts typed Markdown: table in the preview, ADF in the JSON tab, diagnostic with its line', async () => {
    await page.locator('#markdown').fill(MARKDOWN);

    const cell = page.frameLocator('#preview').locator('td', { hasText: 'apple' });
    await cell.waitFor();
    const headers = await page.frameLocator('#preview').locator('table th').allTextContents();
    expect(headers.map((text) => text.trim())).toEqual(['Item', 'Qty']);

    await page.locator('#tab-json').click();
    await page.locator('#json', { hasText: '"apple"' }).waitFor();
    const doc = JSON.parse((await page.locator('#json').textContent()) ?? '');
    const table = doc.content.find((node: { type: string }) => node.type === 'table');
    expect(table.attrs).toEqual({ layout: 'wide', borderColor: '#ff0000' });

    await page.locator('#tab-diagnostics').click();
    const diagnostic = page.locator('#diagnostics li.error');
    await diagnostic.waitFor();
    expect(await diagnostic.count()).toBe(1);
    expect(await diagnostic.getAttribute('data-line')).toBe(String(BAD_LINE));
    expect(await diagnostic.textContent()).toContain('invalid-attribute-value');
    expect(await page.locator('#diagnostic-count').textContent()).toBe('1');
    expect(await page.locator('#gutter .has-error').allTextContents()).toEqual([String(BAD_LINE)]);

    await diagnostic.click();
    const selection = await page.locator('#markdown').evaluate((element) => {
      const textarea = element as HTMLTextAreaElement;
      const before = textarea.value.slice(0, textarea.selectionStart);
      return {
        focused: document.activeElement === textarea,
        line: before.split('\n').length,
        selected: textarea.value.slice(textarea.selectionStart, textarea.selectionEnd),
      };
    });
    expect(selection.focused).toBe(true);
    expect(selection.line).toBe(BAD_LINE);
    expect('<!-- adf:heading textAlign="middle" -->'.endsWith(selection.selected)).toBe(true);
    expect(selection.selected.length).toBeGreaterThan(0);

    await page.locator('#tab-preview').click();
    mkdirSync('test-artifacts', { recursive: true });
    await page.screenshot({ path: 'test-artifacts/playground.png' });
  });

  it('switches profile: the atlassian ADF drops the border colour', async () => {
    await page.locator('#profile').selectOption('atlassian');
    await page.locator('#tab-json').click();
    await page.locator('#json:not(:has-text("borderColor"))').waitFor();
    const doc = JSON.parse((await page.locator('#json').textContent()) ?? '');
    expect(doc.content.find((node: { type: string }) => node.type === 'table').attrs).toEqual({
      layout: 'wide',
    });
    await page.locator('#profile').selectOption('extended');
  });

  it('loads every example without an error answer', async () => {
    const names = await page.locator('#example option[value]:not([value=""])').allTextContents();
    expect(names).toEqual(['Tables', 'Headings', 'Quotes', 'Code blocks', 'Diagnostics']);
    for (const [index, name] of names.entries()) {
      const answered = page.waitForResponse((response) => response.url().endsWith('/v1/render?standalone=1'));
      await page.locator('#example').selectOption(String(index));
      expect((await answered).status(), name).toBe(200);
    }
  });

  it('runs without console errors and without any request off the server', () => {
    expect(pageProblems).toEqual([]);
    expect(foreignRequests).toEqual([]);
  });
});
