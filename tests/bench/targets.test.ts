import { describe, expect, it } from 'vitest';
import { doublingOf, type SizeRuns } from '../../bench/doubling.js';
import { checkTargets } from '../../bench/targets.js';
import type { BenchResults, ScalingRow } from '../../bench/types.js';

const scaling = (
  converter: string,
  cpu1x: number,
  cpu8x: number,
  bytes1x: number,
  bytes8x: number,
): ScalingRow => ({
  converter,
  medianMs: { '1': cpu1x, '8': cpu8x },
  medianCpuMs: { '1': cpu1x, '8': cpu8x },
  medianBytes: { '1': bytes1x, '8': bytes8x },
  markCompacts: { '1': 0, '8': 0 },
  rounds: 6,
  baseBytes: 131_189,
  ratio8x: cpu8x / cpu1x,
  cpuRatio8x: cpu8x / cpu1x,
  cpuBasis: 'quiet',
  bytesRatio8x: bytes8x / bytes1x,
});

const quiet = (cpuMs: number, bytes: number): SizeRuns => ({
  wallMs: [cpuMs, cpuMs, cpuMs],
  cpuMs: [cpuMs, cpuMs, cpuMs],
  bytes: [bytes, bytes, bytes],
  markCompacts: [0, 0, 0],
});

function results(part: Partial<BenchResults>): BenchResults {
  return {
    date: '2026-11-26',
    machine: { cpu: 'x', cores: 2, node: 'v20', platform: 'linux', loadAverage: { start: 0, end: 0 } },
    options: { passes: 1, warmup: 0, perDocumentPasses: 0, timeoutMs: 10_000 },
    mdadfDist: 'dist',
    converters: [],
    workloads: [],
    throughput: [],
    scaling: [],
    memory: [],
    outputSize: [],
    pathological: [],
    peerDependencies: { ok: true, detail: '' },
    targets: [],
    ...part,
  };
}

const target = (all: ReturnType<typeof checkTargets>, prefix: string) =>
  all.find((t) => t.name.startsWith(prefix));

describe('the scaling target', () => {
  it("compares mdadf's CPU growth with the floor's in the same run, and its bytes with 9x", () => {
    const checked = checkTargets(
      results({
        scaling: [
          scaling('mdadf-extended', 10, 100, 1e6, 8e6),
          scaling('mdadf-atlassian', 10, 140, 1e6, 8.5e6),
          scaling('markdown-it', 10, 110, 1e6, 8e6),
        ],
      }),
    );
    expect(target(checked, 'scaling document')).toEqual({
      name: "scaling document 1x to 8x: bytes allocated <= 9x, CPU growth <= 1.25x the floor's",
      pass: false,
      detail:
        "mdadf-extended CPU 10.00 against the floor's 11.00 (0.91x), bytes 8.00; mdadf-atlassian CPU 14.00 against the floor's 11.00 (1.27x), bytes 8.50",
    });
  });

  it('is n/a without the floor', () => {
    const checked = checkTargets(results({ scaling: [scaling('mdadf-extended', 10, 80, 1, 8)] }));
    expect(target(checked, 'scaling document')?.pass).toBeNull();
  });
});

describe('the pathological target', () => {
  it('judges each mdadf profile on its doubling: bytes always, CPU from 50 ms', () => {
    const row = (name: string, atN: SizeRuns, at2n: SizeRuns) => ({
      case: name,
      description: name,
      outcomes: {
        'mdadf-extended': { status: 'ok' as const, ms: atN.wallMs[0], cpuMs: atN.cpuMs[0] },
        'mdadf-atlassian': { status: 'ok' as const, ms: atN.wallMs[0], cpuMs: atN.cpuMs[0] },
      },
      doubling: { 'mdadf-extended': doublingOf(atN, at2n), 'mdadf-atlassian': doublingOf(atN, at2n) },
    });
    const checked = checkTargets(
      results({
        pathological: [
          row('linear', quiet(100, 10e6), quiet(210, 20e6)),
          row('small', quiet(20, 10e6), quiet(80, 21e6)),
          row('quadratic', quiet(100, 10e6), quiet(400, 40e6)),
        ],
      }),
    );
    const pathological = target(checked, 'every pathological case');
    expect(pathological?.pass).toBe(false);
    expect(pathological?.detail.split('; ').slice(0, 3)).toEqual([
      'mdadf-extended/linear 100 ms, 2n: CPU 2.10x, bytes 2.00x',
      'mdadf-extended/small 20 ms, 2n: CPU 4.00x (not judged), bytes 2.10x',
      'mdadf-extended/quadratic 100 ms, 2n: CPU 4.00x, bytes 4.00x (over: bytes, cpu)',
    ]);
  });

  it('fails a case over 1 s at n, and one that timed out', () => {
    const checked = checkTargets(
      results({
        pathological: [
          {
            case: 'slow',
            description: 'slow',
            outcomes: {
              'mdadf-extended': { status: 'ok', ms: 1200 },
              'mdadf-atlassian': { status: 'timeout', ms: 10_500 },
            },
            doubling: { 'mdadf-extended': doublingOf(quiet(1200, 1e6), quiet(2400, 2e6)) },
          },
        ],
      }),
    );
    expect(target(checked, 'every pathological case')).toMatchObject({
      pass: false,
      detail: 'mdadf-extended/slow 1200 ms, 2n: CPU 2.00x, bytes 2.00x; mdadf-atlassian/slow timeout',
    });
  });
});
