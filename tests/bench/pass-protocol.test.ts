import { describe, expect, it } from 'vitest';
import { parseChildMessage, parseParentMessage, passSchedule } from '../../bench/pass-protocol.js';

describe('passSchedule', () => {
  it('runs warm-up passes first, every workload in each pass, and rotates the converters by pass', () => {
    const order = passSchedule(['a', 'b', 'c'], ['corpus', 'docs'], 1, 2).map(
      ({ pass, workload, converter }) => `${pass} ${workload} ${converter}`,
    );
    expect(order).toEqual([
      '-1 corpus a',
      '-1 corpus b',
      '-1 corpus c',
      '-1 docs a',
      '-1 docs b',
      '-1 docs c',
      '0 corpus b',
      '0 corpus c',
      '0 corpus a',
      '0 docs b',
      '0 docs c',
      '0 docs a',
      '1 corpus c',
      '1 corpus a',
      '1 corpus b',
      '1 docs c',
      '1 docs a',
      '1 docs b',
    ]);
  });

  it('gives each converter the first slot equally often over as many passes as there are converters', () => {
    const firsts = passSchedule(['a', 'b', 'c', 'd'], ['w'], 3, 8)
      .filter((entry, i, all) => entry.pass >= 0 && (i === 0 || all[i - 1].pass !== entry.pass))
      .map((entry) => entry.converter);
    expect(firsts).toEqual(['d', 'a', 'b', 'c', 'd', 'a', 'b', 'c']);
  });

  it('is empty without converters or workloads', () => {
    expect(passSchedule([], ['w'], 3, 7)).toEqual([]);
    expect(passSchedule(['a'], [], 3, 7)).toEqual([]);
  });
});

describe('parseChildMessage', () => {
  const result = { ms: 12.5, failures: 1, firstError: 'x.md: boom', gcMs: 2, cpuMs: 11, gcCount: 3 };

  it('accepts every message a converter process sends', () => {
    expect(parseChildMessage({ type: 'ready' })).toEqual({ type: 'ready' });
    expect(parseChildMessage({ type: 'load-error', error: 'not built' })).toEqual({
      type: 'load-error',
      error: 'not built',
    });
    expect(parseChildMessage({ type: 'error', error: 'ENOENT' })).toEqual({ type: 'error', error: 'ENOENT' });
    expect(parseChildMessage({ type: 'pass', result })).toEqual({ type: 'pass', result });
    expect(parseChildMessage({ type: 'per-document', result: { ms: 3, failures: 0 } })).toEqual({
      type: 'per-document',
      result: { ms: 3, failures: 0 },
    });
    expect(parseChildMessage({ type: 'scaling', ms: [1, 2.5, 4] })).toEqual({
      type: 'scaling',
      ms: [1, 2.5, 4],
    });
  });

  it('rejects anything else', () => {
    for (const message of [
      undefined,
      null,
      'ready',
      [],
      { type: 'hello' },
      { type: 'load-error' },
      { type: 'pass', result: { ms: 1, failures: 0 } },
      { type: 'pass', result: { ...result, cpuMs: Number.NaN } },
      { type: 'per-document', result: { ms: '1', failures: 0 } },
      { type: 'per-document', result: { ms: 1, failures: 0, firstError: 7 } },
      { type: 'scaling', ms: [1, '2'] },
      { type: 'scaling' },
    ])
      expect(() => parseChildMessage(message)).toThrow(/unexpected message from a converter process/);
  });
});

describe('parseParentMessage', () => {
  it('reads the three requests, forcedGc false unless it is true', () => {
    expect(parseParentMessage({ type: 'pass', workload: 'docs', forcedGc: true })).toEqual({
      type: 'pass',
      workload: 'docs',
      forcedGc: true,
    });
    expect(parseParentMessage({ type: 'pass', workload: 'docs' })).toEqual({
      type: 'pass',
      workload: 'docs',
      forcedGc: false,
    });
    expect(parseParentMessage({ type: 'per-document', workload: 'corpus', forcedGc: true })).toEqual({
      type: 'per-document',
      workload: 'corpus',
    });
    expect(parseParentMessage({ type: 'scaling', seed: 42, bytes: [128_000, 256_000] })).toEqual({
      type: 'scaling',
      seed: 42,
      bytes: [128_000, 256_000],
      forcedGc: false,
    });
  });

  it('rejects anything else', () => {
    for (const message of [
      null,
      { type: 'pass' },
      { type: 'pass', workload: 3 },
      { type: 'scaling', seed: 42 },
      { type: 'scaling', seed: '42', bytes: [] },
      { type: 'scaling', seed: 42, bytes: [1, null] },
    ])
      expect(() => parseParentMessage(message)).toThrow(/unexpected message from the benchmark/);
  });
});
