import type { Diagnostic } from '../../types.js';
import { sameJson, storedLength } from '../adf-compare.js';
import type { AtlassianClient } from '../client.js';
import { AtlassianError } from '../errors.js';
import { readMarkdownFile } from '../markdown-file.js';
import { addComment, browseUrl, getComment, getIssue, updateComment } from './api.js';
import { replaceMediaIds, resolveMedia, uploadPending } from './attachments.js';
import { userResolver } from './mentions.js';
import { prepareIssue } from './prepare.js';
import { TEXT_FIELD_LIMIT } from './push.js';

export interface CommentOptions {
  dryRun?: boolean;
}

export interface CommentResult {
  file: string;
  key: string;
  /** The comment's id (absent for a comment a dry run would add). */
  id?: string;
  action: 'added' | 'updated' | 'unchanged' | 'would add' | 'would update';
  url: string;
  uploaded: string[];
  diagnostics: Diagnostic[];
}

/**
 * A Markdown file as a comment on an issue: added, or, when its front matter names the comment
 * (`comment: ID`, as `pull --comments` writes), updated only if it changed. Local images become
 * attachments of the issue as in a push.
 */
export async function commentIssueFile(
  client: AtlassianClient,
  key: string,
  file: string,
  options: CommentOptions = {},
): Promise<CommentResult> {
  return commentIssue(client, key, await readMarkdownFile(file), file, options);
}

export async function commentIssue(
  client: AtlassianClient,
  key: string,
  markdown: string,
  file: string,
  options: CommentOptions = {},
): Promise<CommentResult> {
  const mentions = userResolver(client);
  const prepared = await prepareIssue(markdown, file, mentions.resolveMention);
  const commentId = prepared.fields.comment;
  const issue = await getIssue(client, key);
  const { media, pending } = await resolveMedia(client, issue, prepared.localFiles);
  const built = await prepared.build(media);
  const doc = built.doc;
  if (doc.content.length === 0) {
    throw new AtlassianError(
      `${file}: the comment is empty (Jira takes no empty comment); nothing was sent`,
      'refused',
    );
  }
  const diagnostics = mentions.explain(built.diagnostics);
  const length = storedLength(doc);
  if (length > TEXT_FIELD_LIMIT) {
    throw new AtlassianError(
      `${file}: the comment is ${length.toLocaleString('en')} characters of ADF; Jira holds at most 32,767 in a text field; nothing was sent`,
      'refused',
    );
  }
  const base = {
    file,
    key: issue.key,
    url: await browseUrl(client, issue.key),
    uploaded: pending.map((p) => p.name),
    diagnostics,
  };
  const held = commentId ? await getComment(client, issue.key, commentId) : undefined;
  if (held && pending.length === 0 && sameJson(held.body, doc))
    return { ...base, id: commentId, action: 'unchanged' };
  if (options.dryRun) return { ...base, id: commentId, action: held ? 'would update' : 'would add' };
  replaceMediaIds(doc, await uploadPending(client, issue.key, pending));
  const saved = held
    ? await updateComment(client, issue.key, held.id, doc)
    : await addComment(client, issue.key, doc);
  return { ...base, id: saved.id, action: held ? 'updated' : 'added' };
}
