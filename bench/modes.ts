import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { converterSpec } from './converters.js';
import { median, timeWholePass, type WholePassResult } from './measure.js';
import { PassPool } from './pass-pool.js';
import { passSchedule } from './pass-protocol.js';
import { loadWorkload } from './workloads.js';

/**
 * `node --import tsx bench/modes.ts`: the memory mode of each process, pass by pass. Starts
 * --processes processes of each converter (as `npm run bench` does), runs the warm-up and the
 * timed passes by turns, and prints for every process and pass, warm-up included: CPU ms, gc ms,
 * scavenges, mark-compacts, MB promoted by scavenges, the semi-space (MB at the end of the pass /
 * largest during it), the old generation in use and MB allocated; then each process's medians,
 * sorted by gc ms, which is where the low and high modes part. `--flags` passes V8 flags to the
 * children: for experiments only (docs/performance.md, "Memory modes"). `--here` runs the first
 * converter in this process instead, a marker line before each pass, so that V8's own traces
 * (`node --trace-pretenuring-statistics --import tsx bench/modes.ts --here`) read pass by pass.
 *
 *   … bench/modes.ts [--converters mdadf-extended,markdown-it] [--processes 6] [--passes 8]
 *                    [--warmup 3] [--workload corpus] [--flags=--no-allocation-site-pretenuring]
 */

const { values: args } = parseArgs({
  options: {
    converters: { type: 'string', default: 'mdadf-extended,markdown-it' },
    processes: { type: 'string', default: '6' },
    passes: { type: 'string', default: '8' },
    warmup: { type: 'string', default: '3' },
    workload: { type: 'string', default: 'corpus' },
    flags: { type: 'string', default: '' },
    quiet: { type: 'boolean', default: false },
    here: { type: 'boolean', default: false },
  },
});

const mb = (bytes: number) => (bytes / 1e6).toFixed(1);

function line(pass: number, r: WholePassResult): string {
  const h = r.heap;
  return `${String(pass).padStart(3)}  cpu ${r.cpuMs.toFixed(0).padStart(4)}  gc ${r.gcMs.toFixed(0).padStart(3)}  scav ${String(h.scavenges).padStart(3)}  mc ${h.markCompacts}  promoted ${mb(h.promotedBytes).padStart(5)}  semi ${mb(h.semiSpaceBytes)}/${mb(h.semiSpaceMaxBytes)}  old ${mb(h.oldUsedBytes).padStart(5)}  alloc ${mb(h.allocatedBytes)}`;
}

if (args.here) {
  const convert = await converterSpec(args.converters.split(',')[0]).load();
  const docs = loadWorkload(args.workload);
  for (let pass = -Number(args.warmup); pass < Number(args.passes); pass++) {
    console.log(`### pass ${pass}`);
    console.log(`### ${line(pass, await timeWholePass(convert, docs))}`);
  }
  process.exit(0);
}

const flags = args.flags.split(' ').filter(Boolean);
const processes = Number(args.processes);
const pool = await PassPool.start(args.converters.split(','), { exposeGc: false, processes, flags });
const passes = new Map<string, { pass: number; result: WholePassResult }[]>();
const load = [loadavg()[0]];
try {
  for (const { pass, converter, process: index } of passSchedule(
    pool.names,
    [args.workload],
    Number(args.warmup),
    Number(args.passes),
    processes,
  )) {
    const result = await pool.wholePass(converter, args.workload, false, index);
    const key = `${converter}#${index}`;
    passes.set(key, [...(passes.get(key) ?? []), { pass, result }]);
    load.push(loadavg()[0]);
  }
} finally {
  pool.close();
}

const summary: { key: string; gc: number; text: string }[] = [];
for (const [key, list] of passes) {
  if (!args.quiet)
    console.log(`${key}\n${list.map(({ pass, result }) => `  ${line(pass, result)}`).join('\n')}`);
  const timed = list.filter(({ pass }) => pass >= 0).map(({ result }) => result);
  const m = (pick: (r: WholePassResult) => number) => median(timed.map(pick));
  summary.push({
    key,
    gc: m((r) => r.gcMs),
    text: `${key.padEnd(22)} cpu ${m((r) => r.cpuMs).toFixed(0)}  gc ${m((r) => r.gcMs).toFixed(0)}  scav ${m((r) => r.heap.scavenges)}  mc ${m((r) => r.heap.markCompacts)}  promoted ${mb(m((r) => r.heap.promotedBytes))}  semi ${mb(m((r) => r.heap.semiSpaceBytes))}  old ${mb(m((r) => r.heap.oldUsedBytes))}  alloc ${mb(m((r) => r.heap.allocatedBytes))}`,
  });
}
console.log(
  `\nmedians of the timed passes, by gc ms${flags.length > 0 ? ` (flags: ${flags.join(' ')})` : ''}:`,
);
for (const { text } of summary.sort((a, b) => a.gc - b.gc)) console.log(`  ${text}`);
console.log(
  `load average (1 min): mean ${(load.reduce((a, b) => a + b, 0) / load.length).toFixed(1)}, max ${Math.max(...load).toFixed(1)}`,
);
