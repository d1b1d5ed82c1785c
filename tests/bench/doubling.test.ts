import { describe, expect, it } from 'vitest';
import {
  type DoublingFigures,
  describeDoubling,
  doublingOf,
  figuresOf,
  judgeDoubling,
  judgeScaling,
  type SizeRuns,
} from '../../bench/doubling.js';

const runs = (cpuMs: number[], bytes: number[], markCompacts: number[]): SizeRuns => ({
  wallMs: cpuMs.map((ms) => ms - 1),
  cpuMs,
  bytes,
  markCompacts,
});

describe('figuresOf', () => {
  it('takes medians of all runs and of the runs without a mark-compact', () => {
    expect(figuresOf(runs([60, 50, 90, 52, 51], [10, 11, 10, 12, 10], [0, 0, 1, 0, 1]))).toEqual({
      ms: 51,
      cpuMs: 52,
      cpuLowMs: 50,
      cpuHighMs: 90,
      quietCpuMs: 52,
      quietRuns: 3,
      bytes: 10,
      markCompacts: 2,
      runs: 5,
    });
  });

  it('has no quiet median when every run held a mark-compact', () => {
    const figures = figuresOf(runs([60, 70], [10, 10], [1, 2]));
    expect(figures.quietCpuMs).toBeNaN();
    expect(figures.quietRuns).toBe(0);
    expect(figures.markCompacts).toBe(3);
    expect(figures.cpuMs).toBe(65);
  });
});

describe('doublingOf', () => {
  it('judges CPU on the runs without a mark-compact when each size has at least two', () => {
    // All runs: 100 → 300 (3x, a mark-compact in most runs at 2n); without: 100 → 210.
    const figures = doublingOf(
      runs([100, 100, 100], [40, 40, 40], [0, 0, 0]),
      runs([300, 210, 210, 300, 320], [81, 80, 80, 80, 82], [1, 0, 0, 1, 1]),
    );
    expect(figures.cpuBasis).toBe('quiet');
    expect(figures.cpuRatio).toBe(2.1);
    expect(figures.cpuAllRatio).toBe(3);
    expect(figures.bytesRatio).toBe(2);
  });

  it('falls back to all runs at both sizes when a size has fewer than two quiet runs', () => {
    const figures = doublingOf(
      runs([100, 110, 90], [40, 40, 40], [0, 0, 0]),
      runs([260, 250, 200], [100, 100, 100], [1, 1, 0]),
    );
    expect(figures.cpuBasis).toBe('all');
    expect(figures.cpuRatio).toBe(2.5);
    expect(figures.cpuAllRatio).toBe(2.5);
    expect(figures.bytesRatio).toBe(2.5);
  });
});

const doubling = (cpuAtN: number, cpuRatio: number, bytesRatio: number): DoublingFigures => ({
  ...doublingOf(runs([cpuAtN], [1000], [0]), runs([cpuAtN * cpuRatio], [1000 * bytesRatio], [0])),
});

describe('judgeDoubling', () => {
  it('holds at 2.5x in CPU and in bytes, fails above either', () => {
    expect(judgeDoubling(doubling(100, 2.5, 2.5))).toEqual({ holds: true, cpuJudged: true, failed: [] });
    expect(judgeDoubling(doubling(100, 2.51, 2))).toEqual({ holds: false, cpuJudged: true, failed: ['cpu'] });
    expect(judgeDoubling(doubling(100, 2, 2.6))).toEqual({
      holds: false,
      cpuJudged: true,
      failed: ['bytes'],
    });
    expect(judgeDoubling(doubling(100, 4, 4))).toEqual({
      holds: false,
      cpuJudged: true,
      failed: ['bytes', 'cpu'],
    });
  });

  it('does not judge CPU under 50 ms at n, but always judges bytes', () => {
    expect(judgeDoubling(doubling(49, 4, 2))).toEqual({ holds: true, cpuJudged: false, failed: [] });
    expect(judgeDoubling(doubling(49, 4, 3))).toEqual({ holds: false, cpuJudged: false, failed: ['bytes'] });
    expect(judgeDoubling(doubling(50, 2.6, 2)).failed).toEqual(['cpu']);
  });

  it('fails on a ratio it cannot compute', () => {
    expect(judgeDoubling(doubling(100, 2, Number.NaN)).failed).toEqual(['bytes']);
  });
});

describe('judgeScaling', () => {
  it("holds up to 1.25x the floor's CPU growth and bytes growing 9x", () => {
    expect(judgeScaling({ cpuRatio: 12.5, bytesRatio: 9 }, { cpuRatio: 10, bytesRatio: 8 })).toEqual({
      holds: true,
      cpuOverFloor: 1.25,
      failed: [],
    });
    expect(judgeScaling({ cpuRatio: 9.04, bytesRatio: 7.9 }, { cpuRatio: 10.59, bytesRatio: 8 }).holds).toBe(
      true,
    );
  });

  it("fails on CPU growing faster than the floor's allows, or on bytes", () => {
    expect(
      judgeScaling({ cpuRatio: 13.26, bytesRatio: 8 }, { cpuRatio: 10.59, bytesRatio: 8 }).failed,
    ).toEqual(['cpu']);
    expect(judgeScaling({ cpuRatio: 8, bytesRatio: 9.01 }, { cpuRatio: 8, bytesRatio: 8 })).toEqual({
      holds: false,
      cpuOverFloor: 1,
      failed: ['bytes'],
    });
  });
});

describe('describeDoubling', () => {
  it('names the basis, the medians and ranges, bytes and mark-compacts', () => {
    const figures = doublingOf(
      runs([100, 100, 104], [40e6, 40e6, 40e6], [0, 0, 1]),
      runs([300, 210, 214, 300, 320], [80e6, 80e6, 80e6, 80e6, 80e6], [1, 0, 0, 1, 1]),
    );
    expect(describeDoubling(figures)).toBe(
      'CPU 2.12× without MC (100 → 212 ms); all runs 3.00× (100 (100-104) → 300 (210-320) ms), bytes 2.00× (40.0 → 80.0 MB), mark-compacts 1/3 → 3/5',
    );
  });
});
