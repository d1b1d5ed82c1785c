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

describe('README', () => {
  it('says how to install before the package is on the registry (a clone, or npm pack; tests/package packs and installs it)', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const install = readme.slice(readme.indexOf('## Install'), readme.indexOf('The library runs everywhere'));
    expect(install).toContain('mdadf is not on the npm registry yet.');
    expect(install).toContain('npm ci ');
    expect(install).toContain('npm pack ');
    expect(install).toContain('npm install ../mdadf/mdadf-<version>.tgz');
    expect(install).toContain('Once it is published, the same is `npm install mdadf`');
  });
});
