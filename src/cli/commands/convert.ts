import { Command } from 'commander';
import {
  addBatchOptions,
  checkOption,
  diagnosticsOption,
  prettyOptions,
  profileOption,
  strictOption,
} from '../options.js';
import { runTransform, type TransformOptions } from '../transform.js';

export function convertCommand(): Command {
  const command = new Command('convert')
    .summary('Markdown → ADF JSON')
    .description(
      'Convert Extended Markdown to ADF JSON on stdout. Reads standard input when no FILE is given or FILE is -.\n' +
        'Several files or a directory need --out DIR: one .json per .md, the tree mirrored, converted in parallel.',
    )
    .argument(
      '[FILE...]',
      "Markdown files, directories or quoted patterns ('docs/**/*.md'; - for standard input)",
    )
    .addOption(profileOption())
    .addOption(strictOption())
    .option(
      '--mentions <FILE>',
      'JSON map of mention names to account ids: {"Jane Doe": "557058:abc"} (docs/cli.md)',
    )
    .option(
      '--images <FILE>',
      'JSON map of image paths to media ids or URLs: {"./d.png": "686a1960-…"} (docs/cli.md)',
    );
  for (const option of prettyOptions()) command.addOption(option);
  return addBatchOptions(command, '.md', '.json')
    .addOption(checkOption())
    .addOption(diagnosticsOption())
    .addHelpText(
      'after',
      `
Examples:
  $ mdadf convert README.md --pretty
  $ echo '# Title' | mdadf convert --profile atlassian
  $ mdadf convert docs --out build/adf --strict
  $ mdadf convert notes.md -o notes.json
  $ mdadf convert notes.md --profile atlassian --mentions people.json --images uploads.json
  $ mdadf convert 'docs/**/*.md' --check warning --diagnostics github`,
    )
    .action(async (files: string[], opts: TransformOptions) => {
      process.exitCode = await runTransform('convert', files, opts);
    });
}
