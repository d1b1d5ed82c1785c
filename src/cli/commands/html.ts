import { basename } from 'node:path';
import { Command } from 'commander';
import type { Profile } from '../../types.js';
import type { DiagnosticsFormat } from '../diagnostics-format.js';
import { usageError } from '../errors.js';
import { inputName, readInput, resolveInputs, writeStdout } from '../io.js';
import { diagnosticsOption, profileOption, stderrReporter, strictOption } from '../options.js';

interface HtmlOptions {
  profile: Profile;
  strict?: boolean;
  diagnostics: DiagnosticsFormat;
}

export function htmlCommand(): Command {
  return new Command('html')
    .summary('standalone HTML preview of Markdown')
    .description(
      'Render Extended Markdown as a standalone HTML page (through ADF, as Jira or Confluence would show it) on stdout.\n' +
        'Reads standard input when no FILE is given or FILE is -.',
    )
    .argument('[FILE]', 'a Markdown file (- for standard input)')
    .addOption(profileOption())
    .addOption(strictOption())
    .addOption(diagnosticsOption())
    .addHelpText(
      'after',
      `
Examples:
  $ mdadf html README.md > preview.html`,
    )
    .action(async (file: string | undefined, opts: HtmlOptions) => {
      process.exitCode = await runHtml(file, opts);
    });
}

async function runHtml(file: string | undefined, opts: HtmlOptions): Promise<number> {
  const [input] = await resolveInputs(file === undefined ? [] : [file], []);
  if (input === undefined || (input.kind === 'file' && input.fromDirectory)) {
    throw usageError(`'${file}' is a directory; html renders one file (a tree: mdadf convert DIR --out OUT)`);
  }
  const markdown = await readInput(input);
  const [{ convert }, { adfToHtml }] = await Promise.all([
    import('../../index.js'),
    import('../../html/index.js'),
  ]);
  const { doc, diagnostics } = convert(markdown, { profile: opts.profile });
  const reporter = stderrReporter(opts.diagnostics);
  reporter.report(inputName(input), diagnostics);
  reporter.finish();
  if (opts.strict === true && reporter.errors > 0) return 1;
  await writeStdout(
    adfToHtml(doc, { standalone: true, title: input.kind === 'file' ? basename(input.path) : undefined }),
  );
  return 0;
}
