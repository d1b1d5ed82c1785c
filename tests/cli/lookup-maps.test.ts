import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, makeTree, runCli } from './helpers.js';

beforeAll(ensureBuilt);

const root = makeTree({
  'people.json': '{"Jane Doe": "557058:abc", "__proto__": "p-1"}',
  'uploads.json': '{"./d.png": {"id": "686a-1", "collection": "contentId-9"}}',
  'wrong.json': '{"Jane": ["557058:abc"]}',
  'broken.json': '{"Jane":',
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('convert --mentions FILE --images FILE', () => {
  it('turns names into mentions and image paths into media', () => {
    const run = runCli(
      [
        'convert',
        '--profile',
        'atlassian',
        '--mentions',
        join(root, 'people.json'),
        '--images',
        join(root, 'uploads.json'),
      ],
      { input: 'Hi [@Jane Doe](mention:) and [~__proto__]\n\n![d](./d.png)\n' },
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout).content).toEqual([
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'Hi ' },
          { type: 'mention', attrs: { id: '557058:abc', text: '@Jane Doe' } },
          { type: 'text', text: ' and ' },
          { type: 'mention', attrs: { id: 'p-1', text: '@__proto__' } },
        ],
      },
      {
        type: 'mediaSingle',
        attrs: { layout: 'center' },
        content: [
          { type: 'media', attrs: { type: 'file', id: '686a-1', collection: 'contentId-9', alt: 'd' } },
        ],
      },
    ]);
  });

  it('a map of the wrong shape, not JSON, or missing is a usage error (exit 2) naming the file', () => {
    const wrong = runCli(['convert', '--mentions', join(root, 'wrong.json')], { input: 'x\n' });
    expect(wrong.code).toBe(2);
    expect(wrong.stdout).toBe('');
    expect(wrong.stderr).toContain(
      `--mentions ${join(root, 'wrong.json')}: "Jane": the value must be an account id (a non-empty string) or { "id", "text"?, "accessLevel"? }`,
    );
    const broken = runCli(['convert', '--images', join(root, 'broken.json')], { input: 'x\n' });
    expect(broken.code).toBe(2);
    expect(broken.stderr).toContain(`--images ${join(root, 'broken.json')}: not JSON (`);
    const missing = runCli(['convert', '--images', join(root, 'none.json')], { input: 'x\n' });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain(`--images ${join(root, 'none.json')}: no such file or directory`);
  });
});
