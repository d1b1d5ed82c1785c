import { cpuGrowth, figuresOf, type SizeFigures } from './doubling.js';
import { rotated } from './measure.js';
import type { PassPool } from './pass-pool.js';
import { syntheticDocument } from './synthetic.js';
import type { ScalingRow } from './types.js';

/**
 * The scaling table of `npm run bench`: one synthetic document at 1x, 2x, 4x and 8x its base
 * size, converted by each converter in its own warm processes (pass-pool.ts), rounds rotating the
 * order of the converters and going to their processes in turn; in each round every size is
 * converted as often as the 8x document's bytes take (1x eight times), timed as one group; per
 * size the medians of wall time, CPU time and bytes a conversion, and the CPU growth from 1x to
 * 8x on the basis a doubling uses (doubling.ts: the rounds without a mark-compact when there
 * are enough).
 * (`npm run bench:scaling`, scaling.ts, is the other check: every pathological family at n and 2n.)
 */

const SEED = 42;
const BASE_BYTES = 128_000;
const FACTORS = [1, 2, 4, 8];
const ROUNDS = 8;
const WARMUP_ROUNDS = 1;

type Samples = { ms: number[]; cpuMs: number[]; bytes: number[]; markCompacts: number[] };

export async function measureScaling(pool: PassPool, log: (message: string) => void): Promise<ScalingRow[]> {
  const bytes = FACTORS.map((factor) => BASE_BYTES * factor);
  const samples = new Map<string, Samples[]>();
  const processes = Math.max(1, pool.processes);
  for (let round = -WARMUP_ROUNDS; round < ROUNDS; round++) {
    log(round < 0 ? 'scaling warm-up' : `scaling round ${round + 1}/${ROUNDS}`);
    for (const name of rotated(pool.names, round + WARMUP_ROUNDS)) {
      try {
        if (round < 0) {
          for (let index = 0; index < processes; index++) await pool.scaling(name, SEED, bytes, index);
          continue;
        }
        // The processes take rounds in turn: each settles into a memory mode of its own.
        const measured = await pool.scaling(name, SEED, bytes, round % processes);
        samples.set(name, [...(samples.get(name) ?? []), measured]);
      } catch (error) {
        pool.drop(name, error instanceof Error ? error.message : String(error));
      }
    }
  }
  const baseBytes = Buffer.byteLength(syntheticDocument(SEED, BASE_BYTES));
  return [...samples].map(([converter, rounds]) => {
    const at = (i: number): SizeFigures =>
      figuresOf({
        wallMs: rounds.map((round) => round.ms[i]),
        cpuMs: rounds.map((round) => round.cpuMs[i]),
        bytes: rounds.map((round) => round.bytes[i]),
        markCompacts: rounds.map((round) => round.markCompacts[i]),
      });
    const figures = FACTORS.map((_, i) => at(i));
    const byFactor = (value: (size: SizeFigures) => number) =>
      Object.fromEntries(FACTORS.map((factor, i) => [String(factor), value(figures[i])]));
    const growth = cpuGrowth(figures[0], figures[FACTORS.length - 1]);
    return {
      converter,
      medianMs: byFactor((size) => size.ms),
      medianCpuMs: byFactor((size) => size.cpuMs),
      medianBytes: byFactor((size) => size.bytes),
      markCompacts: byFactor((size) => size.markCompacts),
      rounds: rounds.length,
      baseBytes,
      ratio8x: figures[3].ms / figures[0].ms,
      cpuRatio8x: growth.cpuRatio,
      cpuBasis: growth.cpuBasis,
      bytesRatio8x: figures[3].bytes / figures[0].bytes,
    };
  });
}
