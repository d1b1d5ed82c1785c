import { existsSync } from 'node:fs';
import { Command, InvalidArgumentError } from 'commander';
import type { PageOutcome, PushResult } from '../../atlassian/confluence/push.js';
import { runFailure, usageError } from '../errors.js';
import { writeStdout } from '../io.js';
import { printable } from '../printable.js';
import { createProgress } from '../progress.js';

/**
 * `mdadf confluence push|pull`: a folder of Markdown to a page tree and back. The publishing
 * code is imported on first use, so `--help` and usage errors do not load it.
 */
interface PushFlags {
  space: string;
  parent?: string;
  dryRun?: boolean;
  force?: boolean;
  jobs: number;
  site?: string;
  writeBack: boolean;
  quiet?: boolean;
}

interface PullFlags {
  out: string;
  recursive?: boolean;
  site?: string;
  quiet?: boolean;
}

const jobsValue = (value: string): number => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 32) throw new InvalidArgumentError('a whole number from 1 to 32.');
  return n;
};

const pageIdValue = (value: string): string => {
  if (!/^\d+$/.test(value)) throw new InvalidArgumentError('a page id (digits).');
  return value;
};

export function confluenceCommand(): Command {
  const command = new Command('confluence').summary('publish Markdown to Confluence, pull pages back');
  command.description(
    'Publish a folder of Markdown to a Confluence space as a page tree, idempotently, and pull pages back as Markdown.\n' +
      'Site and credentials: ATLASSIAN_SITE, then ATLASSIAN_EMAIL + ATLASSIAN_API_TOKEN, or ATLASSIAN_BEARER_TOKEN.',
  );
  command.addCommand(pushCommand());
  command.addCommand(pullCommand());
  return command;
}

function pushCommand(): Command {
  return new Command('push')
    .summary('a file or folder → a page tree')
    .description(
      'Publish PATH (a Markdown file, or a folder: index.md or README.md is the folder page, other files its children)\n' +
        'to the space. The whole plan is checked before the first write; unchanged pages are not written.',
    )
    .argument('<PATH>', 'a Markdown file or a folder of them')
    .requiredOption('--space <KEY>', 'the space key')
    .option(
      '--parent <PAGE_ID>',
      'the page the tree stands under (default: the top of the space)',
      pageIdValue,
    )
    .option('--dry-run', 'print the plan as a tree and a diff for each page to update; write nothing')
    .option('--force', 'overwrite pages edited in Confluence since mdadf last wrote them')
    .option('-j, --jobs <N>', 'pages written at once', jobsValue, 4)
    .option('--no-write-back', "do not write page_id into the front matter of new pages' files")
    .option('--site <URL>', 'the site (default: ATLASSIAN_SITE)')
    .option('-q, --quiet', 'no progress bar and no line per page; only problems and the summary')
    .addHelpText(
      'after',
      `
Examples:
  $ mdadf confluence push docs --space DOCS --dry-run
  $ mdadf confluence push docs --space DOCS --parent 123456
  $ mdadf confluence push notes/release.md --space TEAM`,
    )
    .action(async (path: string, flags: PushFlags) => {
      process.exitCode = await runPush(path, flags);
    });
}

function pullCommand(): Command {
  return new Command('pull')
    .summary('pages → Markdown files')
    .description(
      'Write the page (and with --recursive its children, as a folder tree) as Extended Markdown with front matter\n' +
        '(title, page_id, page_version, labels), its images downloaded beside it. Pushing the files back unchanged writes nothing.',
    )
    .argument('<PAGE>', 'a page id or a page URL')
    .option('-o, --out <DIR>', 'the folder to write to', '.')
    .option('-r, --recursive', 'the page and all pages below it')
    .option('--site <URL>', 'the site (default: ATLASSIAN_SITE)')
    .option('-q, --quiet', 'no line per file')
    .action(async (page: string, flags: PullFlags) => {
      process.exitCode = await runPull(page, flags);
    });
}

async function connect(site: string | undefined) {
  // The publishing code is one bundle (mdadf/atlassian): imported through its entry.
  const { readConfig, ConfigError, AtlassianClient, confluenceHttp } = await import(
    '../../atlassian/index.js'
  );
  try {
    const config = readConfig({ site });
    const client = new AtlassianClient({ config });
    return { client, http: confluenceHttp(client), site: config.site };
  } catch (error) {
    if (error instanceof ConfigError) throw usageError(error.message);
    throw error;
  }
}

