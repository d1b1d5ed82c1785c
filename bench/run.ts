import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, platform, release } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { measureMemory, measurePathological } from './children.js';
import { CONVERTERS, type Convert, MDADF_DIST, ROOT } from './converters.js';
import { collectGarbage, type Doc, hasGc, median, observe, rotated, utf8Bytes } from './measure.js';
import { checkPeersAreDevOnly } from './peer-check.js';
import { renderFigures, writeFiguresInto } from './report.js';
import { syntheticDocument } from './synthetic.js';
import { checkTargets } from './targets.js';
import { measureThroughput } from './throughput.js';
import type { BenchResults, OutputSizeRow, ScalingRow } from './types.js';
import { loadWorkload, WORKLOADS } from './workloads.js';

/**
 * `npm run bench`: mdadf against its peers in one run. Throughput (whole passes with gc included,
 * converters interleaved by pass, medians; and the per-document view beside it) and scaling in
 * this process; peak memory and pathological inputs in one child process per measurement. Prints
 * Markdown tables, writes bench/results/latest.json, and with --write-docs rewrites the figures
 * section of docs/performance.md.
 */

const { values: args } = parseArgs({
  options: {
    passes: { type: 'string', default: '7' },
    warmup: { type: 'string', default: '2' },
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
const WARMUP = Number(args.warmup);
const PER_DOCUMENT_PASSES = Number(args['per-document-passes']);
const TIMEOUT_MS = Number(args.timeout);
const SCALING_BASE = 128_000;
const SCALING_FACTORS = [1, 2, 4, 8];
const SCALING_ROUNDS = 5;
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

function measureScaling(converters: Map<string, Convert>): ScalingRow[] {
  const documents = SCALING_FACTORS.map((factor) => syntheticDocument(42, SCALING_BASE * factor));
  const samples = new Map<string, number[]>();
  for (let round = -1; round < SCALING_ROUNDS; round++) {
    log(round < 0 ? 'scaling warm-up' : `scaling round ${round + 1}/${SCALING_ROUNDS}`);
    for (const name of rotated([...converters.keys()], round + 1)) {
      SCALING_FACTORS.forEach((factor, i) => {
        collectGarbage();
        const start = performance.now();
        try {
          observe(converters.get(name)!(documents[i]));
        } catch {
          // A throw still took the time; failures show in the throughput table.
        }
        const ms = performance.now() - start;
        if (round >= 0) samples.set(`${name}:${factor}`, [...(samples.get(`${name}:${factor}`) ?? []), ms]);
      });
    }
  }
  return [...converters.keys()].map((name) => {
    const medianMs = Object.fromEntries(
      SCALING_FACTORS.map((factor) => [String(factor), median(samples.get(`${name}:${factor}`) ?? [])]),
    );
    return {
      converter: name,
      medianMs,
      baseBytes: Buffer.byteLength(documents[0]),
      ratio8x: medianMs['8'] / medianMs['1'],
    };
  });
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
  if (!hasGc()) log('warning: run with node --expose-gc (npm run bench does) for gc between passes');
  const { loaded, described } = await loadConverters();
  const workloads = new Map<string, Doc[]>(
    args.workloads.split(',').map((name) => [name, loadWorkload(name)] as const),
  );

  const throughput = await measureThroughput(loaded, workloads, {
    passes: PASSES,
    warmup: WARMUP,
    perDocumentPasses: PER_DOCUMENT_PASSES,
    log,
  });
  const scaling = measureScaling(loaded);
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
      gcExposed: hasGc(),
      loadAverage: {
        start: loadAtStart,
        end: loadavg()[0],
        mean: loadSamples.reduce((sum, x) => sum + x, 0) / Math.max(loadSamples.length, 1),
        max: Math.max(loadAtStart, ...loadSamples),
      },
    },
    options: {
      passes: PASSES,
      warmup: WARMUP,
      perDocumentPasses: PER_DOCUMENT_PASSES,
      timeoutMs: TIMEOUT_MS,
    },
    mdadfDist: fileURLToPath(MDADF_DIST),
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
