import { FLOOR, MDADF } from './converters.js';
import {
  DOUBLING_LIMIT,
  JUDGED_FROM_MS,
  judgeDoubling,
  judgeScaling,
  SCALING_BYTES_LIMIT,
  SCALING_CPU_ALLOWANCE,
} from './doubling.js';
import type { BenchResults, TargetResult, ThroughputRow } from './types.js';
import { REAL_CORPORA, type WorkloadName } from './workloads.js';

/**
 * The steady-state targets (docs/performance.md, "Targets"), as data: each reads the finished
 * results and says PASS, FAIL or n/a (null: a converter it needs was unavailable). Checked for
 * both mdadf profiles. The cold-start targets are bench/cold-start.ts's.
 */
type Check = (results: BenchResults) => { pass: boolean | null; detail: string };

interface Target {
  name: string;
  check: Check;
}

const fmt = (n: number, digits = 2): string => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');

/** All of the comparisons must hold; any missing value makes the target n/a. */
function every(comparisons: { holds: boolean | null; text: string }[]): {
  pass: boolean | null;
  detail: string;
} {
  const detail = comparisons.map((c) => c.text).join('; ');
  if (comparisons.length === 0 || comparisons.some((c) => c.holds === null)) return { pass: null, detail };
  return { pass: comparisons.every((c) => c.holds), detail };
}

/** Whole-pass rows only: the per-document view leaves most gc off the clock (see throughput.ts). */
function throughputOf(results: BenchResults, converter: string, workload: string) {
  return results.throughput.find(
    (row) => row.method === 'whole-pass' && row.converter === converter && row.workload === workload,
  );
}

/** Targets are judged on the real corpora; the synthetic set is reported beside them. */
const workloads = (results: BenchResults): string[] =>
  results.workloads.map((w) => w.name).filter((name) => REAL_CORPORA.includes(name as WorkloadName));

/** Same comparison for both mdadf profiles on every real corpus. */
function perProfileAndCorpus(
  results: BenchResults,
  compare: (mdadf: string, workload: string) => { holds: boolean | null; text: string },
) {
  return every(MDADF.flatMap((mdadf) => workloads(results).map((workload) => compare(mdadf, workload))));
}

/** mdadf's CPU time over marklassian's: the steady state the cold-start work must keep. */
const MARKLASSIAN_CPU_LIMIT = 0.6;
const FLOOR_RSS_LIMIT = 1.2;
const PATHOLOGICAL_LIMIT_MS = 1000;

/** A throughput ratio to marklassian's on one clock, for every profile and real corpus. */
function ratioTarget(
  clock: 'wall time' | 'CPU time',
  limit: number,
  ratioOf: (row: ThroughputRow) => number | undefined,
): Target {
  return {
    name: `mdadf ${clock} <= ${limit === 1 ? '' : `${limit}x `}marklassian's (whole passes)`,
    check: (results: BenchResults) =>
      perProfileAndCorpus(results, (mdadf, workload) => {
        const row = throughputOf(results, mdadf, workload);
        const ratio = row ? ratioOf(row) : undefined;
        return {
          holds: ratio === undefined ? null : ratio <= limit,
          text: `${mdadf}/${workload} ${ratio === undefined ? 'n/a' : `${fmt(ratio)}x`}`,
        };
      }),
  };
}

export const TARGETS: readonly Target[] = [
  // Wall time is what a user waits; CPU time is what load from other work disturbs least.
  ratioTarget('wall time', 1, (row) => row.vsMarklassian),
  ratioTarget('CPU time', MARKLASSIAN_CPU_LIMIT, (row) => row.cpuVsMarklassian),
  {
    name: `peak RSS <= ${FLOOR_RSS_LIMIT}x the floor's`,
    check: (results) =>
      perProfileAndCorpus(results, (mdadf, workload) => {
        const peakOf = (converter: string) =>
          results.memory.find((row) => row.converter === converter && row.workload === workload)?.peakMb;
        const peak = peakOf(mdadf);
        const floor = peakOf(FLOOR);
        const ratio = peak !== undefined && floor ? peak / floor : undefined;
        return {
          holds: ratio === undefined ? null : ratio <= FLOOR_RSS_LIMIT,
          text: `${mdadf}/${workload} ${fmt(peak ?? Number.NaN, 0)} vs ${fmt(floor ?? Number.NaN, 0)} MB (${fmt(ratio ?? Number.NaN)}x)`,
        };
      }),
  },
  {
    name: `scaling document 1x to 8x: bytes allocated <= ${SCALING_BYTES_LIMIT}x, CPU growth <= ${SCALING_CPU_ALLOWANCE}x the floor's`,
    check: (results) => {
      const floor = results.scaling.find((row) => row.converter === FLOOR);
      return every(
        MDADF.map((mdadf) => {
          const row = results.scaling.find((r) => r.converter === mdadf);
          if (!row || !floor) return { holds: null, text: `${mdadf} n/a` };
          const verdict = judgeScaling(
            { cpuRatio: row.cpuRatio8x, bytesRatio: row.bytesRatio8x },
            { cpuRatio: floor.cpuRatio8x, bytesRatio: floor.bytesRatio8x },
          );
          return {
            holds: verdict.holds,
            text: `${mdadf} CPU ${fmt(row.cpuRatio8x)} against the floor's ${fmt(floor.cpuRatio8x)} (${fmt(verdict.cpuOverFloor)}x), bytes ${fmt(row.bytesRatio8x)}`,
          };
        }),
      );
    },
  },
  {
    name: `every pathological case < 1 s, no crash, and linear (n to 2n: median CPU time and bytes allocated <= ${DOUBLING_LIMIT}x; CPU judged from ${JUDGED_FROM_MS} ms)`,
    check: (results) =>
      every(
        MDADF.flatMap((mdadf) =>
          results.pathological.map((row) => {
            const outcome = row.outcomes[mdadf];
            if (!outcome) return { holds: null, text: `${mdadf}/${row.case} n/a` };
            if (outcome.status !== 'ok')
              return { holds: false, text: `${mdadf}/${row.case} ${outcome.status}` };
            const doubling = row.doubling?.[mdadf];
            if (!doubling)
              return { holds: null, text: `${mdadf}/${row.case} ${fmt(outcome.ms, 0)} ms, 2n n/a` };
            const verdict = judgeDoubling(doubling);
            const failed = verdict.failed.length > 0 ? ` (over: ${verdict.failed.join(', ')})` : '';
            return {
              holds: outcome.ms < PATHOLOGICAL_LIMIT_MS && verdict.holds,
              text: `${mdadf}/${row.case} ${fmt(outcome.ms, 0)} ms, 2n: CPU ${fmt(doubling.cpuRatio)}x${verdict.cpuJudged ? '' : ' (not judged)'}, bytes ${fmt(doubling.bytesRatio)}x${failed}`,
            };
          }),
        ),
      ),
  },
];

export function checkTargets(results: BenchResults): TargetResult[] {
  return TARGETS.map((target) => ({ name: target.name, ...target.check(results) }));
}