const SYMBOL: Record<PageOutcome['status'], string> = {
  created: 'created',
  updated: 'updated',
  unchanged: 'unchanged',
  refused: 'refused',
  failed: 'failed',
};
const DRY: Record<PageOutcome['status'], string> = {
  created: 'create',
  updated: 'update',
  unchanged: 'unchanged',
  refused: 'refused',
  failed: 'failed',
};

async function runPush(path: string, flags: PushFlags): Promise<number> {
  if (!existsSync(path)) throw usageError(`cannot read '${path}': no such file or directory`);
  const { http, site } = await connect(flags.site);
  const { pushTree, PlanError } = await import('../../atlassian/index.js');
  const started = Date.now();
  const progress = createProgress(0, process.stderr, false);
  let bar: ReturnType<typeof createProgress> | undefined;
  let result: PushResult;
  try {
    result = await pushTree({
      http,
      site,
      path,
      space: flags.space,
      parent: flags.parent,
      dryRun: flags.dryRun,
      force: flags.force,
      jobs: flags.jobs,
      writeBack: flags.writeBack,
      onPlan: (count) => {
        bar = createProgress(
          count,
          process.stderr,
          process.stderr.isTTY === true && !flags.quiet && !flags.dryRun,
        );
      },
      onPage: (outcome) => {
        bar?.advance(outcome.title);
        if (outcome.status === 'refused' || outcome.status === 'failed')
          (bar ?? progress).log(
            `mdadf: ${outcome.status}: ${printable(outcome.key)}: ${printable(outcome.reason ?? '')}`,
          );
      },
    });
  } catch (error) {
    bar?.finish();
    if (error instanceof PlanError) throw runFailure(error.message);
    throw runFailure(error instanceof Error ? error.message : String(error));
  }
  bar?.finish();
  for (const warning of result.warnings) process.stderr.write(`mdadf: warning: ${printable(warning)}\n`);
  if (flags.dryRun) await writeStdout(dryRunText(result, flags.space));
  else if (!flags.quiet)
    await writeStdout(
      result.pages
        .map((p) => `${SYMBOL[p.status].padEnd(9)}  ${printable(p.title)}  ${p.url ?? ''}`.trimEnd())
        .map((line) => `${line}\n`)
        .join(''),
    );
  const counts = countOf(result.pages);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  process.stderr.write(
    `${result.pages.length} pages${flags.dryRun ? ' (dry run, nothing written)' : ''}: ${counts.created} created, ${counts.updated} updated, ${counts.unchanged} unchanged, ${counts.refused} refused, ${counts.failed} failed in ${seconds}s\n`,
  );
  return counts.refused + counts.failed > 0 ? 1 : 0;
}

function countOf(pages: readonly PageOutcome[]): Record<PageOutcome['status'], number> {
  const counts = { created: 0, updated: 0, unchanged: 0, refused: 0, failed: 0 };
  for (const page of pages) counts[page.status]++;
  return counts;
}

/** The plan as a tree (children indented under their parent), then a diff for each page to update. */
export function dryRunText(result: PushResult, space: string): string {
  const lines = [`Plan for space ${space}:`];
  for (const page of result.pages) {
    const where = page.pageId ? `  page ${page.pageId}` : '';
    const reason = page.reason ? `: ${page.reason}` : '';
    lines.push(
      `${'  '.repeat(page.depth + 1)}${DRY[page.status].padEnd(9)}  ${printable(page.title)}  (${printable(page.key)})${where}${printable(reason)}`,
    );
  }
  const diffs = result.pages.filter((p) => p.diff).map((p) => p.diff!.split('\n').map(printable).join('\n'));
  return `${lines.join('\n')}\n${diffs.length > 0 ? `\n${diffs.join('\n')}` : ''}`;
}

async function runPull(page: string, flags: PullFlags): Promise<number> {
  const { pullPages, pageIdOf } = await import('../../atlassian/index.js');
  if (!pageIdOf(page)) throw usageError(`'${page}' is neither a page id nor a page URL`);
  const { http } = await connect(flags.site);
  let bar: ReturnType<typeof createProgress> | undefined;
  try {
    const pulled = await pullPages({
      http,
      page,
      out: flags.out,
      recursive: flags.recursive,
      onPlan: (count) => {
        bar = createProgress(count, process.stderr, process.stderr.isTTY === true && !flags.quiet);
      },
      onPage: (file) => {
        if (!flags.quiet) bar?.print(printable(file), process.stdout);
        bar?.advance(file);
      },
    });
    bar?.finish();
    const files = pulled.reduce((n, p) => n + p.attachments.length, 0);
    process.stderr.write(`${pulled.length} pages pulled, ${files} attachments downloaded\n`);
    return 0;
  } catch (error) {
    bar?.finish();
    throw runFailure(error instanceof Error ? error.message : String(error));
  }
}
