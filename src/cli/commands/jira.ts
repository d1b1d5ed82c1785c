import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Command, Option } from 'commander';
// The publishing library, loaded only when a
// jira command runs: the other commands start without it.
import type { AtlassianClient, PushResult } from '../../atlassian/index.js';

const publishing = () => import('../../atlassian/index.js');
import { runFailure, usageError } from '../errors.js';
import { integerArgument, stderrReporter } from '../options.js';
import { printable } from '../printable.js';
import { createProgress } from '../progress.js';

/** Several files at once, but few: a site answers a burst with 429s. */
const DEFAULT_CONCURRENCY = 4;
const KEY = /^[A-Z][A-Z0-9_]*-[1-9][0-9]*$/;

const siteOption = () =>
  new Option('--site <URL>', 'the site (default: $ATLASSIAN_SITE), e.g. https://acme.atlassian.net');

const timeoutOption = () =>
  new Option(
    '--timeout <SECONDS>',
    'give up on a request with no answer after this long (default: 30)',
  ).argParser(integerArgument('--timeout', { max: 600 }));

interface SiteFlags {
  site?: string;
  timeout?: number;
}

/** The client for the environment's site, or the one-line reason there is none (exit 2). */
async function clientFor(flags: SiteFlags): Promise<AtlassianClient> {
  const { connect, ConfigError } = await publishing();
  try {
    return connect({ site: flags.site, ...(flags.timeout ? { timeoutMs: flags.timeout * 1000 } : {}) });
  } catch (error) {
    if (error instanceof ConfigError) throw usageError(error.message);
    throw error;
  }
}

/** An error of the site or of the input is one line; anything else is a bug and goes up. */
function describe(error: unknown): string {
  if (error instanceof Error && error.name === 'AtlassianError') return error.message;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code && error instanceof Error) return error.message;
  throw error;
}

/** The line for one file's failure among several: the error, or a bug said as one. */
function failureLine(error: unknown): string {
  try {
    return `mdadf: error: ${printable(describe(error))}`;
  } catch {
    const detail = process.env.MDADF_DEBUG && error instanceof Error ? error.stack : String(error);
    return `mdadf: internal error: ${printable(detail ?? '')}`;
  }
}

export function jiraCommand(): Command {
  const jira = new Command('jira')
    .summary('publish Markdown to Jira issues and pull them back')
    .description(
      'Create and update Jira Cloud issues from Markdown files, add comments, and pull issues back as Markdown.\n' +
        'The site and credentials come from ATLASSIAN_SITE and ATLASSIAN_EMAIL + ATLASSIAN_API_TOKEN (or ATLASSIAN_BEARER_TOKEN).',
    );
  jira.addCommand(pushCommand());
  jira.addCommand(commentCommand());
  jira.addCommand(pullCommand());
  return jira;
}

interface PushFlags extends SiteFlags {
  project?: string;
  type?: string;
  dryRun?: boolean;
  writeBack: boolean;
  force?: boolean;
  site?: string;
  concurrency: number;
}

function pushCommand(): Command {
  return new Command('push')
    .summary('create or update one issue per file')
    .description(
      'Create the issue a Markdown file describes, or update the one its front matter `key:` names.\n' +
        'Front matter: key, project, type (Task), summary (else the first H1, else the file name), labels, parent.\n' +
        'Local images are uploaded as attachments; an unchanged file writes nothing.',
    )
    .argument('<FILE...>', 'Markdown files')
    .option('--project <KEY>', 'the project for files whose front matter names none')
    .option('--type <NAME>', 'the issue type for new issues whose front matter names none (default: Task)')
    .option('--dry-run', 'say what would be created, updated or uploaded; send only reads')
    .option('--no-write-back', 'do not write `key:` into a file after creating its issue')
    .option('--force', 'update even when that drops images or nodes the issue has and the file does not')
    .addOption(siteOption())
    .addOption(timeoutOption())
    .option(
      '--concurrency <N>',
      `files pushed at once (default: ${DEFAULT_CONCURRENCY})`,
      integerArgument('--concurrency', { max: 16 }),
      DEFAULT_CONCURRENCY,
    )
    .action(async (files: string[], flags: PushFlags) => {
      for (const file of files) if (!existsSync(file)) throw usageError(`${file}: no such file`);
      const client = await clientFor(flags);
      const { mapSettled, pushIssueFile } = await publishing();
      const reporter = stderrReporter(undefined);
      const progress = createProgress(
        files.length,
        process.stderr,
        process.stderr.isTTY === true && files.length > 1,
      );
      const out = (line: string) => {
        if (process.stderr.isTTY) process.stderr.write('\r\u001b[K');
        process.stdout.write(`${printable(line)}\n`);
      };
      reporter.redirect((line) => progress.log(line));
      let failed = 0;
      await mapSettled(files, flags.concurrency, async (file) => {
        try {
          const result = await pushIssueFile(client, file, {
            ...flags,
            writeBack: flags.writeBack && !flags.dryRun,
          });
          reporter.report(file, result.diagnostics);
          out(resultLine(result));
        } catch (error) {
          failed++;
          progress.log(failureLine(error));
        } finally {
          progress.advance(file);
        }
      });
      progress.finish();
      reporter.finish();
      if (failed > 0) throw runFailure(`${failed} of ${files.length} file(s) failed`);
    });
}

