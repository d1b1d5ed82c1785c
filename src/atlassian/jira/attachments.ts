import { createHash } from 'node:crypto';
import { extname } from 'node:path';
import type { AtlassianClient } from '../client.js';
import type { LocalFile } from '../local-files.js';
import { attachmentMedia, download, type JiraAttachment, type JiraIssue, uploadAttachment } from './api.js';
import { fileMedia } from './prepare.js';

/** What was learnt of an issue's attachments during one push, by attachment id. */
export type KnownAttachments = Map<
  string,
  { mediaId: string; filename: string; location: string; sha256?: string }
>;

/** Learns (once) the media id and the download URL of an attachment. */
export async function knowAttachment(
  client: AtlassianClient,
  attachment: { id: string; filename: string },
  known: KnownAttachments,
) {
  let entry = known.get(attachment.id);
  if (!entry) {
    const { mediaId, location } = await attachmentMedia(client, attachment.id);
    entry = { mediaId, location, filename: attachment.filename };
    known.set(attachment.id, entry);
  }
  return entry;
}

/**
 * The file name an attachment is pulled as. Jira lets an issue hold several attachments of one
 * name (every pasted screenshot is `image.png`); written under that name, all but one would be
 * lost. So the oldest (the lowest id) keeps the name and each other one gets its id before the
 * extension (`image-10002.png`): distinct, and stable when more are attached later, since a later
 * one has a higher id. Names that differ only in case count as one name, as they do on the file
 * systems of macOS and Windows.
 */
export function pulledName(attachment: JiraAttachment, all: readonly JiraAttachment[]): string {
  const same = (a: JiraAttachment) => a.filename.toLowerCase() === attachment.filename.toLowerCase();
  const oldest = all.filter(same).reduce((first, a) => (idOrder(a, first) < 0 ? a : first), attachment);
  if (oldest.id === attachment.id) return attachment.filename;
  const ext = extname(attachment.filename);
  return `${attachment.filename.slice(0, attachment.filename.length - ext.length)}-${attachment.id}${ext}`;
}

/** Attachment ids are numbers in a string: `9` before `10`. */
const idOrder = (a: JiraAttachment, b: JiraAttachment) =>
  a.id.length - b.id.length || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The media id of the attachment that already is this local file: the same name (its own, or the
 * one `pulledName` gave it) and size, and the same bytes (sha256 of the download; Jira keeps no
 * hash of its own). An unchanged image is never uploaded again.
 */
export async function findAttachment(
  client: AtlassianClient,
  issue: JiraIssue,
  local: LocalFile,
  known: KnownAttachments,
): Promise<string | undefined> {
  const all = issue.fields.attachment ?? [];
  const candidates = all.filter(
    (a) => a.size === local.bytes.length && (a.filename === local.name || pulledName(a, all) === local.name),
  );
  for (const candidate of candidates) {
    const entry = await knowAttachment(client, candidate, known);
    entry.sha256 ??= createHash('sha256')
      .update(await download(client, entry.location))
      .digest('hex');
    if (entry.sha256 === local.sha256) return entry.mediaId;
  }
  return undefined;
}

/** A placeholder media id of a real one's length, for the checks made before the upload. */
export const placeholder = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/**
 * The media attributes of each local image: an attachment the issue already holds (same name
 * and content), or a placeholder for the upload still to come (`pending`).
 */
export async function resolveMedia(
  client: AtlassianClient,
  issue: JiraIssue | undefined,
  files: readonly LocalFile[],
) {
  const known: KnownAttachments = new Map();
  const media = new Map<string, Record<string, unknown>>();
  const pending: LocalFile[] = [];
  for (const local of files) {
    if (media.has(local.url)) continue;
    const found = issue ? await findAttachment(client, issue, local, known) : undefined;
    if (found) media.set(local.url, fileMedia(local, found));
    else {
      pending.push(local);
      media.set(local.url, fileMedia(local, placeholder(pending.length)));
    }
  }
  return { media, pending, known };
}

/** Uploads the pending files to the issue; the placeholder ids → the media ids they got. */
export async function uploadPending(client: AtlassianClient, key: string, pending: readonly LocalFile[]) {
  const ids = new Map<string, string>();
  for (const [index, local] of pending.entries()) {
    const attachment = await uploadAttachment(client, key, local);
    ids.set(placeholder(index + 1), (await attachmentMedia(client, attachment.id)).mediaId);
  }
  return ids;
}

/** Puts the real media ids where the placeholders stand. */
export function replaceMediaIds(doc: object, ids: ReadonlyMap<string, string>): void {
  const nodes: Array<{ type?: string; attrs?: Record<string, unknown>; content?: unknown[] }> = [doc];
  while (nodes.length > 0) {
    const node = nodes.pop()!;
    if (node.type === 'media' && typeof node.attrs?.id === 'string' && ids.has(node.attrs.id)) {
      node.attrs.id = ids.get(node.attrs.id);
    }
    if (Array.isArray(node.content)) nodes.push(...(node.content as typeof nodes));
  }
}
