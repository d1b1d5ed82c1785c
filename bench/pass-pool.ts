import { type ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './converters.js';
import type { PassResult, WholePassResult } from './measure.js';
import { type ChildMessage, type ParentMessage, parseChildMessage } from './pass-protocol.js';

/**
 * The parent's side of pass-child.ts: one or more processes per converter, asked for one pass at
 * a time. The parent asks one child at a time and waits for its answer, so the children never
 * run at once and compete only with the rest of the machine.
 */

const CHILD = join(ROOT, 'bench', 'pass-child.ts');

export interface PoolOptions {
  /** `--expose-gc` in the children: the per-document view's minor gcs need it. */
  exposeGc: boolean;
  /** Processes per converter (whole passes go to all of them; the other views to the first). */
  processes?: number;
  /** V8 flags for the children: for experiments only, never the benchmark's. */
  flags?: readonly string[];
}

/** Forks a TypeScript script of the bench with tsx, an IPC channel, and the parent's stderr. */
export function forkScript(
  script: string,
  args: string[],
  exposeGc: boolean,
  flags: readonly string[] = [],
): ChildProcess {
  return fork(script, args, {
    cwd: ROOT,
    execArgv: [...flags, ...(exposeGc ? ['--expose-gc'] : []), '--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
}

/** The next message of a child, or a rejection when it exits first. */
export function nextMessage(child: ChildProcess): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: unknown) => {
      child.off('exit', onExit);
      resolve(message);
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      child.off('message', onMessage);
      reject(new Error(`process exited (${signal ?? `exit ${code}`})`));
    };
    child.once('message', onMessage);
    child.once('exit', onExit);
  });
}

/** Sends a message and waits for the answer. */
export function ask(child: ChildProcess, message: unknown): Promise<unknown> {
  const answer = nextMessage(child);
  child.send(message as object);
  return answer;
}

export class PassPool {
  private constructor(
    private readonly children: Map<string, ChildProcess[]>,
    /** Converters whose process could not load them, with the reason. */
    readonly unavailable: Map<string, string>,
  ) {}

  /**
   * Starts every converter's processes, one after another (loading is CPU work too); a converter
   * one of whose processes cannot load it is unavailable.
   */
  static async start(names: readonly string[], options: PoolOptions): Promise<PassPool> {
    const children = new Map<string, ChildProcess[]>();
    const unavailable = new Map<string, string>();
    for (let index = 0; index < (options.processes ?? 1); index++)
      for (const name of names) {
        if (unavailable.has(name)) continue;
        const child = forkScript(CHILD, [name], options.exposeGc, options.flags);
        try {
          const message = parseChildMessage(await nextMessage(child));
          if (message.type !== 'ready')
            throw new Error(message.type === 'load-error' ? message.error : `unexpected ${message.type}`);
          children.set(name, [...(children.get(name) ?? []), child]);
        } catch (error) {
          unavailable.set(name, error instanceof Error ? error.message : String(error));
          child.kill();
          for (const started of children.get(name) ?? []) started.kill();
          children.delete(name);
        }
      }
    return new PassPool(children, unavailable);
  }

  get names(): string[] {
    return [...this.children.keys()];
  }

  /** How many processes each converter has. */
  get processes(): number {
    return Math.max(0, ...[...this.children.values()].map((list) => list.length));
  }

  private async request(name: string, message: ParentMessage, index = 0): Promise<ChildMessage> {
    const child = this.children.get(name)?.[index];
    if (!child) throw new Error(`${name}: no process ${index}`);
    const answer = parseChildMessage(await ask(child, message));
    if (answer.type === 'error') throw new Error(`${name}: ${answer.error}`);
    return answer;
  }

  async wholePass(name: string, workload: string, index = 0): Promise<WholePassResult> {
    const answer = await this.request(name, { type: 'pass', workload }, index);
    if (answer.type !== 'pass') throw new Error(`${name}: answered ${answer.type} to a pass`);
    return answer.result;
  }

  async perDocumentPass(name: string, workload: string): Promise<PassResult> {
    const answer = await this.request(name, { type: 'per-document', workload });
    if (answer.type !== 'per-document') throw new Error(`${name}: answered ${answer.type} to a pass`);
    return answer.result;
  }

  async scaling(
    name: string,
    seed: number,
    bytes: number[],
    index = 0,
  ): Promise<{ ms: number[]; cpuMs: number[]; bytes: number[]; markCompacts: number[] }> {
    const answer = await this.request(name, { type: 'scaling', seed, bytes }, index);
    if (answer.type !== 'scaling') throw new Error(`${name}: answered ${answer.type} to scaling`);
    return answer;
  }

  /** A converter whose process died or broke is dropped from the rest of the run. */
  drop(name: string, reason: string): void {
    for (const child of this.children.get(name) ?? []) child.kill();
    this.children.delete(name);
    this.unavailable.set(name, reason);
  }

  close(): void {
    for (const list of this.children.values()) for (const child of list) child.kill();
    this.children.clear();
  }
}
