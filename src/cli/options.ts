import { type Command, InvalidArgumentError, Option } from 'commander';
import { defaultThreads } from './threads.js';
import { PROFILES } from '../types.js';
import { DIAGNOSTICS_FORMATS, DiagnosticsReporter, type DiagnosticsFormat } from './diagnostics-format.js';
import { paintWith, stderrUsesColour } from './terminal.js';
import { CHECK_LEVELS } from './check.js';

/** Options several commands share, defined once so their spelling and help never drift apart. */
export const profileOption = (description = 'output profile'): Option =>
  new Option('--profile <profile>', description).choices(PROFILES).default('extended');

export const diagnosticsOption = (): Option =>
  new Option(
    '--diagnostics <format>',
    'how diagnostics are printed on stderr: text (one line each), pretty (with the source line and a caret), json, github (Actions annotations); default: pretty on a terminal, else text',
  ).choices(DIAGNOSTICS_FORMATS);

export const checkOption = (): Option =>
  new Option(
    '--check <level>',
    'write nothing; exit 1 when any diagnostic is at or above LEVEL (warning: any; error: errors only)',
  ).choices(CHECK_LEVELS);

export const strictOption = (): Option =>
  new Option('--strict', 'exit 1 and write no output for an input with an error diagnostic');

export const prettyOptions = (): Option[] => [
  new Option('--pretty', 'indent the JSON output (the default when stdout is a terminal)'),
  new Option('--no-pretty', 'compact JSON even on a terminal'),
];

/** `--out`, `--jobs`, `--quiet`: the batch options of the commands that turn files into files. */
export function addBatchOptions(command: Command, from: string, to: string): Command {
  return command
    .option(
      '-o, --out <DIR|FILE>',
      `write one ${to} per ${from} into DIR, mirroring directory arguments; one input and a name ending in ${to}: that file`,
    )
    .option(
      '-j, --jobs <N>',
      `worker threads for --out (default: ${defaultThreads()})`,
      integerArgument('--jobs', { max: 256 }),
    )
    .option('-q, --quiet', 'no progress bar and no summary line with --out');
}

export function integerArgument(name: string, { min = 1, max = Number.MAX_SAFE_INTEGER } = {}) {
  return (value: string): number => {
    const n = Number(value);
    if (!/^\d+$/.test(value) || n < min || n > max) {
      throw new InvalidArgumentError(`${name} must be an integer from ${min} to ${max}.`);
    }
    return n;
  };
}

/** Without `--diagnostics`: the excerpt on a terminal, one line each for tools reading a pipe. */
export function stderrReporter(format: DiagnosticsFormat | undefined): DiagnosticsReporter {
  const chosen = format ?? (process.stderr.isTTY === true ? 'pretty' : 'text');
  return new DiagnosticsReporter(chosen, paintWith(stderrUsesColour()), (line) =>
    process.stderr.write(`${line}\n`),
  );
}
