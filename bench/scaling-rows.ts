import { median, rotated } from './measure.js';
import type { PassPool } from './pass-pool.js';
import { syntheticDocument } from './synthetic.js';
import type { ScalingRow } from './types.js';

/**
 * The scaling table of `npm run bench`: one synthetic document at 1x, 2x, 4x and 8x its base
 * size, converted by each converter in its own warm process (pass-pool.ts), rounds rotating the
 * order of the converters; medians per size. (`npm run bench:scaling`, scaling.ts, is the other
 * check: mdadf alone on every pathological family at half and full size.)
 */

const SEED = 42;
const BASE_BYTES = 128_000;
const FACTORS = [1, 2, 4, 8];
const ROUNDS = 5;
const WARMUP_ROUNDS = 1;

export async function measureScaling(
  pool: PassPool,
  forcedGc: boolean,
  log: (message: string) => void,
): Promise<ScalingRow[]> {
  const bytes = FACTORS.map((factor) => BASE_BYTES * factor);
  const samples = new Map<string, number[][]>();
  for (let round = -WARMUP_ROUNDS; round < ROUNDS; round++) {
    log(round < 0 ? 'scaling warm-up' : `scaling round ${round + 1}/${ROUNDS}`);
    for (const name of rotated(pool.names, round + WARMUP_ROUNDS)) {
      try {
        const ms = await pool.scaling(name, SEED, bytes, forcedGc);
        if (round >= 0) samples.set(name, [...(samples.get(name) ?? []), ms]);
      } catch (error) {
        pool.drop(name, error instanceof Error ? error.message : String(error));
      }
    }
  }
  const baseBytes = Buffer.byteLength(syntheticDocument(SEED, BASE_BYTES));
  return [...samples].map(([converter, rounds]) => {
    const medianMs = Object.fromEntries(
      FACTORS.map((factor, i) => [String(factor), median(rounds.map((round) => round[i]))]),
    );
    return { converter, medianMs, baseBytes, ratio8x: medianMs['8'] / medianMs['1'] };
  });
}
