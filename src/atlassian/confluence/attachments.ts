import { extname } from 'node:path';
import { type LocalFile, readLocalFile } from '../local-files.js';
import { type Attachment, downloadAttachment, pageAttachments, uploadAttachment } from './api.js';
import type { ConfluenceHttp } from './http.js';
import { sha256 } from './identity.js';
import type { PageRefs } from './links.js';

/**
 * The local files a page shows or links to, as the attachments of that page: each read once
 * (bytes, hash, real pixel size: the shared local-files reader), named by its base name (two
 * files of one name get their hash's start added). A file the page already holds with the same
 * hash (in the attachment's comment, which mdadf writes) is not uploaded again.
 */
export async function localFiles(file: string | undefined, refs: PageRefs): Promise<LocalFile[]> {
  const urls = new Map<string, string>();
  for (const [url, path] of refs.images) if (!urls.has(path)) urls.set(path, url);
  for (const [url, target] of refs.links)
    if (target.kind === 'file' && !urls.has(target.path)) urls.set(target.path, url);
  if (!file) return [];
  return readFiles(file, urls);
}

/**
 * The files (absolute path → the URL the Markdown file wrote for it) read once each, in path
 * order, each named by its base name, two of one name told apart by their hash's start.
 */
export async function readFiles(file: string, urls: ReadonlyMap<string, string>): Promise<LocalFile[]> {
  const files: LocalFile[] = [];
  for (const [path, url] of [...urls].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const read = await readLocalFile(file, url);
    files.push({ ...read, path });
  }
  const counts = new Map<string, number>();
  for (const f of files) counts.set(f.name, (counts.get(f.name) ?? 0) + 1);
  for (const f of files)
    if ((counts.get(f.name) ?? 0) > 1) {
      const ext = extname(f.name);
      f.name = `${f.name.slice(0, f.name.length - ext.length)}-${f.sha256.slice(0, 8)}${ext}`;
    }
  return files;
}

async function sameBytes(http: ConfluenceHttp, attachment: Attachment, file: LocalFile): Promise<boolean> {
  if (attachment.comment?.startsWith('mdadf sha256:')) return false;
  if (attachment.fileSize !== undefined && attachment.fileSize !== file.bytes.length) return false;
  return sha256(await downloadAttachment(http, attachment)) === file.sha256;
}

const comment = (file: LocalFile) => `mdadf sha256:${file.sha256}`;

export type { LocalFile };

/**
 * The files the page already holds, by their `fileId` (same name and hash), and those it lacks
 * or holds changed (`pending`): reads only.
 */
export async function matchHeld(
  http: ConfluenceHttp,
  files: readonly LocalFile[],
  held: readonly Attachment[],
): Promise<{ fileIds: Map<string, string>; pending: LocalFile[] }> {
  const fileIds = new Map<string, string>();
  const pending: LocalFile[] = [];
  for (const file of files) {
    const same = held.find((a) => a.title === file.name && a.fileId);
    // Ours carry the hash in their comment; another one (uploaded in Confluence, then pulled)
    // is read and compared, a read rather than a second copy of the file.
    if (same?.fileId && (same.comment === comment(file) || (await sameBytes(http, same, file))))
      fileIds.set(file.path, same.fileId);
    else pending.push(file);
  }
  return { fileIds, pending };
}

/** Uploads the files to the page (create or update by name); each one's path → its new `fileId`. */
export async function uploadFiles(
  http: ConfluenceHttp,
  pageId: string,
  files: readonly LocalFile[],
): Promise<Map<string, string>> {
  const fileIds = new Map<string, string>();
  for (const file of files) {
    const uploaded = await uploadAttachment(http, pageId, {
      name: file.name,
      bytes: file.bytes,
      mediaType: file.mimeType,
      comment: comment(file),
    });
    fileIds.set(file.path, uploaded.fileId);
  }
  return fileIds;
}

/** Each file's media id (`fileId`) on the page, uploading only what the page lacks or holds changed. */
export async function ensureUploaded(
  http: ConfluenceHttp,
  pageId: string,
  files: readonly LocalFile[],
  held?: readonly Attachment[],
): Promise<{ fileIds: Map<string, string>; uploads: number }> {
  if (files.length === 0) return { fileIds: new Map(), uploads: 0 };
  const { fileIds, pending } = await matchHeld(http, files, held ?? (await pageAttachments(http, pageId)));
  for (const [path, id] of await uploadFiles(http, pageId, pending)) fileIds.set(path, id);
  return { fileIds, uploads: pending.length };
}
