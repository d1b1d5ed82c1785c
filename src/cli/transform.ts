import type { Profile } from '../types.js';
import { defaultThreads, runBatch } from './batch.js';
import type { DiagnosticsFormat } from './diagnostics-format.js';
import { usageError } from './errors.js';
import { inputName, readInput, resolveInputs, STDOUT_NAME, writeStdout } from './io.js';
import { JOBS, type JobName, runJob } from './jobs.js';
import { stderrReporter } from './options.js';
import { checkOutputDirectory } from './safe-output.js';

/**
 * The flow `convert` and `to-markdown` share: one input to stdout, or with `--out` a batch
 * of files. Returns the exit code.
 */
export interface TransformOptions {
  profile: Profile;
  strict?: boolean;
  pretty?: boolean;
  out?: string;
  jobs?: number;
  quiet?: boolean;
  diagnostics: DiagnosticsFormat;
}

export async function runTransform(job: JobName, files: string[], opts: TransformOptions): Promise<number> {
  const inputs = await resolveInputs(files, JOBS[job].inputExtensions);
  const options = { profile: opts.profile, strict: opts.strict === true, pretty: opts.pretty === true };
  const reporter = stderrReporter(opts.diagnostics);

  if (opts.out !== undefined) {
    await checkOutputDirectory(files, opts.out);
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
    // In JSON mode stderr carries exactly one JSON array; a summary line would break parsers.
    if (opts.quiet !== true && opts.diagnostics === 'text') {
      const written = outcome.files - outcome.failed;
      const files =
        written === outcome.files
          ? `${count(outcome.files, 'file')}`
          : `${written} of ${count(outcome.files, 'file')}`;
      const seconds = (outcome.elapsedMs / 1000).toFixed(2);
      process.stderr.write(
        `${files} written in ${seconds}s: ${count(reporter.errors, 'error')}, ${count(reporter.warnings, 'warning')}\n`,
      );
    }
    return outcome.failed > 0 ? 1 : 0;
  }

  const [input] = inputs;
  if (inputs.length > 1) throw usageError(`${inputs.length} inputs need --out DIR (one output file each)`);
  if (input === undefined || (input.kind === 'file' && input.fromDirectory)) {
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

const count = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;
