import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, platform, release } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadCorpus } from '../tests/support/corpus.js';
import type { PathologicalResult, RssResult } from './child.js';
import { CONVERTERS, type Convert, FLOOR, ROOT } from './converters.js';
import {
  collectGarbage,
  type Doc,
  hasGc,
  median,
  observe,
  rotated,
  timeInterleavedPass,
  utf8Bytes,
} from './measure.js';
import { checkPeersAreDevOnly } from './peer-check.js';
import { renderFigures, writeFiguresInto } from './report.js';
import { PATHOLOGICAL, syntheticCorpus, syntheticDocument } from './synthetic.js';
import { checkTargets } from './targets.js';
import type {
  BenchResults,
  MemoryRow,
  PathologicalOutcome,
  PathologicalRow,
  ScalingRow,
  ThroughputRow,
} from './types.js';

/**
 * `npm run bench`: mdadf against its peers in one run. Throughput and scaling in this process
 * (interleaved passes, gc between them, medians); peak memory and pathological inputs in one
 * child process per measurement. Prints Markdown tables, writes bench/results/latest.json, and
 * with --write-docs rewrites the figures section of docs/performance.md.
 */

const { values: args } = parseArgs({
  options: {
    passes: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '1' },
    timeout: { type: 'string', default: '10000' },
    only: { type: 'string' },
    'skip-children': { type: 'boolean', default: false },
    'write-docs': { type: 'boolean', default: false },
  },
});

const PASSES = Number(args.passes);
const WARMUP = Number(args.warmup);
const TIMEOUT_MS = Number(args.timeout);
/** Time a child gets on top of the timeout to start Node, tsx and the converter's modules. */
const STARTUP_GRACE_MS = 5_000;
const SCALING_BASE = 128_000;
const SCALING_FACTORS = [1, 2, 4, 8];
const SCALING_ROUNDS = 5;
const CHILD = join(ROOT, 'bench', 'child.ts');
const RESULTS = join(ROOT, 'bench', 'results', 'latest.json');
const DOCS = join(ROOT, 'docs', 'performance.md');

const log = (message: string) => process.stderr.write(`${message}\n`);

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

function measureThroughput(converters: Map<string, Convert>, workloads: Map<string, Doc[]>): ThroughputRow[] {
  const names = [...converters.keys()];
  const samples = new Map<string, { ms: number[]; failures: number; firstError?: string }>();
  const key = (converter: string, workload: string) => `${converter}\u0000${workload}`;

  for (let pass = -WARMUP; pass < PASSES; pass++) {
    log(pass < 0 ? `warm-up ${pass + WARMUP + 1}/${WARMUP}` : `pass ${pass + 1}/${PASSES}`);
    const order = rotated(names, pass + WARMUP).map((name) => [name, converters.get(name)!] as const);
    for (const [workload, docs] of workloads) {
      collectGarbage();
      const results = timeInterleavedPass(order, docs);
      if (pass < 0) continue;
      for (const [name, result] of results) {
        const entry = samples.get(key(name, workload)) ?? { ms: [], failures: 0 };
        entry.ms.push(result.ms);
        entry.failures = Math.max(entry.failures, result.failures);
        entry.firstError ??= result.firstError;
        samples.set(key(name, workload), entry);
      }
    }
  }

  const rows: ThroughputRow[] = [];
  for (const [workload, docs] of workloads) {
    const bytes = utf8Bytes(docs);
    const medianOf = (name: string) => {
      const entry = samples.get(key(name, workload));
      return entry ? median(entry.ms) : undefined;
    };
    const mdadfMs = medianOf('mdadf-extended');
    const floorMs = medianOf(FLOOR);
    for (const name of names) {
      const entry = samples.get(key(name, workload))!;
      const medianMs = median(entry.ms);
      rows.push({
        converter: name,
        workload,
        bytes,
        medianMs,
        bestMs: Math.min(...entry.ms),
        mbPerSecond: bytes / 1e6 / (medianMs / 1000),
        vsMdadf: mdadfMs ? medianMs / mdadfMs : undefined,
        vsFloor: floorMs ? medianMs / floorMs : undefined,
        failures: entry.failures,
        firstError: entry.firstError,
        passesMs: entry.ms.map((ms) => Math.round(ms * 10) / 10),
      });
    }
  }
  return rows;
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

type ChildOutcome<T> =
  | { ok: true; value: T; ms: number }
  | { ok: false; kind: 'timeout' | 'crash'; ms: number; error: string };

function runChild<T>(childArgs: string[], timeoutMs: number): ChildOutcome<T> {
  const start = performance.now();
  const child = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', CHILD, ...childArgs], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: timeoutMs + STARTUP_GRACE_MS,
    killSignal: 'SIGKILL',
    maxBuffer: 64 * 1024 * 1024,
  });
  const ms = performance.now() - start;
  if (child.error && (child.error as NodeJS.ErrnoException).code === 'ETIMEDOUT') {
    return { ok: false, kind: 'timeout', ms: timeoutMs, error: 'timeout' };
  }
  const lastLine = child.stdout?.trim().split('\n').at(-1) ?? '';
  if (child.status === 0 && lastLine.startsWith('{'))
    return { ok: true, value: JSON.parse(lastLine) as T, ms };
  const stderr = (child.stderr ?? '').trim().split('\n');
  const reason =
    stderr.find((line) => /Error|FATAL|heap/.test(line)) ??
    stderr.at(-1) ??
    `exit ${child.status ?? child.signal}`;
  return {
    ok: false,
    kind: 'crash',
    ms,
    error: `${child.signal ?? `exit ${child.status}`}: ${reason}`.slice(0, 200),
  };
}

