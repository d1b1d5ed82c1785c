import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { parseArgs } from 'node:util';
import { converterSpec } from './converters.js';
import { observe } from './measure.js';
import { loadWorkload } from './workloads.js';

/**
 * `node --import tsx bench/profile.ts --converter mdadf-extended --workload docs`: where one
 * converter's time goes over whole passes of a workload, in the steady state. V8's sampling CPU
 * profiler (the one `node --cpu-prof` runs) is started after --warmup passes (3: enough for the
 * JIT to settle), with no gc forced in between (a forced full gc discards optimised code, and the
 * profile would show de-optimised code and the recompiling); the self time of every
 * sample is put in a stage by the file its function comes from. Prints a Markdown table; with
 * --out also writes the raw .cpuprofile for Chrome DevTools. With --allocations, V8's sampling
 * heap profiler instead: the bytes allocated over the passes, by stage and by function.
 */

const { values: args } = parseArgs({
  options: {
    converter: { type: 'string', default: 'mdadf-extended' },
    workload: { type: 'string', default: 'corpus' },
    passes: { type: 'string', default: '3' },
    warmup: { type: 'string', default: '3' },
    interval: { type: 'string', default: '200' },
    top: { type: 'string', default: '15' },
    out: { type: 'string' },
    allocations: { type: 'boolean', default: false },
  },
});

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The stage a function belongs to, by its file. The order matters: the first match wins. */
const STAGES: ReadonlyArray<[stage: string, test: (url: string, fn: string) => boolean]> = [
  ['gc', (_url, fn) => fn === '(garbage collector)'],
  [
    'tokenize (markdown-it and its plugins)',
    (url) =>
      /node_modules\/(markdown-it|linkify-it|mdurl|uc\.micro|entities|punycode)/.test(url) ||
      /\/markdown\/[^/]+\.js$/.test(url),
  ],
  ['fit (fit.js, content model)', (url) => /\/convert\/fit\.js$|\/schema\/content-model\.js$/.test(url)],
  ['diagnostics (sink, positions)', (url) => /\/diagnostics\/|\/convert\/locate\.js$/.test(url)],
  [
    'directives (registry, parse, apply)',
    (url) => /\/directives\/|\/registry\/|\/convert\/directives\.js$/.test(url),
  ],
  ['build: inline handlers', (url) => /\/convert\/inline\//.test(url)],
  ['build: constructs', (url) => /\/constructs\//.test(url)],
  ['build: block handlers, context', (url) => /\/convert\//.test(url) || /\/adf\//.test(url)],
  ['validate (raw nodes, ajv)', (url) => /\/validate\/|node_modules\/ajv/.test(url)],
  ['converter (peer)', (url) => /node_modules\/(marked|marklassian|@atlaskit|prosemirror)/.test(url)],
  ['program, idle, node internals', () => true],
];

function stageOf(url: string, fn: string): string {
  return STAGES.find(([, test]) => test(url, fn))![0];
}

/** Self time (µs) of each profile node. */
function selfTimes(profile: CpuProfile): Map<ProfileNode, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<ProfileNode, number>();
  profile.samples.forEach((id, i) => {
    // The first sample's delta is the profiler setting itself up (about 50 ms), put on the
    // inspector's `dispatch` that started it: 2 to 3% of a profile, none of it converting.
    if (i === 0) return;
    const node = byId.get(id)!;
    self.set(node, (self.get(node) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  return self;
}

interface HeapNode {
  callFrame: ProfileNode['callFrame'];
  selfSize: number;
  children: HeapNode[];
}

/** Bytes allocated by each function of a sampling heap profile (explicit stack: trees are deep). */
function selfBytes(root: HeapNode): Map<HeapNode, number> {
  const self = new Map<HeapNode, number>();
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    self.set(node, node.selfSize);
    stack.push(...node.children);
  }
  return self;
}

function summarise(
  self: Map<{ callFrame: ProfileNode['callFrame'] }, number>,
  top: number,
  unit: { name: string; scale: number },
): string {
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const stages = new Map<string, number>();
  const functions = new Map<string, number>();
  for (const [node, us] of self) {
    const { functionName, url, lineNumber } = node.callFrame;
    const stage = stageOf(url, functionName);
    stages.set(stage, (stages.get(stage) ?? 0) + us);
    const file = url.replace(/^.*?\/(node_modules|dist)\//, '$1/');
    const key = `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
    functions.set(key, (functions.get(key) ?? 0) + us);
  }
  const pct = (us: number) => `${((us / total) * 100).toFixed(1)}%`;
  const ms = (us: number) => (us / unit.scale).toFixed(0);
  const stageRows = [...stages]
    .sort((a, b) => b[1] - a[1])
    .map(([s, us]) => `| ${s} | ${ms(us)} | ${pct(us)} |`);
  const fnRows = [...functions]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([f, us]) => `| \`${f.replaceAll('|', '\\|')}\` | ${ms(us)} | ${pct(us)} |`);
  return [
    `| stage | self ${unit.name} | share |`,
    '| --- | --- | --- |',
    ...stageRows,
    '',
    `| function (self) | ${unit.name} | share |`,
    '| --- | --- | --- |',
    ...fnRows,
  ].join('\n');
}

const convert = await converterSpec(args.converter).load();
const docs = loadWorkload(args.workload);
const pass = () => {
  for (const doc of docs) {
    try {
      observe(convert(doc.text));
    } catch {
      // Failures are the benchmark's concern.
    }
  }
};
for (let i = 0; i < Number(args.warmup); i++) pass();

const session = new Session();
session.connect();
let table: string;
let raw: unknown;
const start = performance.now();
if (args.allocations) {
  await session.post('HeapProfiler.enable');
  await session.post('HeapProfiler.startSampling', {
    samplingInterval: 4096,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  for (let i = 0; i < Number(args.passes); i++) pass();
  const { profile } = (await session.post('HeapProfiler.stopSampling')) as unknown as {
    profile: { head: HeapNode };
  };
  raw = profile;
  table = summarise(selfBytes(profile.head), Number(args.top), { name: 'MB', scale: 1e6 });
} else {
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: Number(args.interval) });
  await session.post('Profiler.start');
  for (let i = 0; i < Number(args.passes); i++) pass();
  const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: CpuProfile };
  raw = profile;
  table = summarise(selfTimes(profile), Number(args.top), { name: 'ms', scale: 1000 });
}
const wallMs = performance.now() - start;
session.disconnect();

if (args.out) writeFileSync(args.out, JSON.stringify(raw));
process.stdout.write(
  `### ${args.converter} on ${args.workload}${args.allocations ? ', allocations' : ''}: ${args.passes} passes after ${args.warmup} warm-up passes, ${(wallMs / Number(args.passes)).toFixed(0)} ms a pass\n\n${table}\n`,
);