function resultLine(result: PushResult): string {
  const uploads =
    result.uploaded.length > 0
      ? ` (${result.action.startsWith('would') ? 'would upload' : 'uploaded'} ${result.uploaded.join(', ')})`
      : '';
  const fields =
    result.action.endsWith('update') || result.action === 'updated' ? ` [${result.changed.join(', ')}]` : '';
  return `${result.key ?? '-'} ${result.action}${fields} ${result.url ?? ''}${uploads} ${result.file}`.replace(
    / {2,}/g,
    ' ',
  );
}

function commentCommand(): Command {
  return new Command('comment')
    .summary('add a Markdown file as a comment (or update the comment it came from)')
    .argument('<KEY>', 'the issue, e.g. PROJ-123')
    .argument('<FILE>', 'Markdown file')
    .option('--dry-run', 'say what would be added or updated; send only reads')
    .addOption(siteOption())
    .addOption(timeoutOption())
    .action(async (key: string, file: string, flags: SiteFlags & { dryRun?: boolean }) => {
      if (!KEY.test(key)) throw usageError(`${key} is not an issue key (PROJ-123)`);
      if (!existsSync(file)) throw usageError(`${file}: no such file`);
      const client = await clientFor(flags);
      const { commentIssueFile } = await publishing();
      const reporter = stderrReporter(undefined);
      try {
        const result = await commentIssueFile(client, key, file, flags);
        reporter.report(file, result.diagnostics);
        reporter.finish();
        const uploads = result.uploaded.length > 0 ? ` (uploaded ${result.uploaded.join(', ')})` : '';
        process.stdout.write(
          printable(`${result.key} comment ${result.id ?? '-'} ${result.action} ${result.url}${uploads}`) +
            '\n',
        );
      } catch (error) {
        throw runFailure(describe(error));
      }
    });
}

function pullCommand(): Command {
  return new Command('pull')
    .summary('write issues as Markdown, with their images beside them')
    .description(
      'Write each issue as Extended Markdown with its fields as front matter; images are downloaded to NAME.files/.\n' +
        'Without -o, one issue goes to standard output (its images to KEY.files/ in the current folder).',
    )
    .argument('<KEY...>', 'issues, e.g. PROJ-123')
    .option('-o, --output <FILE|DIR>', 'the Markdown file (one issue) or folder (KEY.md per issue)')
    .option('--comments', 'also write each comment as NAME.comment-ID.md')
    .addOption(siteOption())
    .addOption(timeoutOption())
    .action(async (keys: string[], flags: SiteFlags & { output?: string; comments?: boolean }) => {
      for (const key of keys) if (!KEY.test(key)) throw usageError(`${key} is not an issue key (PROJ-123)`);
      const folder =
        flags.output !== undefined &&
        (keys.length > 1 ||
          flags.output.endsWith('/') ||
          (existsSync(flags.output) && statSync(flags.output).isDirectory()));
      if (!flags.output && keys.length > 1) throw usageError('several issues need -o DIR');
      if (!flags.output && flags.comments)
        throw usageError('--comments needs -o FILE or -o DIR (each comment is a file of its own)');
      const client = await clientFor(flags);
      const { pullIssue } = await publishing();
      // Several issues to files: a progress bar on a terminal, as push draws one.
      const progress = createProgress(
        keys.length,
        process.stderr,
        process.stderr.isTTY === true && flags.output !== undefined && keys.length > 1,
      );
      let failed = 0;
      for (const key of keys) {
        const file =
          flags.output === undefined ? undefined : folder ? join(flags.output, `${key}.md`) : flags.output;
        try {
          const result = await pullIssue(client, key, {
            file: file ?? `${key}.md`,
            comments: flags.comments,
            writeMarkdown: file !== undefined,
          });
          if (file === undefined) process.stdout.write(result.issue.markdown);
          else
            progress.print(
              printable(
                `${result.key} pulled ${file}${result.attachments.length > 0 ? ` (+${result.attachments.length} attachment(s))` : ''}`,
              ),
              process.stdout,
            );
        } catch (error) {
          failed++;
          progress.log(failureLine(error));
        } finally {
          progress.advance(key);
        }
      }
      progress.finish();
      if (failed > 0) throw runFailure(`${failed} of ${keys.length} issue(s) failed`);
    });
}
