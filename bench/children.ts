import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { PathologicalResult, RssResult } from './child.js';
import { FLOOR, MDADF, ROOT } from './converters.js';
import { PATHOLOGICAL } from './synthetic.js';
import type { MemoryRow, PathologicalOutcome, PathologicalRow } from './types.js';

/**
 * The measurements that each need a fresh process (bench/child.ts): peak RSS, which only a
 * process's whole life can tell, and the pathological inputs, which may hang or crash.
 */

const CHILD = join(ROOT, 'bench', 'child.ts');
/** Time a child gets on top of its budget to start Node, tsx and the converter's modules. */
const STARTUP_GRACE_MS = 5_000;
/**
 * A pathological child runs the input once cold, then again warm (child.ts); a run over the
 * timeout is a timeout whichever it was, so the child is killed only after twice the timeout.
 */
const PATHOLOGICAL_BUDGET = 2;

type ChildOutcome<T> =
  | { ok: true; value: T; ms: number }
  | { ok: false; kind: 'timeout' | 'crash'; ms: number; error: string };

/**
 * `--expose-gc`: the memory child collects before reading the RSS after loading (not timed);
 * a pathological child needs it only to reproduce the old method (--forced-gc).
 */
function runChild<T>(childArgs: string[], timeoutMs: number, budgetMs = timeoutMs): ChildOutcome<T> {
  const start = performance.now();
  const exposeGc = childArgs[0] === 'rss' || childArgs.includes('forced-gc');
  const flags = [...(exposeGc ? ['--expose-gc'] : []), '--import', 'tsx'];
  const child = spawnSync(process.execPath, [...flags, CHILD, ...childArgs], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: budgetMs + STARTUP_GRACE_MS,
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

/** Each converter alone in a fresh process per workload, converting it one document at a time. */
export function measureMemory(
  names: string[],
  workloads: readonly string[],
  log: (message: string) => void,
): MemoryRow[] {
  return workloads.flatMap((workload) =>
    names.map((name) => {
      log(`memory: ${name} / ${workload}`);
      const outcome = runChild<RssResult>(['rss', name, workload], 10 * 60_000);
      if (!outcome.ok) return { converter: name, workload, error: outcome.error };
      return {
        converter: name,
        workload,
        baselineMb: outcome.value.baselineBytes / 1e6,
        peakMb: outcome.value.peakBytes / 1e6,
        failures: outcome.value.failures,
      };
    }),
  );
}

function pathologicalOutcome(
  name: string,
  caseName: string,
  scale: number,
  timeoutMs: number,
  forcedGc: boolean,
): { result: PathologicalOutcome; inputBytes?: number } {
  const outcome = runChild<PathologicalResult>(
    ['patho', name, caseName, String(scale), ...(forcedGc ? ['forced-gc'] : [])],
    timeoutMs,
    timeoutMs * PATHOLOGICAL_BUDGET,
  );
  if (!outcome.ok)
    return { result: { status: outcome.kind, ms: outcome.ms, error: outcome.error } as PathologicalOutcome };
  const value = outcome.value;
  if (value.ms > timeoutMs)
    return { result: { status: 'timeout', ms: value.ms }, inputBytes: value.inputBytes };
  if (value.error)
    return { result: { status: 'error', ms: value.ms, error: value.error }, inputBytes: value.inputBytes };
  return {
    result: { status: 'ok', ms: value.ms, cpuMs: value.cpuMs, firstMs: value.firstMs, runs: value.runs },
    inputBytes: value.inputBytes,
  };
}

/**
 * Every case for every converter at its benchmark size; for mdadf and the floor also at twice
 * that size, which tells a linear family (time × 2) from a super-linear one.
 */
export function measurePathological(
  names: string[],
  timeoutMs: number,
  log: (message: string) => void,
  cases?: readonly string[],
  forcedGc = false,
): PathologicalRow[] {
  const doubledFor = names.filter((name) => (MDADF as readonly string[]).includes(name) || name === FLOOR);
  const wanted = Object.entries(PATHOLOGICAL).filter(([name]) => !cases || cases.includes(name));
  return wanted.map(([caseName, { description }]) => {
    const outcomes: Record<string, PathologicalOutcome> = {};
    const doubled: Record<string, PathologicalOutcome> = {};
    let inputBytes: number | undefined;
    for (const name of names) {
      const measured = pathologicalOutcome(name, caseName, 1, timeoutMs, forcedGc);
      inputBytes ??= measured.inputBytes;
      outcomes[name] = measured.result;
      log(
        `pathological ${caseName} / ${name}: ${measured.result.status} ${measured.result.ms.toFixed(0)} ms`,
      );
    }
    for (const name of doubledFor) {
      doubled[name] = pathologicalOutcome(name, caseName, 2, timeoutMs, forcedGc).result;
      log(`pathological ${caseName} x2 / ${name}: ${doubled[name].status} ${doubled[name].ms.toFixed(0)} ms`);
    }
    return { case: caseName, description, inputBytes, outcomes, doubled };
  });
}
