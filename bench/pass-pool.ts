import { type ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './converters.js';
import type { PassResult, WholePassResult } from './measure.js';
import { type ChildMessage, type ParentMessage, parseChildMessage } from './pass-protocol.js';

/**
 * The parent's side of pass-child.ts: one process per converter, asked for one pass at a time.
 * The parent asks one child at a time and waits for its answer, so the children never run at
 * once and compete only with the rest of the machine.
 */

const CHILD = join(ROOT, 'bench', 'pass-child.ts');

export interface PoolOptions {
  /** `--expose-gc` in the children: the per-document view's minor gcs and --forced-gc need it. */
  exposeGc: boolean;
}

/** Forks a TypeScript script of the bench with tsx, an IPC channel, and the parent's stderr. */
export function forkScript(script: string, args: string[], exposeGc: boolean): ChildProcess {
  return fork(script, args, {
    cwd: ROOT,
    execArgv: [...(exposeGc ? ['--expose-gc'] : []), '--import', 'tsx'],
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
    private readonly children: Map<string, ChildProcess>,
    /** Converters whose process could not load them, with the reason. */
    readonly unavailable: Map<string, string>,
  ) {}

  /** Starts every converter's process, one after another (loading is CPU work too). */
  static async start(names: readonly string[], options: PoolOptions): Promise<PassPool> {
    const children = new Map<string, ChildProcess>();
    const unavailable = new Map<string, string>();
    for (const name of names) {
      const child = forkScript(CHILD, [name], options.exposeGc);
      try {
        const message = parseChildMessage(await nextMessage(child));
        if (message.type === 'ready') children.set(name, child);
        else throw new Error(message.type === 'load-error' ? message.error : `unexpected ${message.type}`);
      } catch (error) {
        unavailable.set(name, error instanceof Error ? error.message : String(error));
        child.kill();
      }
    }
    return new PassPool(children, unavailable);
  }

  get names(): string[] {
    return [...this.children.keys()];
  }

  private async request(name: string, message: ParentMessage): Promise<ChildMessage> {
    const child = this.children.get(name);
    if (!child) throw new Error(`${name}: no process`);
    const answer = parseChildMessage(await ask(child, message));
    if (answer.type === 'error') throw new Error(`${name}: ${answer.error}`);
    return answer;
  }

  async wholePass(name: string, workload: string, forcedGc: boolean): Promise<WholePassResult> {
    const answer = await this.request(name, { type: 'pass', workload, forcedGc });
    if (answer.type !== 'pass') throw new Error(`${name}: answered ${answer.type} to a pass`);
    return answer.result;
  }

  async perDocumentPass(name: string, workload: string): Promise<PassResult> {
    const answer = await this.request(name, { type: 'per-document', workload });
    if (answer.type !== 'per-document') throw new Error(`${name}: answered ${answer.type} to a pass`);
    return answer.result;
  }

  async scaling(name: string, seed: number, bytes: number[], forcedGc: boolean): Promise<number[]> {
    const answer = await this.request(name, { type: 'scaling', seed, bytes, forcedGc });
    if (answer.type !== 'scaling') throw new Error(`${name}: answered ${answer.type} to scaling`);
    return answer.ms;
  }

  /** A converter whose process died or broke is dropped from the rest of the run. */
  drop(name: string, reason: string): void {
    this.children.get(name)?.kill();
    this.children.delete(name);
    this.unavailable.set(name, reason);
  }

  close(): void {
    for (const child of this.children.values()) child.kill();
    this.children.clear();
  }
}
