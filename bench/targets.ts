import { FLOOR, MDADF } from './converters.js';
import type { BenchResults, TargetResult } from './types.js';

/**
 * The performance targets of issue 8, as data: each reads the finished results and says PASS,
 * FAIL or n/a (null: a converter it needs was unavailable). Checked for both mdadf profiles.
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

function throughputOf(results: BenchResults, converter: string, workload: string) {
  return results.throughput.find((row) => row.converter === converter && row.workload === workload);
}

const workloads = (results: BenchResults): string[] => results.workloads.map((w) => w.name);

export const TARGETS: readonly Target[] = [
  {
    name: "mdadf throughput >= marklassian's",
    check: (results) =>
      every(
        MDADF.flatMap((mdadf) =>
          workloads(results).map((workload) => {
            const ours = throughputOf(results, mdadf, workload);
            const theirs = throughputOf(results, 'marklassian', workload);
            const holds = ours && theirs ? ours.mbPerSecond >= theirs.mbPerSecond : null;
            return {
              holds,
              text: `${mdadf}/${workload} ${fmt(ours?.mbPerSecond ?? Number.NaN)} vs ${fmt(theirs?.mbPerSecond ?? Number.NaN)} MB/s`,
            };
          }),
        ),
      ),
  },
  {
    name: 'mdadf time <= 1.25x markdown-it bare parse',
    check: (results) =>
      every(
        MDADF.flatMap((mdadf) =>
          workloads(results).map((workload) => {
            const ratio = throughputOf(results, mdadf, workload)?.vsFloor;
            return {
              holds: ratio === undefined ? null : ratio <= 1.25,
              text: `${mdadf}/${workload} ${fmt(ratio ?? Number.NaN)}x`,
            };
          }),
        ),
      ),
  },
  {
    name: 'time(8x)/time(1x) <= 9',
    check: (results) =>
      every(
        MDADF.map((mdadf) => {
          const ratio = results.scaling.find((row) => row.converter === mdadf)?.ratio8x;
          return {
            holds: ratio === undefined ? null : ratio <= 9,
            text: `${mdadf} ${fmt(ratio ?? Number.NaN)}`,
          };
        }),
      ),
  },
  {
    name: 'every pathological case < 1 s, no crash',
    check: (results) =>
      every(
        MDADF.flatMap((mdadf) =>
          results.pathological.map((row) => {
            const outcome = row.outcomes[mdadf];
            const holds = outcome ? outcome.status === 'ok' && outcome.ms < 1000 : null;
            const shown = outcome
              ? outcome.status === 'ok'
                ? `${fmt(outcome.ms, 0)} ms`
                : outcome.status
              : 'n/a';
            return { holds, text: `${mdadf}/${row.case} ${shown}` };
          }),
        ),
      ),
  },
  {
    name: "peak RSS <= markdown-it's",
    check: (results) => {
      const floor = results.memory.find((row) => row.converter === FLOOR)?.peakMb;
      return every(
        MDADF.map((mdadf) => {
          const peak = results.memory.find((row) => row.converter === mdadf)?.peakMb;
          const holds = peak === undefined || floor === undefined ? null : peak <= floor;
          return {
            holds,
            text: `${mdadf} ${fmt(peak ?? Number.NaN, 0)} vs ${fmt(floor ?? Number.NaN, 0)} MB`,
          };
        }),
      );
    },
  },
];

export function checkTargets(results: BenchResults): TargetResult[] {
  return TARGETS.map((target) => ({ name: target.name, ...target.check(results) }));
}
