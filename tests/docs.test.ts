import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { constructsPage } from '../scripts/constructs-page.js';
import { CONSTRUCTS_HEADER, diagnosticsPage, directivesPage } from '../scripts/gen-docs.js';

describe('generated reference pages match the registry', () => {
  it('docs/directives.md is up to date (run `npm run docs`)', () => {
    expect(readFileSync(new URL('../docs/directives.md', import.meta.url), 'utf8')).toBe(directivesPage());
  });

  it('docs/diagnostics.md is up to date (run `npm run docs`)', () => {
    expect(readFileSync(new URL('../docs/diagnostics.md', import.meta.url), 'utf8')).toBe(diagnosticsPage());
  });

  it('docs/constructs.md is up to date (run `npm run docs`)', () => {
    expect(readFileSync(new URL('../docs/constructs.md', import.meta.url), 'utf8')).toBe(
      constructsPage(CONSTRUCTS_HEADER),
    );
  });
});
