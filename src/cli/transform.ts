import type { Profile, Severity } from '../types.js';
import { runCheck } from './check.js';
import type { DiagnosticsFormat } from './diagnostics-format.js';
import { usageError } from './errors.js';
import { type Input, inputName, readInput, resolveInputs, STDOUT_NAME, writeStdout } from './io.js';
import { JOBS, type JobName, type JobOptions, runJob } from './jobs.js';
import { readLookupFile } from './lookup-files.js';
import { stderrReporter } from './options.js';
import { defaultThreads } from './threads.js';
import { checkOutputDirectory, checkOutputFile, isSingleOutputFile, writeOutputFile } from './safe-output.js';

/**
 * The flow `convert` and `to-markdown` share: one input to stdout or to `-o FILE`, a batch of
 * files with `--out DIR`, or `--check`. Returns the exit code.
 */
export interface TransformOptions {
  profile: Profile;
  strict?: boolean;
  /** Undefined: indented on a terminal, compact otherwise. */
  pretty?: boolean;
  out?: string;
  jobs?: number;
  quiet?: boolean;
  check?: Severity;
  diagnostics?: DiagnosticsFormat;
  /** convert: `--mentions FILE`, `--images FILE` (src/convert/lookup-maps.ts). */
  mentions?: string;
  images?: string;
}

export async function runTransform(job: JobName, files: string[], opts: TransformOptions): Promise<number> {
  const inputs = await resolveInputs(files, JOBS[job].inputExtensions);
  const reporter = stderrReporter(opts.diagnostics);
  const textSummary = opts.quiet !== true && (reporter.format === 'text' || reporter.format === 'pretty');
  const toTerminal = opts.out === undefined && opts.check === undefined && process.stdout.isTTY === true;
  const options: JobOptions = {
    profile: opts.profile,
    strict: opts.strict === true,
    pretty: opts.pretty ?? toTerminal,
    mentions: await readLookupFile('mentions', opts.mentions),
    images: await readLookupFile('images', opts.images),
  };

  if (opts.check !== undefined) {
    if (opts.out !== undefined) throw usageError('--check writes nothing; it cannot be combined with --out');
    return runCheck(
      inputs,
      (text) => runJob(job, text, options),
      opts.check,
      reporter,
      textSummary ? logLine : undefined,
    );
  }

  if (opts.out !== undefined && isSingleOutputFile(inputs, opts.out)) {
    const [input] = inputs as [Extract<Input, { kind: 'file' }>];
    await checkOutputFile(input.path, opts.out);
    const result = await runJob(job, await readInput(input), options);
    reporter.report(input.path, result.diagnostics);
    reporter.report(opts.out, result.outputDiagnostics ?? []);
    reporter.finish();
    if (result.output === undefined) return 1;
    await writeOutputFile(opts.out, result.output, reporter.format);
    return 0;
  }

  if (opts.out !== undefined) {
    await checkOutputDirectory(files, opts.out);
    // Loaded only here: a run on one file does not pay for the worker threads and the progress bar.
    const { runBatch } = await import('./batch.js');
    const outcome = await runBatch({
      job,
      inputs,
      outDir: opts.out,
      options,
      threads: opts.jobs ?? defaultThreads(),
      showProgress: process.stderr.isTTY === true && opts.quiet !== true,
      reporter,
      log: process.stderr,
    });
    reporter.finish();
    // In JSON and GitHub forms stderr carries only machine-read lines: no summary there.
    if (textSummary) {
      const written = outcome.files - outcome.failed;
      const files =
        written === outcome.files
          ? `${count(outcome.files, 'file')}`
          : `${written} of ${count(outcome.files, 'file')}`;
      const seconds = (outcome.elapsedMs / 1000).toFixed(2);
      logLine(
        `${files} written in ${seconds}s: ${count(reporter.errors, 'error')}, ${count(reporter.warnings, 'warning')}`,
      );
    }
    return outcome.failed > 0 ? 1 : 0;
  }

  const [input] = inputs;
  if (inputs.length > 1) throw usageError(`${inputs.length} inputs need --out DIR (one output file each)`);
  if (input === undefined || (input.kind === 'file' && input.fromDirectory && !input.fromPattern)) {
    throw usageError('a directory needs --out DIR (one output file per file in it)');
  }
  const result = await runJob(job, await readInput(input), options);
  reporter.report(inputName(input), result.diagnostics);
  reporter.report(STDOUT_NAME, result.outputDiagnostics ?? []);
  reporter.finish();
  if (result.output === undefined) return 1;
  await writeStdout(result.output);
  return 0;
}

const logLine = (line: string): void => {
  process.stderr.write(`${line}\n`);
};

const count = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;
