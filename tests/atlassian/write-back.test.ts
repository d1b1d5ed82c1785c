import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withFrontMatterEntry, writeFileAtomic, yamlScalar } from '../../src/atlassian/write-back.js';

describe('withFrontMatterEntry', () => {
  it.each([
    ['no front matter', '# Title\n', '---\nkey: PROJ-1\n---\n# Title\n'],
    ['front matter', '---\nproject: PROJ\n---\nText\n', '---\nkey: PROJ-1\nproject: PROJ\n---\nText\n'],
    [
      'an empty key filled',
      '---\nproject: PROJ\nkey:\n---\nText\n',
      '---\nproject: PROJ\nkey: PROJ-1\n---\nText\n',
    ],
    [
      'CRLF kept',
      '---\r\nproject: PROJ\r\n---\r\nText\r\n',
      '---\r\nkey: PROJ-1\r\nproject: PROJ\r\n---\r\nText\r\n',
    ],
    ['a BOM kept', '\uFEFF# T\n', '\uFEFF---\nkey: PROJ-1\n---\n# T\n'],
    ['a rule pair is not front matter', '---\n---\nText\n', '---\nkey: PROJ-1\n---\n---\n---\nText\n'],
  ])('%s', (_name, text, expected) => {
    expect(withFrontMatterEntry(text, 'key', 'PROJ-1')).toBe(expected);
  });
});

describe('yamlScalar', () => {
  it.each([
    ['PROJ-1', 'PROJ-1'],
    ['10000', '"10000"'],
    ['true', '"true"'],
    ['a: b', '"a: b"'],
    ['Release notes', 'Release notes'],
    ["it's #1", '"it\'s #1"'],
  ])('%s → %s', (value, expected) => {
    expect(yamlScalar(value)).toBe(expected);
  });
});

describe('writeFileAtomic', () => {
  it('replaces the file whole, keeps its mode, leaves no temporary file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mdadf-atomic-'));
    try {
      const file = join(dir, 'a.md');
      writeFileSync(file, 'old');
      chmodSync(file, 0o640);
      await writeFileAtomic(file, 'new');
      expect(readFileSync(file, 'utf8')).toBe('new');
      expect(statSync(file).mode & 0o777).toBe(0o640);
      expect(readdirSync(dir)).toEqual(['a.md']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
