import { Command } from 'commander';
import type { Profile } from '../../types.js';
import type { DiagnosticsFormat, ReportedDiagnostic } from '../diagnostics-format.js';
import { inputName, readInput, resolveInputs, writeStdout } from '../io.js';
import { withSourceLines } from '../excerpt.js';
import { parseJsonInput } from '../json-input.js';
import { printable } from '../printable.js';
import { diagnosticsOption, profileOption, stderrReporter } from '../options.js';

interface ValidateOptions {
  profile: Profile;
  diagnostics?: DiagnosticsFormat;
  quiet?: boolean;
}

export function validateCommand(): Command {
  return new Command('validate')
    .summary('check ADF JSON against a profile')
    .description(
      'Check that ADF JSON documents are valid for the profile. Each error names the JSON path of the offending value.\n' +
        'Prints "FILE: valid" on stdout for each valid document; exits 1 when any document is invalid or not JSON.',
    )
    .argument('[FILE...]', 'ADF JSON files or directories (- for standard input)')
    .addOption(profileOption())
    .option('-q, --quiet', 'print nothing for valid documents')
    .addOption(diagnosticsOption())
    .addHelpText(
      'after',
      `
Examples:
  $ mdadf validate --profile atlassian description.json
  $ mdadf convert notes.md --profile atlassian | mdadf validate --profile atlassian`,
    )
    .action(async (files: string[], opts: ValidateOptions) => {
      process.exitCode = await runValidate(files, opts);
    });
}

async function runValidate(files: string[], opts: ValidateOptions): Promise<number> {
  const inputs = await resolveInputs(files, ['.json']);
  const reporter = stderrReporter(opts.diagnostics);
  const { validateAdf } = await import('../../index.js');
  let invalid = 0;
  for (const input of inputs) {
    const name = inputName(input);
    const text = await readInput(input);
    const parsed = parseJsonInput(text);
    const diagnostics: ReportedDiagnostic[] = parsed.ok
      ? validateAdf(parsed.value, { profile: opts.profile }).errors.map(({ path, message }) => ({
          severity: 'error',
          code: 'invalid-document',
          message,
          path: path === '' ? '/' : path,
        }))
      : withSourceLines([parsed.diagnostic], text);
    reporter.report(name, diagnostics);
    if (diagnostics.length > 0) invalid++;
    else if (opts.quiet !== true) await writeStdout(`${printable(name)}: valid (${opts.profile} profile)\n`);
  }
  reporter.finish();
  return invalid > 0 ? 1 : 0;
}
