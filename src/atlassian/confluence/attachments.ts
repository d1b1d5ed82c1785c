import { readFile } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import { imageSize } from 'image-size';
import { type Attachment, downloadAttachment, pageAttachments, uploadAttachment } from './api.js';
import type { ConfluenceHttp } from './http.js';
import { sha256 } from './identity.js';
import type { PageRefs } from './links.js';

/**
 * The local files a page shows or links to, as the attachments of that page: one name per
 * file (its base name; two files of one name get their hash's start added), its bytes, its
 * hash and, for images, its real pixel size. A file the page already holds with the same hash
 * (in the attachment's comment, which mdadf writes) is not uploaded again.
 */
export interface LocalFile {
  path: string;
  name: string;
  bytes: Uint8Array<ArrayBuffer>;
  sha: string;
  mediaType: string;
  width?: number;
  height?: number;
}

const MEDIA_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.bmp': 'image/bmp',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain',
  '.csv': 'text/csv',
  '.json': 'application/json',
  '.zip': 'application/zip',
};

export async function localFiles(refs: PageRefs): Promise<LocalFile[]> {
  const paths = new Set<string>(refs.images.values());
  for (const target of refs.links.values()) if (target.kind === 'file') paths.add(target.path);
  const files: LocalFile[] = [];
  for (const path of [...paths].sort()) {
    const bytes = new Uint8Array(await readFile(path));
    const size = pixelSize(bytes);
    files.push({
      path,
      name: basename(path),
      bytes,
      sha: sha256(bytes),
      mediaType: MEDIA_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
      ...size,
    });
  }
  const counts = new Map<string, number>();
  for (const file of files) counts.set(file.name, (counts.get(file.name) ?? 0) + 1);
  for (const file of files)
    if ((counts.get(file.name) ?? 0) > 1) {
      const ext = extname(file.name);
      file.name = `${file.name.slice(0, file.name.length - ext.length)}-${file.sha.slice(0, 8)}${ext}`;
    }
  return files;
}

function pixelSize(bytes: Uint8Array): { width?: number; height?: number } {
  try {
    const { width, height } = imageSize(bytes);
    return width && height ? { width, height } : {};
  } catch {
    return {};
  }
}

async function sameBytes(http: ConfluenceHttp, attachment: Attachment, file: LocalFile): Promise<boolean> {
  if (attachment.comment?.startsWith('mdadf sha256:')) return false;
  if (attachment.fileSize !== undefined && attachment.fileSize !== file.bytes.length) return false;
  return sha256(await downloadAttachment(http, attachment)) === file.sha;
}

const comment = (file: LocalFile) => `mdadf sha256:${file.sha}`;

/** Each file's media id (`fileId`) on the page, uploading only what the page lacks or holds changed. */
export async function ensureUploaded(
  http: ConfluenceHttp,
  pageId: string,
  files: readonly LocalFile[],
  held?: readonly Attachment[],
): Promise<{ fileIds: Map<string, string>; uploads: number }> {
  const fileIds = new Map<string, string>();
  if (files.length === 0) return { fileIds, uploads: 0 };
  const existing = held ?? (await pageAttachments(http, pageId));
  let uploads = 0;
  for (const file of files) {
    const same = existing.find((a) => a.title === file.name && a.fileId);
    // Ours carry the hash in their comment; another one (uploaded in Confluence, then pulled)
    // is read and compared, a read rather than a second copy of the file.
    if (same?.fileId && (same.comment === comment(file) || (await sameBytes(http, same, file)))) {
      fileIds.set(file.path, same.fileId);
      continue;
    }
    const uploaded = await uploadAttachment(http, pageId, {
      name: file.name,
      bytes: file.bytes,
      mediaType: file.mediaType,
      comment: comment(file),
    });
    uploads++;
    fileIds.set(file.path, uploaded.fileId);
  }
  return { fileIds, uploads };
}
