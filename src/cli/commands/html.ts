import { basename, extname } from 'node:path';
import { Command, Option } from 'commander';
import type { AdfDoc, Profile, Severity } from '../../types.js';
import { runCheck } from '../check.js';
import type { DiagnosticsFormat, ReportedDiagnostic } from '../diagnostics-format.js';
import { usageError } from '../errors.js';
import { withSourceLines } from '../excerpt.js';
import { type Input, inputName, readInput, resolveInputs, writeStdout } from '../io.js';
import type { JobResult } from '../jobs.js';
import { parseJsonInput } from '../json-input.js';
import { notMarkdown } from '../markdown-input.js';
import { checkOption, diagnosticsOption, profileOption, stderrReporter, strictOption } from '../options.js';
import { checkOutputFile, writeOutputFile } from '../safe-output.js';

type Source = 'markdown' | 'adf';

interface HtmlOptions {
  profile: Profile;
  strict?: boolean;
  from?: Source;
  out?: string;
  check?: Severity;
  diagnostics?: DiagnosticsFormat;
}

export function htmlCommand(): Command {
  return new Command('html')
    .summary('standalone HTML preview of Markdown or ADF')
    .description(
      'Render Extended Markdown, or an ADF JSON document, as a standalone HTML page (as Jira or Confluence would show it) on stdout.\n' +
        'Reads standard input when no FILE is given or FILE is -. A .json file is read as ADF.',
    )
    .argument('[FILE]', 'a Markdown or ADF JSON file (- for standard input)')
    .addOption(
      new Option(
        '--from <format>',
        'what the input is (default: adf for a .json file, else markdown)',
      ).choices(['markdown', 'adf']),
    )
    .option('-o, --out <FILE>', 'write the page to FILE instead of stdout')
    .addOption(profileOption('profile the Markdown is converted with, or the ADF is checked against'))
    .addOption(strictOption())
    .addOption(checkOption())
    .addOption(diagnosticsOption())
    .addHelpText(
      'after',
      `
Examples:
  $ mdadf html README.md -o preview.html
  $ mdadf html issue-description.json > preview.html
  $ curl -s ... | jq .fields.description | mdadf html --from adf > preview.html`,
    )
    .action(async (file: string | undefined, opts: HtmlOptions) => {
      process.exitCode = await runHtml(file, opts);
    });
}

async function runHtml(file: string | undefined, opts: HtmlOptions): Promise<number> {
  const inputs = await resolveInputs(file === undefined ? [] : [file], []);
  const [input] = inputs;
  if (input === undefined || (input.kind === 'file' && input.fromDirectory && !input.fromPattern)) {
    throw usageError(`'${file}' is a directory; html renders one file (a tree: mdadf convert DIR --out OUT)`);
  }
  const reporter = stderrReporter(opts.diagnostics);
  if (opts.check !== undefined) {
    if (opts.out !== undefined) throw usageError('--check writes nothing; it cannot be combined with --out');
    return runCheck(inputs, (text, each) => render(text, each, opts), opts.check, reporter, undefined);
  }
  if (inputs.length > 1) throw usageError(`'${file}' matches ${inputs.length} files; html renders one`);
  if (opts.out !== undefined && input.kind === 'file') await checkOutputFile(input.path, opts.out);
  const result = await render(await readInput(input), input, opts);
  reporter.report(inputName(input), result.diagnostics);
  reporter.finish();
  if (result.output === undefined) return 1;
  if (opts.out === undefined) await writeStdout(result.output);
  else await writeOutputFile(opts.out, result.output, reporter.format);
  return 0;
}

const sourceOf = (input: Input, from: Source | undefined): Source =>
  from ?? (input.kind === 'file' && extname(input.path).toLowerCase() === '.json' ? 'adf' : 'markdown');

/** The page, or no output when the input is not JSON, or has an error under `--strict`. */
async function render(text: string, input: Input, opts: HtmlOptions): Promise<JobResult> {
  const read =
    sourceOf(input, opts.from) === 'adf'
      ? await readAdf(text, opts.profile)
      : await readMarkdown(text, opts.profile);
  const diagnostics = withSourceLines(read.diagnostics, text);
  if (read.doc === undefined || (opts.strict === true && diagnostics.some((d) => d.severity === 'error'))) {
    return { diagnostics };
  }
  const { adfToHtml } = await import('../../compose/html.js');
  const title = input.kind === 'file' ? basename(input.path) : undefined;
  try {
    return { output: adfToHtml(read.doc, { standalone: true, title }), diagnostics };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { diagnostics: [...diagnostics, { severity: 'error', code: 'conversion-failed', message }] };
  }
}

interface Read {
  doc?: AdfDoc;
  diagnostics: ReportedDiagnostic[];
}

async function readMarkdown(markdown: string, profile: Profile): Promise<Read> {
  const refused = notMarkdown(markdown, 'render it with `--from adf`');
  if (refused) return { diagnostics: [refused] };
  const { convert } = await import('../../index.js');
  return convert(markdown, { profile });
}

/** ADF is rendered as it is; what makes it invalid for the profile is reported, as `validate` does. */
async function readAdf(json: string, profile: Profile): Promise<Read> {
  const parsed = parseJsonInput(json);
  if (!parsed.ok) return { diagnostics: [parsed.diagnostic] };
  const { validateAdf } = await import('../../index.js');
  const diagnostics = validateAdf(parsed.value, { profile }).errors.map(
    ({ path, message }): ReportedDiagnostic => ({
      severity: 'error',
      code: 'invalid-document',
      message,
      path: path === '' ? '/' : path,
    }),
  );
  return { doc: parsed.value as AdfDoc, diagnostics };
}
