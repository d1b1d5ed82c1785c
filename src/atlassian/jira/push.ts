import { readFile } from 'node:fs/promises';
import type { AdfDoc, Diagnostic } from '../../types.js';
import { fileMediaIds, keptOnlyAsWritten, sameJson, storedLength } from '../adf-compare.js';
import type { AtlassianClient } from '../client.js';
import { AtlassianError } from '../errors.js';
import type { LocalFile } from '../local-files.js';
import { readMarkdownFile } from '../markdown-file.js';
import { withFrontMatterEntry, writeFileAtomic } from '../write-back.js';
import { browseUrl, createIssue, editIssue, getIssue, type JiraIssue } from './api.js';
import {
  type KnownAttachments,
  knowAttachment,
  replaceMediaIds,
  resolveMedia,
  uploadPending,
} from './attachments.js';
import { userResolver } from './mentions.js';
import { prepareIssue } from './prepare.js';

/** Jira's limit for a text field (a description, a comment), in characters of its ADF. */
export const TEXT_FIELD_LIMIT = 32_767;

export interface PushOptions {
  /** The project for a file whose front matter names none. */
  project?: string;
  /** The issue type for a new issue whose front matter names none (Task). */
  type?: string;
  /** Only reads: say what would be created, updated, uploaded. */
  dryRun?: boolean;
  /** Write `key:` into the file after a create (default true). */
  writeBack?: boolean;
  /** Update even when the file would drop media or directive-only nodes the issue has. */
  force?: boolean;
  /**
   * Lays the new description over the one the issue holds before anything is compared or
   * sent (the MCP server keeps the nodes an agent left unchanged exactly as stored, and refuses
   * what would drop others); may throw to refuse the update.
   */
  merge?: (held: AdfDoc, doc: AdfDoc) => AdfDoc;
}

export type PushAction = 'created' | 'updated' | 'unchanged' | 'would create' | 'would update';

export interface PushResult {
  file: string;
  key?: string;
  action: PushAction;
  url?: string;
  /** Files uploaded (or, in a dry run, that would be). */
  uploaded: string[];
  /** Fields an update wrote (or would write). */
  changed: string[];
  diagnostics: Diagnostic[];
}

/** Pushes one Markdown file: creates the issue it describes, or updates the one its `key:` names. */
export async function pushIssueFile(
  client: AtlassianClient,
  file: string,
  options: PushOptions = {},
): Promise<PushResult> {
  const markdown = await readMarkdownFile(file);
  const result = await pushIssue(client, markdown, file, options);
  if (result.action === 'created' && options.writeBack !== false && result.key) {
    // The file as it is now, in case it changed while the push ran: only the key line is added.
    const now = await readFile(file, 'utf8');
    await writeFileAtomic(file, withFrontMatterEntry(now, 'key', result.key));
  }
  return result;
}

/** Pushes Markdown (`file` names it in messages and is where relative images are found). */
export async function pushIssue(
  client: AtlassianClient,
  markdown: string,
  file: string,
  options: PushOptions = {},
): Promise<PushResult> {
  const mentions = userResolver(client);
  const prepared = await prepareIssue(markdown, file, mentions.resolveMention);
  const { fields } = prepared;
  if (fields.comment) {
    throw new AtlassianError(
      `${file}: this is comment ${fields.comment} (its front matter says so): publish it with mdadf jira comment`,
      'refused',
    );
  }
  const issue = fields.key ? await getIssue(client, fields.key) : undefined;
  const project = fields.project ?? options.project;
  if (!issue && !project) {
    throw new AtlassianError(
      `${file}: no project: give the front matter \`project: KEY\` or --project`,
      'refused',
    );
  }

  const { media, pending, known } = await resolveMedia(client, issue, prepared.localFiles);
  const built = await prepared.build(media);
  const diagnostics = mentions.explain(built.diagnostics);
  const held = issue?.fields.description;
  const doc = held && options.merge ? options.merge(held, built.doc) : built.doc;
  const length = storedLength(doc);
  if (length > TEXT_FIELD_LIMIT) {
    throw new AtlassianError(
      `${file}: the description is ${length.toLocaleString('en')} characters of ADF; Jira holds at most 32,767 in a text field. Split the file or shorten it; nothing was sent`,
      'refused',
    );
  }
  if (issue && !options.force) await refuseDrops(client, file, issue, doc, pending, known);

  const changed = issue ? changedFields(issue, prepared.summary, fields, doc) : [];
  const base = { file, uploaded: pending.map((p) => p.name), diagnostics };
  if (issue && changed.length === 0 && pending.length === 0) {
    return { ...base, key: issue.key, action: 'unchanged', url: await browseUrl(client, issue.key), changed };
  }
  if (options.dryRun) {
    return issue
      ? { ...base, key: issue.key, action: 'would update', url: await browseUrl(client, issue.key), changed }
      : { ...base, action: 'would create', changed: [] };
  }

  let key = issue?.key;
  if (!key) {
    const create: Record<string, unknown> = {
      project: { key: project },
      issuetype: { name: fields.type ?? options.type ?? 'Task' },
      summary: prepared.summary,
    };
    if (fields.labels) create.labels = fields.labels;
    if (fields.parent) create.parent = { key: fields.parent };
    // With images, the description follows the uploads: their media ids exist only then.
    if (pending.length === 0) create.description = doc;
    key = (await createIssue(client, create)).key;
    if (pending.length === 0)
      return { ...base, key, action: 'created', url: await browseUrl(client, key), changed: [] };
  }

  replaceMediaIds(doc, await uploadPending(client, key, pending));
  const update: Record<string, unknown> = {};
  if (!issue) update.description = doc;
  else {
    for (const name of changed) update[name] = fieldValue(name, prepared.summary, fields, doc);
    if (pending.length > 0) update.description = doc;
  }
  await editIssue(client, key, update);
  return {
    ...base,
    key,
    action: issue ? 'updated' : 'created',
    url: await browseUrl(client, key),
    changed: issue ? Object.keys(update) : [],
  };
}

