import { describe, expect, it } from 'vitest';
import { corpusStats, loadCorpus, MAX_FILE_BYTES } from './corpus.js';

describe('loadCorpus', () => {
  const corpus = loadCorpus();

  it('finds more than 150 real Markdown files', () => {
    expect(corpus.length).toBeGreaterThan(150);
    expect(corpus.every((f) => /\.(md|markdown)$/i.test(f.path) && f.path.startsWith('node_modules/'))).toBe(
      true,
    );
  });

  it('is in relative-path order and the same on every call', () => {
    const paths = corpus.map((f) => f.path);
    expect(paths).toEqual([...paths].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(loadCorpus().map((f) => f.path)).toEqual(paths);
  });

  it('holds no duplicate paths or contents and no file over 1 MB', () => {
    expect(new Set(corpus.map((f) => f.path)).size).toBe(corpus.length);
    expect(new Set(corpus.map((f) => f.text)).size).toBe(corpus.length);
    expect(corpus.every((f) => Buffer.byteLength(f.text) <= MAX_FILE_BYTES)).toBe(true);
  });

  it('respects the caps and keeps packages represented', () => {
    const small = loadCorpus({ maxFiles: 40, maxBytes: 200_000 });
    expect(small.length).toBeLessThanOrEqual(40);
    expect(small.reduce((n, f) => n + Buffer.byteLength(f.text), 0)).toBeLessThanOrEqual(200_000);
    const packages = new Set(small.map((f) => f.path.split('/').slice(1, 3).join('/')));
    expect(packages.size).toBeGreaterThan(20);
  });

  it('reports stats that agree with what it loads', () => {
    const stats = corpusStats();
    expect(stats.selected).toBe(corpus.length);
    expect(stats.selectedBytes).toBe(corpus.reduce((n, f) => n + Buffer.byteLength(f.text), 0));
    expect(stats.available).toBe(stats.found - stats.skippedLarge - stats.duplicates);
  });
});
