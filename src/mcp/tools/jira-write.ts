import { z } from 'zod';
import {
  commentIssue,
  getIssue,
  type PushOptions,
  pushIssue,
  withFrontMatterEntry,
} from '../../atlassian/index.js';
import type { Site } from '../site.js';
import type { AdfDoc } from '../../types.js';
import { writeAnswer } from '../answers.js';
import { convertBody, readBack } from '../body-write.js';
import { keepUnchanged } from '../keep-unchanged.js';
import {
  checkLocalImages,
  type MarkdownInput,
  readMarkdownInput,
  refuseFrontMatter,
} from '../markdown-input.js';
import { guardRemoval } from '../removal-guard.js';
import { siteWriteTool, type ToolContext } from '../tool.js';
import { diagnosticLines } from './convert.js';
import { allowRemovalArg, bodyArgs } from './args.js';
import { issueKey, keyArg, labelsArg } from './jira-common.js';

/**
 * Writing Jira through the publishing code's own operations (pushIssue, commentIssue): mentions
 * resolved with Jira's user search, local images uploaded as attachments, the 32,767-character
 * limit checked before sending. The fields come from the arguments, as the front matter those
 * operations read; an update lays the new description over the stored one (keep-unchanged and
 * the removal guard).
 */

/** The body, checked: no front matter of its own, no conversion error, local images only from readable places. */
async function body(
  args: { markdown?: string; markdown_file?: string },
  context: ToolContext,
  what: string,
): Promise<MarkdownInput> {
  const input = await readMarkdownInput(args, context.config, context.cwd);
  refuseFrontMatter(input.markdown);
  convertBody(input.markdown, what);
  await checkLocalImages(input.markdown, input.file, context.config);
  return input;
}

/** The fields as the front matter the publishing code reads, before the body. */
function withFields(markdown: string, fields: Record<string, string | undefined>): string {
  let text = markdown;
  for (const [name, value] of Object.entries(fields).reverse()) {
    if (value !== undefined) text = withFrontMatterEntry(text, name, value);
  }
  return text;
}

/**
 * The push the create and update tools make, the fields given as front matter, and its answer:
 * what was done to which key, the fields changed, the URL, the files attached; never the body.
 */
async function pushAnswer(
  site: Site,
  input: MarkdownInput,
  fields: Record<string, string | undefined>,
  options: Pick<PushOptions, 'merge' | 'force'> = {},
): Promise<string> {
  const markdown = withFields(input.markdown, fields);
  const result = await pushIssue(site.client, markdown, input.file, { ...options, writeBack: false });
  return writeAnswer(
    [
      [result.action, result.key],
      ['fields', result.changed.join(', ')],
      ['url', result.url],
      ['attached', result.uploaded.join(', ')],
    ],
    diagnosticLines(result.diagnostics),
  );
}

export const createIssueTool = siteWriteTool({
  name: 'jira_create_issue',
  title: 'Create a Jira issue',
  description:
    'Create a Jira issue whose description is Extended Markdown (see the resource mdadf://cheatsheet; [@Jane Doe](mention:) or @jane@example.com mentions are looked up, local images in markdown_file are attached). Returns the key, url and any conversion warnings; never the body.',
  input: {
    project: z.string().min(1).describe('the project key, such as PROJ'),
    summary: z.string().min(1).max(255).describe('the summary (one line)'),
    ...bodyArgs,
    issue_type: z.string().optional().describe('the issue type (default Task)'),
    labels: labelsArg,
    parent: z.string().optional().describe('the parent issue key (an epic, or the issue of a subtask)'),
  },
  replaces: false,
  async run(args, site, context) {
    const input = await body(args, context, 'the new issue');
    return pushAnswer(site, input, {
      project: args.project.trim(),
      summary: args.summary,
      type: args.issue_type,
      labels: args.labels?.join(', '),
      parent: args.parent !== undefined ? issueKey(args.parent) : undefined,
    });
  },
});

export const updateIssueTool = siteWriteTool({
  name: 'jira_update_issue',
  title: 'Update a Jira issue',
  description:
    "Replace a Jira issue's description with Extended Markdown, and optionally its summary and labels. Nodes you left unchanged are kept exactly; an update that would remove media (Jira then deletes the attachment), mentions, panels, status, dates or other nodes the description holds is refused naming them, unless allow_removal. Returns the key, url and updated or unchanged; never the body.",
  input: {
    key: keyArg,
    ...bodyArgs,
    summary: z.string().min(1).max(255).optional().describe('a new summary; default: it stays'),
    labels: labelsArg.describe('the labels the issue should have (replacing its labels); default: they stay'),
    allow_removal: allowRemovalArg,
  },
  replaces: true,
  async run(args, site, context) {
    const key = issueKey(args.key);
    const what = `issue ${key}`;
    const input = await body(args, context, what);
    const issue = await getIssue(site.client, key);
    const merge = (held: AdfDoc, doc: AdfDoc): AdfDoc => {
      const merged = { ...held, content: keepUnchanged(held.content, readBack(held.content), doc.content) };
      guardRemoval(held, merged, what, args.allow_removal);
      return merged;
    };
    return pushAnswer(
      site,
      input,
      { key, summary: args.summary ?? issue.fields.summary ?? key, labels: args.labels?.join(', ') },
      { merge, force: args.allow_removal === true },
    );
  },
});

export const addCommentTool = siteWriteTool({
  name: 'jira_add_comment',
  title: 'Comment on a Jira issue',
  description:
    'Add a comment written in Extended Markdown to a Jira issue (mentions looked up, local images in markdown_file attached). Returns the comment id and url; never the body.',
  input: {
    key: keyArg,
    ...bodyArgs,
  },
  replaces: false,
  async run(args, site, context) {
    const key = issueKey(args.key);
    const input = await body(args, context, `the comment on ${key}`);
    const result = await commentIssue(site.client, key, input.markdown, input.file);
    return writeAnswer(
      [
        ['commented', key],
        ['comment_id', result.id],
        ['url', `${result.url}?focusedCommentId=${result.id}`],
        ['attached', result.uploaded.join(', ')],
      ],
      diagnosticLines(result.diagnostics),
    );
  },
});
