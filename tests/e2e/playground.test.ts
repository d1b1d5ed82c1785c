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
  const apiRequests: string[] = [];

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
      if (request.url().includes('/v1/')) apiRequests.push(request.url());
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
    // Visible without opening the tab, the output kept (lenient mode repairs).
    expect(await page.locator('#error-message').textContent()).toBe(
      '1 error diagnostic(s): the output is repaired; Strict would refuse this input.',
    );
    expect(await page.locator('#error-details li').allTextContents()).toEqual([
      expect.stringMatching(/^line 8:\d+: .*\[invalid-attribute-value\]$/),
    ]);
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

  it('converts in the page: typing sends no request to the service', async () => {
    await page.locator('#markdown').fill('Plain *text*');
    await page.locator('#json', { hasText: '"em"' }).waitFor();
    expect(await page.locator('#status').textContent()).toMatch(/^converted in the browser in \d+ ms$/);
    expect(apiRequests).toEqual([]);
  });

  it('loads every example; the chosen one stays shown', async () => {
    const names = await page.locator('#example option').allTextContents();
    expect(names).toEqual([
      'Tables',
      'Headings',
      'Quotes',
      'Code blocks',
      'Panels',
      'Mentions, status and dates',
      'Expand',
      'Diagnostics',
    ]);
    const shows: Record<string, string[]> = {
      Panels: ['"panelType": "warning"', '"panelType": "custom"'],
      'Mentions, status and dates': ['"type": "mention"', '"type": "status"', '"type": "date"'],
      Expand: ['"type": "expand"', '"type": "nestedExpand"'],
    };
    for (const [index, name] of names.entries()) {
      await page.locator('#example').selectOption(String(index));
      const example = await page.locator('#markdown').inputValue();
      await page.locator('#json', { hasText: '"type": "doc"' }).waitFor();
      for (const text of shows[name] ?? []) await page.locator('#json', { hasText: text }).waitFor();
      expect(await page.locator('#example').inputValue(), name).toBe(String(index));
      expect(await page.locator('#error').isHidden(), name).toBe(name !== 'Diagnostics');
      expect(example.length, name).toBeGreaterThan(0);
    }
    expect(apiRequests).toEqual([]);
  });

  it('strict mode: an error clears the preview and the JSON and is shown above the panes', async () => {
    await page.locator('#markdown').fill(MARKDOWN);
    await page.locator('#json', { hasText: '"apple"' }).waitFor();
    await page.locator('#strict').check();
    await page.locator('#error.failed').waitFor();
    expect(await page.locator('#error-message').textContent()).toBe(
      'Strict mode: 1 error diagnostic(s), no output.',
    );
    expect(await page.locator('#error-details li').allTextContents()).toEqual([
      expect.stringMatching(/^line 8:\d+: .*\[invalid-attribute-value\]$/),
    ]);
    expect(await page.locator('#json').textContent()).toBe('');
    expect(await page.locator('#preview').getAttribute('srcdoc')).toBe('');
    expect(await page.locator('#copy-json').isDisabled()).toBe(true);
    await page.locator('#strict').uncheck();
    await page.locator('#json', { hasText: '"apple"' }).waitFor();
    expect(await page.locator('#error').getAttribute('class')).toBe('error-banner');
    expect(await page.locator('#copy-json').isEnabled()).toBe(true);
  });

  it('ADF → Markdown mode: the ADF becomes Markdown; invalid JSON is an error, not a stale result', async () => {
    await page.locator('#mode').selectOption('adf');
    expect(await page.locator('#tab-json-label').textContent()).toBe('Markdown');
    expect(await page.locator('#copy-json').textContent()).toBe('Copy Markdown');
    // The ADF output of Markdown mode came over as the input.
    expect(JSON.parse(await page.locator('#markdown').inputValue()).type).toBe('doc');
    const panel = {
      type: 'doc',
      version: 1,
      content: [
        {
          type: 'panel',
          attrs: { panelType: 'warning' },
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Careful' }] }],
        },
      ],
    };
    await page.locator('#markdown').fill(JSON.stringify(panel));
    await page.locator('#json', { hasText: 'Careful' }).waitFor();
    expect(await page.locator('#json').textContent()).toBe('> [!WARNING]\n> Careful\n');
    await page.frameLocator('#preview').locator('text=Careful').waitFor({ state: 'attached' });

    await page.locator('#markdown').fill('{ "type": ');
    await page.locator('#error').waitFor();
    expect(await page.locator('#error-message').textContent()).toMatch(/^The input is not JSON: /);
    expect(await page.locator('#json').textContent()).toBe('');
    expect(await page.locator('#copy-json').isDisabled()).toBe(true);
    await page.locator('#mode').selectOption('markdown');
  });

  it('Tab indents the editor (Shift+Tab outdents; after Escape, Tab leaves it)', async () => {
    const editor = page.locator('#markdown');
    await editor.fill('- a\n- b');
    await editor.focus();
    await editor.evaluate((element) => (element as HTMLTextAreaElement).select());
    await page.keyboard.press('Tab');
    expect(await editor.inputValue()).toBe('  - a\n  - b');
    await page.keyboard.press('Shift+Tab');
    expect(await editor.inputValue()).toBe('- a\n- b');
    await editor.evaluate((element) => (element as HTMLTextAreaElement).setSelectionRange(3, 3));
    await page.keyboard.press('Tab');
    expect(await editor.inputValue()).toBe('- a  \n- b');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).not.toBe('markdown');
  });

  it('keeps the input, mode, profile and strict switch over a reload', async () => {
    await page.locator('#profile').selectOption('atlassian');
    await page.locator('#markdown').fill('Kept over a *reload*');
    await page.locator('#json', { hasText: 'reload' }).waitFor();
    await page.reload();
    await page.locator('#json', { hasText: 'reload' }).waitFor({ state: 'attached' });
    expect(await page.locator('#markdown').inputValue()).toBe('Kept over a *reload*');
    expect(await page.locator('#profile').inputValue()).toBe('atlassian');
    expect(await page.locator('#mode').inputValue()).toBe('markdown');
    await page.locator('#profile').selectOption('extended');
  });

  it('runs without console errors and without any request off the server', () => {
    expect(pageProblems).toEqual([]);
    expect(foreignRequests).toEqual([]);
    expect(apiRequests).toEqual([]);
  });

  it('without the library bundle it uses the service; a 413 clears the stale output', async () => {
    const fallback = await browser.newPage();
    await fallback.route('**/playground/mdadf.js', (route) => route.abort());
    await fallback.goto(server.url);
    await fallback.locator('#json', { hasText: '"type": "doc"' }).waitFor({ state: 'attached' });
    expect(await fallback.locator('#status').textContent()).toMatch(/^converted by the service in \d+ ms$/);
    // Over the service's 5 MiB body limit.
    await fallback.locator('#markdown').fill('x'.repeat(5.5 * 2 ** 20));
    await fallback.locator('#error').waitFor();
    expect(await fallback.locator('#error-message').textContent()).toMatch(/^413 /);
    expect(await fallback.locator('#json').textContent()).toBe('');
    expect(await fallback.locator('#preview').getAttribute('srcdoc')).toBe('');
    expect(await fallback.locator('#copy-json').isDisabled()).toBe(true);
    await fallback.close();
  });
});
