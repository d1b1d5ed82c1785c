import { readFile } from 'node:fs/promises';
import type { ReportedDiagnostic } from './diagnostics-format.js';
import { describeSystemError } from './errors.js';
import { withoutByteOrderMark } from './io.js';
import { runJob, type JobName, type JobOptions } from './jobs.js';
import { describeWriteError, writeBelow } from './safe-output.js';

/**
 * One file of a batch: read, convert, write. Runs on a worker thread (the module's default
 * export is what the pool calls) or inline for a batch of one. Failures are reported as
 * diagnostics, never thrown, so one bad file does not stop the others.
 */
export interface FileTask {
  job: JobName;
  inputPath: string;
  /** The `--out` directory: links below it are not followed. */
  outDir: string;
  outputPath: string;
  options: JobOptions;
}

export interface FileTaskResult {
  diagnostics: ReportedDiagnostic[];
  /** Positions in the written file (see JobResult). */
  outputDiagnostics?: ReportedDiagnostic[];
  written: boolean;
}

const failure = (code: string, message: string): FileTaskResult => ({
  diagnostics: [{ severity: 'error', code, message }],
  written: false,
});

export default async function runFileTask(task: FileTask): Promise<FileTaskResult> {
  let text: string;
  try {
    text = await readFile(task.inputPath, 'utf8');
  } catch (error) {
    return failure('unreadable-file', `cannot read: ${describeSystemError(error)}`);
  }
  const { output, diagnostics, outputDiagnostics } = await runJob(
    task.job,
    withoutByteOrderMark(text),
    task.options,
  );
  if (output === undefined) return { diagnostics, written: false };
  try {
    await writeBelow(task.outDir, task.outputPath, output);
  } catch (error) {
    const written = failure(
      'unwritable-file',
      `cannot write '${task.outputPath}': ${describeWriteError(error)}`,
    );
    return { diagnostics: [...diagnostics, ...written.diagnostics], written: false };
  }
  return { diagnostics, outputDiagnostics, written: true };
}
