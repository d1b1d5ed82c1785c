import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, platform, release } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { measureMemory, measurePathological } from './children.js';
import { CONVERTERS, type Convert, MDADF_DIST, ROOT } from './converters.js';
import { type Doc, utf8Bytes } from './measure.js';
import { PassPool } from './pass-pool.js';
import { checkPeersAreDevOnly } from './peer-check.js';
import { renderFigures, writeFiguresInto } from './report.js';
import { measureScaling } from './scaling-rows.js';
import { checkTargets } from './targets.js';
import { measureThroughput } from './throughput.js';
import type { BenchResults, OutputSizeRow } from './types.js';
import { loadWorkload, WORKLOADS } from './workloads.js';

/**
 * `npm run bench`: mdadf against its peers in one run. Throughput (whole passes with gc included,
 * converters interleaved by pass, each in --processes warm processes, medians over all their
 * passes; and the per-document view beside it) and scaling with each converter warm in processes
 * of its own (pass-pool.ts); peak memory and pathological inputs
 * in one fresh process per measurement (children.ts). Prints Markdown tables, writes
 * bench/results/latest.json, and with --write-docs rewrites the figures section of
 * docs/performance.md.
 */

const { values: args } = parseArgs({
  options: {
    passes: { type: 'string', default: '7' },
    /** Processes per converter for whole passes: each may settle into a memory mode of its own. */
    processes: { type: 'string', default: '3' },
    warmup: { type: 'string', default: '3' },
    'per-document-passes': { type: 'string', default: '5' },
    workloads: { type: 'string', default: WORKLOADS.join(',') },
    timeout: { type: 'string', default: '10000' },
    only: { type: 'string' },
    'skip-children': { type: 'boolean', default: false },
    'write-docs': { type: 'boolean', default: false },
    /** Pathological cases to run (comma-separated names of bench/synthetic.ts); all by default. */
    cases: { type: 'string' },
    out: { type: 'string', default: join(ROOT, 'bench', 'results', 'latest.json') },
  },
});

const PASSES = Number(args.passes);
const PROCESSES = Math.max(1, Number(args.processes));
const WARMUP = Number(args.warmup);
const PER_DOCUMENT_PASSES = Number(args['per-document-passes']);
const TIMEOUT_MS = Number(args.timeout);
const RESULTS = resolve(args.out);
const DOCS = join(ROOT, 'docs', 'performance.md');

/** The 1-minute load average at every progress line: the run's load, for the report. */
const loadSamples: number[] = [];
const log = (message: string) => {
  loadSamples.push(loadavg()[0]);
  process.stderr.write(`${message} (load ${loadavg()[0].toFixed(1)})\n`);
};

function packageVersion(name: string): string | undefined {
  const manifest = join(ROOT, 'node_modules', name, 'package.json');
  const own = join(ROOT, 'package.json');
  const file = name === 'mdadf' ? own : manifest;
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version
    : undefined;
}

const VERSION_SOURCE: Record<string, string> = {
  'mdadf-extended': 'mdadf',
  'mdadf-atlassian': 'mdadf',
  marklassian: 'marklassian',
  atlaskit: '@atlaskit/editor-markdown-transformer',
  'markdown-it': 'markdown-it',
  'markdown-it-default': 'markdown-it',
};

async function loadConverters() {
  const wanted = args.only ? new Set(args.only.split(',')) : undefined;
  const loaded = new Map<string, Convert>();
  const described: BenchResults['converters'] = [];
  for (const spec of CONVERTERS) {
    if (wanted && !wanted.has(spec.name)) continue;
    const version = packageVersion(VERSION_SOURCE[spec.name] ?? spec.name);
    try {
      loaded.set(spec.name, await spec.load());
      described.push({ name: spec.name, description: spec.description, available: true, version });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log(`${spec.name}: UNAVAILABLE (${message})`);
      described.push({
        name: spec.name,
        description: spec.description,
        available: false,
        error: message,
        version,
      });
    }
  }
  return { loaded, described };
}

