import { describe, expect, it } from 'vitest';
import {
  mediansByProcess,
  parseChildMessage,
  parseParentMessage,
  passSchedule,
} from '../../bench/pass-protocol.js';

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
    expect(passSchedule(['a'], ['w'], 3, 7, 0)).toEqual([]);
  });

  it('runs every process of every converter in each pass, first processes first, the order rotating by pass', () => {
    const order = passSchedule(['a', 'b'], ['w'], 1, 2, 3).map(
      ({ pass, converter, process }) => `${pass} ${converter}${process}`,
    );
    expect(order).toEqual([
      '-1 a0',
      '-1 b0',
      '-1 a1',
      '-1 b1',
      '-1 a2',
      '-1 b2',
      '0 b0',
      '0 a1',
      '0 b1',
      '0 a2',
      '0 b2',
      '0 a0',
      '1 a1',
      '1 b1',
      '1 a2',
      '1 b2',
      '1 a0',
      '1 b0',
    ]);
  });

  it('with one process is the schedule of one process per converter', () => {
    expect(passSchedule(['a', 'b', 'c'], ['corpus', 'docs'], 2, 3, 1)).toEqual(
      passSchedule(['a', 'b', 'c'], ['corpus', 'docs'], 2, 3).map((entry) => ({ ...entry, process: 0 })),
    );
  });

  it('warms every process with the same number of passes and measures each as often', () => {
    const schedule = passSchedule(['a', 'b', 'c'], ['w'], 3, 7, 3);
    const count = (warm: boolean) => {
      const counts = new Map<string, number>();
      for (const { pass, converter, process } of schedule)
        if (pass < 0 === warm)
          counts.set(`${converter}${process}`, (counts.get(`${converter}${process}`) ?? 0) + 1);
      return [...new Set(counts.values())];
    };
    expect(count(true)).toEqual([3]);
    expect(count(false)).toEqual([7]);
  });
});

describe('mediansByProcess', () => {
  it('takes the median of each process alone, in process order', () => {
    expect(mediansByProcess([10, 40, 12, 44, 11, 41, 30], [0, 2, 0, 2, 0, 2, 1])).toEqual([11, 30, 41]);
    expect(mediansByProcess([5, 7], [0, 0])).toEqual([6]);
    expect(mediansByProcess([], [])).toEqual([]);
  });
});

describe('parseChildMessage', () => {
  const heap = {
    allocatedBytes: 120_000_000,
    promotedBytes: 3_500_000,
    scavenges: 40,
    markCompacts: 1,
    semiSpaceBytes: 8_388_608,
    semiSpaceMaxBytes: 16_777_216,
    oldUsedBytes: 30_000_000,
  };
  const result = { ms: 12.5, failures: 1, firstError: 'x.md: boom', gcMs: 2, cpuMs: 11, gcCount: 3, heap };

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
    expect(
      parseChildMessage({
        type: 'scaling',
        ms: [1, 2.5, 4],
        cpuMs: [1.5, 3, 5],
        bytes: [10, 20, 41],
        markCompacts: [0, 0, 1],
      }),
    ).toEqual({
      type: 'scaling',
      ms: [1, 2.5, 4],
      cpuMs: [1.5, 3, 5],
      bytes: [10, 20, 41],
      markCompacts: [0, 0, 1],
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
      { type: 'pass', result: { ...result, heap: undefined } },
      { type: 'pass', result: { ...result, heap: { ...heap, promotedBytes: '3' } } },
      { type: 'per-document', result: { ms: '1', failures: 0 } },
      { type: 'per-document', result: { ms: 1, failures: 0, firstError: 7 } },
      { type: 'scaling', ms: [1, '2'], cpuMs: [1, 2], bytes: [1, 2], markCompacts: [0, 0] },
      { type: 'scaling', ms: [1, 2] },
      { type: 'scaling', ms: [1, 2], cpuMs: [1, 2], bytes: [1, Number.NaN], markCompacts: [0, 0] },
      { type: 'scaling', ms: [1, 2], cpuMs: [1, 2], bytes: [1, 2] },
      { type: 'scaling' },
    ])
      expect(() => parseChildMessage(message)).toThrow(/unexpected message from a converter process/);
  });
});

describe('parseParentMessage', () => {
  it('reads the three requests, and only the fields each one has', () => {
    expect(parseParentMessage({ type: 'pass', workload: 'docs', extra: true })).toEqual({
      type: 'pass',
      workload: 'docs',
    });
    expect(parseParentMessage({ type: 'per-document', workload: 'corpus' })).toEqual({
      type: 'per-document',
      workload: 'corpus',
    });
    expect(parseParentMessage({ type: 'scaling', seed: 42, bytes: [128_000, 256_000] })).toEqual({
      type: 'scaling',
      seed: 42,
      bytes: [128_000, 256_000],
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
