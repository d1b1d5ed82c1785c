import type { Severity } from '../types.js';
import type { DiagnosticsReporter } from './diagnostics-format.js';
import { type Input, inputName, readInput, STDOUT_NAME } from './io.js';
import type { JobResult } from './jobs.js';

/**
 * `--check LEVEL`: convert every input, print the diagnostics, write nothing, and fail (exit 1)
 * when any diagnostic is at or above LEVEL (`warning`: any at all; `error`: errors only), as
 * `prettier --check` or `ruff check` do for CI. Inputs run one after the other on this thread:
 * nothing is written, so nothing needs a worker pool to overlap with.
 */
export const CHECK_LEVELS: readonly Severity[] = ['warning', 'error'];

export async function runCheck(
  inputs: readonly Input[],
  run: (text: string, input: Input) => Promise<JobResult>,
  level: Severity,
  reporter: DiagnosticsReporter,
  summary: ((line: string) => void) | undefined,
): Promise<number> {
  let failed = 0;
  for (const input of inputs) {
    const result = await run(await readInput(input), input);
    reporter.report(inputName(input), result.diagnostics);
    reporter.report(STDOUT_NAME, result.outputDiagnostics ?? []);
    if (result.output === undefined) failed++;
  }
  reporter.finish();
  summary?.(
    `${inputs.length} ${inputs.length === 1 ? 'file' : 'files'} checked: ${count(reporter.errors, 'error')}, ${count(reporter.warnings, 'warning')}`,
  );
  return failed > 0 || reporter.reached(level) ? 1 : 0;
}

const count = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;