/** The JSON size of each converter's output over each workload, measured once, outside any timing. */
function measureOutputSize(converters: Map<string, Convert>, workloads: Map<string, Doc[]>): OutputSizeRow[] {
  const rows: OutputSizeRow[] = [];
  for (const [workload, docs] of workloads) {
    for (const [converter, convert] of converters) {
      let outputBytes = 0;
      for (const doc of docs) {
        try {
          outputBytes += Buffer.byteLength(JSON.stringify(convert(doc.text)) ?? '');
        } catch {
          // Failures show in the throughput table.
        }
      }
      rows.push({ converter, workload, inputBytes: utf8Bytes(docs), outputBytes });
    }
  }
  return rows;
}

async function main() {
  const loadAtStart = loadavg()[0];
  const { loaded, described } = await loadConverters();
  const workloads = new Map<string, Doc[]>(
    args.workloads.split(',').map((name) => [name, loadWorkload(name)] as const),
  );

  const pool = await PassPool.start([...loaded.keys()], {
    exposeGc: PER_DOCUMENT_PASSES > 0,
    processes: PROCESSES,
  });
  let throughput: BenchResults['throughput'];
  let scaling: BenchResults['scaling'];
  try {
    throughput = await measureThroughput(pool, workloads, {
      passes: PASSES,
      warmup: WARMUP,
      perDocumentPasses: PER_DOCUMENT_PASSES,
      log,
    });
    scaling = await measureScaling(pool, log);
  } finally {
    pool.close();
  }
  // A converter this process loaded but its own process could not (or that died there).
  for (const [name, error] of pool.unavailable) {
    log(`${name}: UNAVAILABLE in its process (${error})`);
    loaded.delete(name);
    const entry = described.find((c) => c.name === name);
    if (entry) Object.assign(entry, { available: false, error });
  }
  const outputSize = measureOutputSize(loaded, workloads);
  const childNames = args['skip-children'] ? [] : [...loaded.keys()];
  const memory = measureMemory(childNames, [...workloads.keys()], log);
  const pathological = args['skip-children']
    ? []
    : measurePathological(childNames, TIMEOUT_MS, log, args.cases?.split(','));

  const cpu = cpus();
  const results: BenchResults = {
    date: new Date().toISOString().slice(0, 10),
    machine: {
      cpu: cpu[0]?.model.trim() ?? 'unknown',
      cores: cpu.length,
      node: process.version,
      platform: `${platform()} ${release()}`,
      loadAverage: {
        start: loadAtStart,
        end: loadavg()[0],
        mean: loadSamples.reduce((sum, x) => sum + x, 0) / Math.max(loadSamples.length, 1),
        max: Math.max(loadAtStart, ...loadSamples),
      },
    },
    options: {
      passes: PASSES,
      processes: PROCESSES,
      warmup: WARMUP,
      perDocumentPasses: PER_DOCUMENT_PASSES,
      timeoutMs: TIMEOUT_MS,
    },
    // Relative to the project: the figures name no machine's paths.
    mdadfDist: `${relative(ROOT, fileURLToPath(MDADF_DIST)) || '.'}/`,
    converters: described,
    workloads: [...workloads].map(([name, docs]) => ({ name, files: docs.length, bytes: utf8Bytes(docs) })),
    throughput,
    scaling,
    memory,
    outputSize,
    pathological,
    peerDependencies: checkPeersAreDevOnly(),
    targets: [],
  };
  results.targets = checkTargets(results);

  const figures = renderFigures(results);
  process.stdout.write(`${figures}\n`);
  mkdirSync(dirname(RESULTS), { recursive: true });
  writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
  log(`wrote ${RESULTS}`);
  if (args['write-docs']) {
    writeFiguresInto(DOCS, figures);
    log(`rewrote the figures section of ${DOCS}`);
  }
}

await main();
