import { Command } from 'commander';
import { addBatchOptions, checkOption, diagnosticsOption, profileOption } from '../options.js';
import { runTransform, type TransformOptions } from '../transform.js';

export function toMarkdownCommand(): Command {
  const command = new Command('to-markdown')
    .summary('ADF JSON → Extended Markdown')
    .description(
      'Convert an ADF JSON document to Extended Markdown on stdout. Reads standard input when no FILE is given or FILE is -.\n' +
        'Several files or a directory need --out DIR: one .md per .json, the tree mirrored.',
    )
    .argument(
      '[FILE...]',
      "ADF JSON files, directories or quoted patterns ('exported/*.json'; - for standard input)",
    )
    .addOption(
      profileOption(
        'the profile the Markdown will be read back with (what it would drop travels as adf:node)',
      ),
    );
  return addBatchOptions(command, '.json', '.md')
    .addOption(checkOption())
    .addOption(diagnosticsOption())
    .addHelpText(
      'after',
      `
Examples:
  $ mdadf to-markdown issue-description.json
  $ curl -s ... | jq .fields.description | mdadf to-markdown`,
    )
    .action(async (files: string[], opts: TransformOptions) => {
      process.exitCode = await runTransform('to-markdown', files, opts);
    });
}