function measureMemory(names: string[]): MemoryRow[] {
  return names.map((name) => {
    log(`memory: ${name}`);
    const outcome = runChild<RssResult>(['rss', name], 10 * 60_000);
    if (!outcome.ok) return { converter: name, error: outcome.error };
    return {
      converter: name,
      baselineMb: outcome.value.baselineBytes / 1e6,
      peakMb: outcome.value.peakBytes / 1e6,
      failures: outcome.value.failures,
    };
  });
}

function measurePathological(names: string[]): PathologicalRow[] {
  return Object.entries(PATHOLOGICAL).map(([caseName, { description }]) => {
    const outcomes: Record<string, PathologicalOutcome> = {};
    let inputBytes: number | undefined;
    for (const name of names) {
      const outcome = runChild<PathologicalResult>(['patho', name, caseName], TIMEOUT_MS);
      let result: PathologicalOutcome;
      if (!outcome.ok)
        result = { status: outcome.kind, ms: outcome.ms, error: outcome.error } as PathologicalOutcome;
      else if (outcome.value.ms > TIMEOUT_MS) result = { status: 'timeout', ms: outcome.value.ms };
      else if (outcome.value.error)
        result = { status: 'error', ms: outcome.value.ms, error: outcome.value.error };
      else
        result = {
          status: 'ok',
          ms: outcome.value.ms,
          firstMs: outcome.value.firstMs,
          runs: outcome.value.runs,
        };
      if (outcome.ok) inputBytes = outcome.value.inputBytes;
      outcomes[name] = result;
      log(`pathological ${caseName} / ${name}: ${result.status} ${result.ms.toFixed(0)} ms`);
    }
    return { case: caseName, description, inputBytes, outcomes };
  });
}

async function main() {
  const loadAtStart = loadavg()[0];
  if (!hasGc()) log('warning: run with node --expose-gc (npm run bench does) for gc between passes');
  const { loaded, described } = await loadConverters();
  const workloads = new Map<string, Doc[]>([
    ['corpus', loadCorpus()],
    ['synthetic', syntheticCorpus()],
  ]);

  const throughput = measureThroughput(loaded, workloads);
  const scaling = measureScaling(loaded);
  const childNames = args['skip-children'] ? [] : [...loaded.keys()];
  const memory = measureMemory(childNames);
  const pathological = args['skip-children'] ? [] : measurePathological(childNames);

  const cpu = cpus();
  const results: BenchResults = {
    date: new Date().toISOString().slice(0, 10),
    machine: {
      cpu: cpu[0]?.model.trim() ?? 'unknown',
      cores: cpu.length,
      node: process.version,
      platform: `${platform()} ${release()}`,
      gcExposed: hasGc(),
      loadAverage: { start: loadAtStart, end: loadavg()[0] },
    },
    options: { passes: PASSES, warmup: WARMUP, timeoutMs: TIMEOUT_MS },
    converters: described,
    workloads: [...workloads].map(([name, docs]) => ({ name, files: docs.length, bytes: utf8Bytes(docs) })),
    throughput,
    scaling,
    memory,
    pathological,
    peerDependencies: checkPeersAreDevOnly(),
    targets: [],
  };
  results.targets = checkTargets(results);

  const figures = renderFigures(results);
  process.stdout.write(`${figures}\n`);
  mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
  writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
  log(`wrote ${RESULTS}`);
  if (args['write-docs']) {
    writeFiguresInto(DOCS, figures);
    log(`rewrote the figures section of ${DOCS}`);
  }
}

await main();
