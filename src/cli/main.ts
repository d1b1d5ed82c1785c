#!/usr/bin/env node
import { createRequire } from 'node:module';
import { Command, CommanderError } from 'commander';
import { CliError, describeSystemError } from './errors.js';
import { printable } from './printable.js';

/**
 * Exit codes: 0 success (warnings allowed), 1 a failed run (error under --strict, invalid
 * JSON, invalid document), 2 a usage problem (unknown command or flag, missing file).
 */
const EXIT_USAGE = 2;
const EXIT_FAILURE = 1;

/** Commander's "exits" that are not errors. */
const SUCCESSFUL_EXITS = new Set(['commander.helpDisplayed', 'commander.version']);

/**
 * The commands, each loaded only when it runs (or for the command list of `--help`): a run pays
 * for its own command's code, not for every command's. One line adds a command.
 */
const COMMANDS: Record<string, () => Promise<Command>> = {
  convert: async () => (await import('./commands/convert.js')).convertCommand(),
  'to-markdown': async () => (await import('./commands/to-markdown.js')).toMarkdownCommand(),
  validate: async () => (await import('./commands/validate.js')).validateCommand(),
  html: async () => (await import('./commands/html.js')).htmlCommand(),
  serve: async () => (await import('./commands/serve.js')).serveCommand(),
  jira: async () => (await import('./commands/jira.js')).jiraCommand(),
  confluence: async () => (await import('./commands/confluence.js')).confluenceCommand(),
  mcp: async () => (await import('./commands/mcp.js')).mcpCommand(packageJson.version),
};

// The package's own manifest by its name (the same from the sources and from any bundle).
const packageJson = createRequire(import.meta.url)('mdadf/package.json') as { version: string };

const hintFor = (command: Command): string => {
  const names: string[] = [];
  for (let c: Command | null = command; c; c = c.parent) names.unshift(c.name());
  return `Try '${names.join(' ')} --help'.`;
};

/** One line for the problem, one for the way out; Commander throws instead of exiting so we pick the code. */
function withUsageConventions(command: Command): Command {
  return command
    .showHelpAfterError(hintFor(command))
    .exitOverride()
    .configureOutput({ outputError: (text, write) => write(`mdadf: ${text}`) });
}

const program = withUsageConventions(
  new Command('mdadf')
    .description(
      'Convert Extended Markdown (GFM + <!-- adf:... --> directives) to the Atlassian Document Format and back.',
    )
    .version(packageJson.version, '-V, --version', 'print the version'),
);
const args = process.argv.slice(2);
const named = args.find((arg) => !arg.startsWith('-'));
// `--version` needs no command; `--help`, an unknown command or none needs the list of all.
const versionOnly = named === undefined && (args.includes('-V') || args.includes('--version'));
const wanted = versionOnly
  ? []
  : named !== undefined && Object.hasOwn(COMMANDS, named)
    ? [named]
    : Object.keys(COMMANDS);
for (const command of await Promise.all(wanted.map((name) => COMMANDS[name]!()))) {
  program.addCommand(command);
  // After addCommand: the hint names the parent (`mdadf convert`), known only now; and for
  // the subcommands a group has (`mdadf jira push`).
  withUsageConventions(command);
  for (const sub of command.commands) withUsageConventions(sub);
}

let running: Command = program;
program.hook('preAction', (_program, action) => {
  running = action;
});

// `mdadf convert big.md | head` closes the pipe early; that is the reader's choice, not an error.
// Any other failure to write (`> /dev/full`: no space left) is one line and exit 1.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  process.stderr.write(`mdadf: error: cannot write standard output: ${describeSystemError(error)}\n`);
  process.exit(EXIT_FAILURE);
});

try {
  await program.parseAsync();
} catch (error) {
  process.exitCode = exitCodeFor(error);
}

function exitCodeFor(error: unknown): number {
  if (error instanceof CommanderError) return SUCCESSFUL_EXITS.has(error.code) ? 0 : EXIT_USAGE;
  if (error instanceof CliError) {
    process.stderr.write(`mdadf: error: ${printable(error.message)}\n`);
    if (error.exitCode === EXIT_USAGE) process.stderr.write(`${hintFor(running)}\n`);
    return error.exitCode;
  }
  // A bug: say so in one line; MDADF_DEBUG=1 shows the stack for the bug report.
  const detail = process.env.MDADF_DEBUG && error instanceof Error ? error.stack : String(error);
  process.stderr.write(`mdadf: internal error: ${printable(detail ?? '')}\n`);
  return EXIT_FAILURE;
}
