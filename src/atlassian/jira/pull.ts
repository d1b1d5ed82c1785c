import { mkdir, writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join, relative, sep } from 'node:path';
import { walk } from '../../adf/walk.js';
import { adfToMarkdown } from '../../compose/reverse.js';
import type { AdfDoc, AdfNode } from '../../types.js';
import type { AtlassianClient } from '../client.js';
import { writeFileAtomic, yamlScalar } from '../write-back.js';
import { download, getComments, getIssue, type JiraIssue } from './api.js';
import { type KnownAttachments, knowAttachment, pulledName } from './attachments.js';

/**
 * An issue as Extended Markdown (the `atlassian` profile, so every attribute survives the way
 * back) with its fields as front matter. Each image a media node shows is downloaded beside the
 * file (`NAME.files/`, two of one name told apart by `pulledName`) and referenced by that
 * relative path, with its size as written: pushing the untouched file finds the same
 * attachments and writes nothing. What Markdown cannot say stays as `adf:` directives, so
 * nothing is lost either.
 */
export interface PullOptions {
  /** The Markdown file to write; its folder gets the attachments. Absent: nothing written, only returned. */
  file?: string;
  /** Also the comments, each as a file of its own (`NAME.comment-ID.md`). */
  comments?: boolean;
  /** false: `file` only places the attachments; the Markdown is returned, not written (standard output). */
  writeMarkdown?: boolean;
}

export interface PulledFile {
  path?: string;
  markdown: string;
}

export interface PullResult {
  key: string;
  issue: PulledFile;
  comments: PulledFile[];
  /** Attachments written, as paths. */
  attachments: string[];
}

export async function pullIssue(
  client: AtlassianClient,
  key: string,
  options: PullOptions = {},
): Promise<PullResult> {
  const issue = await getIssue(client, key);
  const file = options.file;
  const folder = file ? join(dirname(file), `${basename(file, extname(file))}.files`) : undefined;
  const known: KnownAttachments = new Map();
  const written = new Map<string, string>();
  const localize = async (doc: AdfDoc | null | undefined, base: string | undefined) =>
    doc ? localMedia(client, issue, doc, known, folder, base, written) : emptyDoc();

  const description = await localize(issue.fields.description, file);
  const markdown = frontMatter(issueFields(issue)) + adfToMarkdown(description, { profile: 'atlassian' });
  if (file && options.writeMarkdown !== false) await writeMarkdown(file, markdown);
  const comments: PulledFile[] = [];
  if (options.comments) {
    for (const comment of await getComments(client, key)) {
      const path = file
        ? join(dirname(file), `${basename(file, extname(file))}.comment-${comment.id}.md`)
        : undefined;
      const body = await localize(comment.body, path);
      const text =
        frontMatter([
          ['issue', issue.key],
          ['comment', comment.id],
        ]) + adfToMarkdown(body, { profile: 'atlassian' });
      if (path && options.writeMarkdown !== false) await writeMarkdown(path, text);
      comments.push({ path, markdown: text });
    }
  }
  return { key: issue.key, issue: { path: file, markdown }, comments, attachments: [...written.values()] };
}

const emptyDoc = (): AdfDoc => ({ type: 'doc', version: 1, content: [] });

function issueFields(issue: JiraIssue): Array<[string, unknown]> {
  const f = issue.fields;
  const fields: Array<[string, unknown]> = [
    ['key', issue.key],
    ['summary', f.summary ?? ''],
  ];
  if (f.issuetype?.name) fields.push(['type', f.issuetype.name]);
  if (f.labels && f.labels.length > 0) fields.push(['labels', f.labels]);
  if (f.parent?.key) fields.push(['parent', f.parent.key]);
  if (f.status?.name) fields.push(['status', f.status.name]);
  return fields;
}

function frontMatter(fields: Array<[string, unknown]>): string {
  const lines = fields.map(([name, value]) =>
    Array.isArray(value)
      ? `${name}: [${value.map((v) => yamlScalar(String(v))).join(', ')}]`
      : `${name}: ${yamlScalar(String(value))}`,
  );
  return `---\n${lines.join('\n')}\n---\n\n`;
}

async function writeMarkdown(path: string, text: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFileAtomic(path, text);
}

/**
 * The document with each image of an attachment (a file media node in mediaSingle) pointing at
 * its downloaded copy. Other media (a file in a media group, an inline file) keep their
 * `media:` id: written as they are, they come back as they are.
 */
async function localMedia(
  client: AtlassianClient,
  issue: JiraIssue,
  doc: AdfDoc,
  known: KnownAttachments,
  folder: string | undefined,
  markdownPath: string | undefined,
  written: Map<string, string>,
): Promise<AdfDoc> {
  const copy = structuredClone(doc);
  const images: AdfNode[] = [];
  walk<AdfNode>(copy, ({ node, parent }) => {
    if (node.type === 'media' && node.attrs?.type === 'file' && parent?.node.type === 'mediaSingle')
      images.push(node);
    return undefined;
  });
  if (images.length === 0 || !folder || !markdownPath) return copy;
  const byMediaId = new Map<string, { id: string; filename: string; location: string }>();
  const all = issue.fields.attachment ?? [];
  for (const attachment of all) {
    const entry = await knowAttachment(client, attachment, known);
    byMediaId.set(entry.mediaId, {
      id: attachment.id,
      filename: pulledName(attachment, all),
      location: entry.location,
    });
  }
  for (const node of images) {
    const attachment = byMediaId.get(String(node.attrs?.id));
    if (!attachment || attachment.filename.includes('/') || attachment.filename.startsWith('.')) continue;
    const path = join(folder, attachment.filename);
    if (!written.has(attachment.id)) {
      await mkdir(folder, { recursive: true });
      await writeFile(path, await download(client, attachment.location));
      written.set(attachment.id, path);
    }
    const url = relative(dirname(markdownPath), path).split(sep).map(encodeURIComponent).join('/');
    const { id: _id, collection: _collection, type: _type, ...rest } = node.attrs ?? {};
    node.attrs = { type: 'external', url, ...rest };
  }
  return copy;
}