function fieldValue(
  name: string,
  summary: string,
  fields: { labels?: string[]; parent?: string },
  doc: AdfDoc,
): unknown {
  if (name === 'summary') return summary;
  if (name === 'labels') return fields.labels;
  if (name === 'parent') return { key: fields.parent };
  return doc;
}

/** The fields whose value in the file differs from the issue's; labels and parent only when the file gives them. */
function changedFields(
  issue: JiraIssue,
  summary: string,
  fields: { labels?: string[]; parent?: string },
  doc: AdfDoc,
): string[] {
  const changed: string[] = [];
  if (issue.fields.summary !== summary) changed.push('summary');
  if (fields.labels && !sameJson([...fields.labels].sort(), [...(issue.fields.labels ?? [])].sort()))
    changed.push('labels');
  if (fields.parent && issue.fields.parent?.key !== fields.parent) changed.push('parent');
  const held = issue.fields.description ?? { type: 'doc', version: 1, content: [] };
  if (!sameJson(held, doc)) changed.push('description');
  return changed;
}

/**
 * Jira deletes the attachment whose media node an edit removes, and a node Markdown holds only
 * as a directive is gone once a file without it is pushed: refuse unless --force, naming them.
 * A media node replaced by a new upload of the same file name is the user's change, not a loss.
 */
async function refuseDrops(
  client: AtlassianClient,
  file: string,
  issue: JiraIssue,
  doc: AdfDoc,
  pending: LocalFile[],
  known: KnownAttachments,
): Promise<void> {
  const held = issue.fields.description;
  if (!held) return;
  const kept = new Set(fileMediaIds(doc));
  // To name what would go (and to see a replaced image), every attachment's media id.
  if (fileMediaIds(held).some((id) => !kept.has(id))) {
    for (const attachment of issue.fields.attachment ?? []) await knowAttachment(client, attachment, known);
  }
  const replacing = new Set(pending.map((p) => p.name));
  const names = new Map([...known.values()].map((k) => [k.mediaId, k.filename]));
  const lost: string[] = [];
  for (const id of fileMediaIds(held)) {
    if (kept.has(id)) continue;
    const name = names.get(id);
    if (name && replacing.has(name)) continue;
    lost.push(name ? `the image ${name}` : `media ${id}`);
  }
  let attachments = lost.length > 0;
  const before = keptOnlyAsWritten(held);
  const after = keptOnlyAsWritten(doc);
  for (const [type, count] of before) {
    const gone = count - (after.get(type) ?? 0);
    if (gone > 0) lost.push(`${gone} ${type}`);
    if (gone > 0 && type.startsWith('media')) attachments = true;
  }
  const why = attachments ? ' (Jira deletes a dropped attachment)' : '';
  if (lost.length === 0) return;
  throw new AtlassianError(
    `${file}: pushing would drop what ${issue.key} holds and the file does not: ${lost.join(', ')}${why}. Pull the issue first to keep them, or push with --force to drop them`,
    'refused',
  );
}
