import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { FLOOR, YARDSTICKS } from './converters.js';
import { median, type WholePassResult } from './measure.js';
import { PassPool } from './pass-pool.js';
import { passSchedule } from './pass-protocol.js';

/**
 * `node --import tsx bench/lower-bound.ts`: how close to the floor (markdown-it's parse with
 * mdadf's configuration) a converter that walks markdown-it's tokens can get, and where mdadf's
 * time above it goes. Whole passes in the steady state, as the benchmark times them
 * (measure.ts timeWholePass: no forced gc, every converter in --processes processes of its own,
 * converters interleaved pass by pass in a rotating order, after --warmup passes) of:
 *
 * - `markdown-it`, the floor; `lower-bound`, a minimal tree over the same tokens
 *   (lower-bound-tree.ts); `mdadf-extended`;
 * - `mdadf-extended/no-positions`, `/no-fit`, `/no-positions-no-fit`: mdadf with some of its
 *   own costs switched off by the bench (ablations.ts);
 * - `markdown-it/lazy`, `/blocks`, `/no-inline-tokens`: markdown-it's tokens as mdadf's walk
 *   parses them, without the inline parse, and with most inline tokens not made (inline-cost.ts).
 *
 * Prints, per workload and converter: CPU ms a pass, median (min to max), its ratio to the
 * floor's median, the median (min to max) of its ratios to the floor's pass in the same round and
 * process slot (run just before or after it, so less moved by the machine's changing load), gc
 * ms, scavenges, MB allocated and MB promoted a pass (medians).
 *
 *   … bench/lower-bound.ts [--converters markdown-it,lower-bound,mdadf-extended] [--workloads corpus,docs]
 *                          [--passes 5] [--warmup 3] [--processes 1]
 */

const { values: args } = parseArgs({
  options: {
    converters: { type: 'string', default: `${FLOOR},lower-bound,mdadf-extended` },
    workloads: { type: 'string', default: 'corpus,docs' },
    passes: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '3' },
    processes: { type: 'string', default: '1' },
    help: { type: 'boolean', default: false },
  },
});

const fixed = (value: number, digits = 0) => value.toFixed(digits);

async function main(): Promise<void> {
  const names = args.converters.split(',');
  const workloads = args.workloads.split(',');
  const processes = Number(args.processes);
  const loadAtStart = loadavg()[0];
  const pool = await PassPool.start(names, { exposeGc: false, processes });
  for (const [name, reason] of pool.unavailable) console.error(`${name}: unavailable (${reason})`);
  const measured = pool.names;
  const results = new Map<string, WholePassResult[]>();
  // The floor's CPU time in the same pass and process slot, for each result: the passes of one
  // round run back to back, so their ratio is less moved by load that comes and goes.
  const floors = new Map<string, number[]>();
  const round = new Map<string, WholePassResult>();
  try {
    for (const { pass, workload, converter, process } of passSchedule(
      measured,
      workloads,
      Number(args.warmup),
      Number(args.passes),
      processes,
    )) {
      const result = await pool.wholePass(converter, workload, false, process);
      const key = `${workload} ${converter}`;
      if (pass >= 0) results.set(key, [...(results.get(key) ?? []), result]);
      round.set(`${pass} ${workload} ${process} ${converter}`, result);
    }
    for (const [at, result] of round) {
      const [pass, workload, slot, converter] = at.split(' ');
      const floor = round.get(`${pass} ${workload} ${slot} ${FLOOR}`);
      const key = `${workload} ${converter}`;
      if (Number(pass) >= 0 && floor)
        floors.set(key, [...(floors.get(key) ?? []), result.cpuMs / floor.cpuMs]);
    }
  } finally {
    pool.close();
  }
  for (const workload of workloads) {
    const of = (name: string) => results.get(`${workload} ${name}`) ?? [];
    const floor = median(of(FLOOR).map((r) => r.cpuMs));
    console.log(`\n### ${workload}\n`);
    console.log(
      '| converter | CPU ms (min-max) | x floor | x floor, paired (min-max) | gc ms | scavenges | MB allocated | MB promoted |',
    );
    console.log('| --- | --: | --: | --: | --: | --: | --: | --: |');
    for (const name of measured) {
      const list = of(name);
      const cpu = list.map((r) => r.cpuMs);
      const at = (pick: (r: WholePassResult) => number) => median(list.map(pick));
      const ratios = floors.get(`${workload} ${name}`) ?? [];
      const paired = `${fixed(median(ratios), 2)} (${fixed(Math.min(...ratios), 2)}-${fixed(Math.max(...ratios), 2)})`;
      console.log(
        `| ${name} | ${fixed(median(cpu))} (${fixed(Math.min(...cpu))}-${fixed(Math.max(...cpu))}) | ${fixed(median(cpu) / floor, 2)} | ${paired} | ${fixed(at((r) => r.gcMs))} | ${fixed(at((r) => r.heap.scavenges))} | ${fixed(at((r) => r.heap.allocatedBytes) / 1e6, 1)} | ${fixed(at((r) => r.heap.promotedBytes) / 1e6, 1)} |`,
      );
    }
  }
  console.log(
    `\nload average (1 min) ${fixed(loadAtStart, 1)} at start, ${fixed(loadavg()[0], 1)} at end; ${args.passes} passes after ${args.warmup} warm-up, ${processes} process(es) a converter`,
  );
}

if (args.help)
  console.log(
    'node --import tsx bench/lower-bound.ts [--converters a,b] [--workloads corpus,docs] [--passes 5] [--warmup 3] [--processes 1]\n' +
      `converters: markdown-it, mdadf-extended and the other benchmark converters, and ${YARDSTICKS.map((c) => c.name).join(', ')}`,
  );
else await main();
