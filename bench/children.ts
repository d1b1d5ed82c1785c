import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { DoublingResult, PathologicalResult, RssResult } from './child.js';
import { FLOOR, MDADF, ROOT } from './converters.js';
import { type DoublingFigures, doublingOf } from './doubling.js';
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
 * A doubling child runs n and 2n several times each (child.ts starts no round after 12 s, but runs
 * at least 3, and on a loaded machine wall time is several times CPU time): it gets six times.
 */
const PATHOLOGICAL_BUDGET = 2;
const DOUBLING_BUDGET = 6;

type ChildOutcome<T> =
  | { ok: true; value: T; ms: number }
  | { ok: false; kind: 'timeout' | 'crash'; ms: number; error: string };

/** `--expose-gc`: the memory child collects before reading the RSS after loading (not timed). */
function runChild<T>(childArgs: string[], timeoutMs: number, budgetMs = timeoutMs): ChildOutcome<T> {
  const start = performance.now();
  const exposeGc = childArgs[0] === 'rss';
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
): { result: PathologicalOutcome; inputBytes?: number } {
  const outcome = runChild<PathologicalResult>(
    ['patho', name, caseName, String(scale)],
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

export interface DoublingOutcome {
  /** The case at n (medians of the warm runs), as for a converter measured at one size. */
  outcome: PathologicalOutcome;
  /** n and 2n, when both ran. */
  doubling?: DoublingFigures;
  inputBytes?: number;
}

/**
 * One case (or ADF family: converter adfToMarkdown or adfToHtml) at n and 2n in one fresh
 * process (child.ts doubling): n is a timeout when its median wall time exceeds the timeout.
 */
export function measureDoubling(
  name: string,
  caseName: string,
  timeoutMs: number,
  rounds: number,
): DoublingOutcome {
  const outcome = runChild<DoublingResult>(
    ['doubling', name, caseName, String(timeoutMs), String(rounds)],
    timeoutMs,
    timeoutMs * DOUBLING_BUDGET,
  );
  if (!outcome.ok)
    return { outcome: { status: outcome.kind, ms: outcome.ms, error: outcome.error } as PathologicalOutcome };
  const { n, twice, firstMs, inputBytes, error } = outcome.value;
  if (error) return { outcome: { status: 'error', ms: firstMs, error }, inputBytes };
  const doubling = twice ? doublingOf(n, twice) : undefined;
  const ms = doubling?.n.ms ?? firstMs;
  if (!doubling || ms > timeoutMs) return { outcome: { status: 'timeout', ms }, inputBytes };
  return {
    outcome: { status: 'ok', ms, cpuMs: doubling.n.cpuMs, firstMs, runs: doubling.n.runs },
    doubling,
    inputBytes,
  };
}

/** Rounds of n and 2n a doubling child runs at most. */
export const DOUBLING_ROUNDS = 5;

/**
 * Every case for every converter at its benchmark size; mdadf and the floor at n and 2n in one
 * process (measureDoubling), which tells a linear family (about 2x) from a super-linear one.
 */
export function measurePathological(
  names: string[],
  timeoutMs: number,
  log: (message: string) => void,
  cases?: readonly string[],
): PathologicalRow[] {
  const doubledFor = new Set(
    names.filter((name) => (MDADF as readonly string[]).includes(name) || name === FLOOR),
  );
  const wanted = Object.entries(PATHOLOGICAL).filter(([name]) => !cases || cases.includes(name));
  return wanted.map(([caseName, { description }]) => {
    const outcomes: Record<string, PathologicalOutcome> = {};
    const doubling: Record<string, DoublingFigures> = {};
    let inputBytes: number | undefined;
    for (const name of names) {
      if (doubledFor.has(name)) {
        const measured = measureDoubling(name, caseName, timeoutMs, DOUBLING_ROUNDS);
        inputBytes ??= measured.inputBytes;
        outcomes[name] = measured.outcome;
        if (measured.doubling) doubling[name] = measured.doubling;
        const d = measured.doubling;
        log(
          `pathological ${caseName} / ${name}: ${measured.outcome.status} ${measured.outcome.ms.toFixed(0)} ms` +
            (d ? `, 2n: cpu ${d.cpuRatio.toFixed(2)}x, bytes ${d.bytesRatio.toFixed(2)}x` : ''),
        );
        continue;
      }
      const measured = pathologicalOutcome(name, caseName, 1, timeoutMs);
      inputBytes ??= measured.inputBytes;
      outcomes[name] = measured.result;
      log(
        `pathological ${caseName} / ${name}: ${measured.result.status} ${measured.result.ms.toFixed(0)} ms`,
      );
    }
    return { case: caseName, description, inputBytes, outcomes, doubling };
  });
}
