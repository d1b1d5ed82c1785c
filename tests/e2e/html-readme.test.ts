import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import markdownIt from 'markdown-it';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium } from './chromium.js';
import { ensureBuilt } from './dist-server.js';

/**
 * `mdadf html` of a README that mixes HTML into Markdown (a centred logo atop the title, a row of
 * badges, an HTML table with spans, a `<picture>`), in Chromium beside the same README as a GFM
 * renderer shows it (markdown-it with HTML on, as GitHub renders before sanitizing): the same
 * headings, the same pictures, the same table grid, compared by structure, not pixels. A
 * screenshot of each page is left in test-artifacts/.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const README = join(ROOT, 'tests', 'fixtures', 'html', 'readme.md');
const ARTIFACTS = join(ROOT, 'test-artifacts');

interface Structure {
  headings: string[];
  images: string[];
  /** Each table's grid: per row, each column's cell text (a spanning cell fills every column it covers). */
  grids: string[][][];
  centred: string[];
}

/** What a reader sees of the page's structure, read from the rendered DOM. */
function structureOf(page: Page): Promise<Structure> {
  return page.evaluate(() => {
    const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    const grids = Array.from(document.querySelectorAll('table')).map((table) => {
      const grid: string[][] = [];
      Array.from(table.rows).forEach((row, r) => {
        grid[r] ??= [];
        let column = 0;
        for (const cell of Array.from(row.cells)) {
          while (grid[r][column] !== undefined) column++;
          for (let y = r; y < r + cell.rowSpan; y++) {
            grid[y] ??= [];
            for (let x = column; x < column + cell.colSpan; x++) grid[y][x] = text(cell);
          }
          column += cell.colSpan;
        }
      });
      return grid;
    });
    const centred = Array.from(document.querySelectorAll('h1, h2, p, figure'))
      .filter((element) => getComputedStyle(element).textAlign === 'center' || element.tagName === 'FIGURE')
      .map(text)
      .filter((words) => words !== '');
    return {
      headings: Array.from(document.querySelectorAll('h1, h2, h3')).map(text),
      images: Array.from(document.querySelectorAll('img')).map((img) => img.getAttribute('src') ?? ''),
      grids,
      centred,
    };
  });
}

let browser: Browser;
let ours: Structure;
let github: Structure;

beforeAll(async () => {
  if (!hasChromium) return;
  ensureBuilt();
  const html = execFileSync(process.execPath, [join(ROOT, 'dist', 'cli', 'main.js'), 'html', README], {
    encoding: 'utf8',
  });
  const gfm = `<!DOCTYPE html><meta charset="utf-8"><body>${markdownIt({ html: true }).render(readFileSync(README, 'utf8'))}`;
  browser = await launchChromium();
  mkdirSync(ARTIFACTS, { recursive: true });
  const read = async (content: string, name: string) => {
    const page = await browser.newPage({ viewport: { width: 900, height: 1200 } });
    // The images' hosts are not reachable here: each stays an element the structure counts.
    await page.route('**/*', (route) => route.abort());
    await page.setContent(content, { waitUntil: 'domcontentloaded' });
    await page.screenshot({ path: join(ARTIFACTS, `html-readme-${name}.png`), fullPage: true });
    const structure = await structureOf(page);
    await page.close();
    return structure;
  };
  ours = await read(html, 'mdadf');
  github = await read(gfm, 'gfm');
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe.skipIf(!hasChromium)('mdadf html of a README with HTML in it, in Chromium', () => {
  it('has the headings GitHub shows, the logo atop the title and no literal tag', () => {
    expect(ours.headings).toEqual(github.headings);
    expect(ours.headings).toEqual(['Acme', 'Platforms', 'Diagram']);
  });

  it('shows the logo and the picture as images, the badges as their linked alt text', () => {
    expect(ours.images).toEqual(['https://example.test/logo.png', 'https://example.test/diagram-light.png']);
    expect(github.images).toEqual(expect.arrayContaining(ours.images));
    expect(ours.centred).toEqual(expect.arrayContaining(['Acme', 'build npm version coverage']));
  });

  it('lays the HTML table out on the grid GitHub shows', () => {
    expect(ours.grids).toEqual(github.grids);
    expect(ours.grids).toEqual([
      [
        ['Runtime', 'Support', 'Support'],
        ['Runtime', 'ESM', 'CJS'],
        ['Node', 'yes', 'yes'],
        ['Deno', 'ESM only', 'ESM only'],
      ],
    ]);
  });
});
