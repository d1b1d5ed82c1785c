import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { isLocalReference, readLocalFile } from '../../src/atlassian/local-files.js';
import { png } from './png.js';

const dir = mkdtempSync(join(tmpdir(), 'mdadf-local-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('readLocalFile', () => {
  it('reads an image beside the Markdown: bytes, sha256, MIME type, real pixel size', async () => {
    const bytes = png(321, 123);
    writeFileSync(join(dir, 'my shot.png'), bytes);
    const file = await readLocalFile(join(dir, 'doc.md'), 'my%20shot.png');
    expect(file).toMatchObject({ name: 'my shot.png', mimeType: 'image/png', width: 321, height: 123 });
    expect(file.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
  });

  it('a missing file is an error that says nothing was sent', async () => {
    await expect(readLocalFile(join(dir, 'doc.md'), 'gone.png')).rejects.toThrow(
      `${join(dir, 'doc.md')}: the image "gone.png" cannot be read (no such file); nothing was sent`,
    );
  });

  it('a file image-size cannot read has no size', async () => {
    writeFileSync(join(dir, 'notes.txt'), 'hello');
    expect((await readLocalFile(join(dir, 'doc.md'), 'notes.txt')).width).toBeUndefined();
  });
});

describe('isLocalReference', () => {
  it.each([
    ['a.png', true],
    ['../img/a.png', true],
    ['https://example.com/a.png', false],
    ['media:abc', false],
    ['//cdn.example/a.png', false],
    ['data:image/png;base64,AAAA', false],
  ])('%s → %s', (url, expected) => {
    expect(isLocalReference(url)).toBe(expected);
  });
});
