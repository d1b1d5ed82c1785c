import {
  type Attachment,
  type ConfluenceHttp,
  type LocalFile,
  localPath,
  matchHeld,
  pageAttachments,
  pageMedia,
  readFiles,
  uploadFiles,
} from '../../atlassian/index.js';
import type { ImageResolver } from '../body-write.js';
import type { McpConfig } from '../config.js';
import { checkLocalImages, type MarkdownInput } from '../markdown-input.js';

/**
 * The local images a Confluence body shows (beside its `markdown_file`, or below the working
 * directory for inline Markdown), uploaded to the page with the code `mdadf confluence push`
 * uploads with: a file the page already holds (same name and hash) is not uploaded again, a
 * changed one replaces its attachment. Only files where `markdown_file` may read are sent.
 *
 * Media ids are known only after the upload, which needs the page: so the body is first checked
 * with placeholder ids (conversion errors, the removal guard, the size limit), before anything is
 * written, then built again with the real ones.
 */
export interface PageImages {
  files: LocalFile[];
  /** The files the page holds already, by path → `fileId`; the rest are `pending`. */
  fileIds: Map<string, string>;
  pending: LocalFile[];
}

/** Read and checked: every local image, before any write (a missing one stops the call). */
export async function readImages(input: MarkdownInput, config: McpConfig): Promise<LocalFile[]> {
  const urls = await checkLocalImages(input.markdown, input.file, config);
  return readFiles(input.file, new Map(urls.map((url) => [localPath(input.file, url), url])));
}

/** What of them the page holds already (no page yet: nothing). Reads only. */
export async function matchImages(
  http: ConfluenceHttp,
  files: LocalFile[],
  pageId?: string,
): Promise<PageImages> {
  if (files.length === 0 || pageId === undefined) return { files, fileIds: new Map(), pending: files };
  const held: Attachment[] = await pageAttachments(http, pageId);
  return { files, ...(await matchHeld(http, files, held)) };
}

/** Uploads what is pending; afterwards every file has its `fileId`. */
export async function uploadImages(
  http: ConfluenceHttp,
  pageId: string,
  images: PageImages,
): Promise<number> {
  for (const [path, id] of await uploadFiles(http, pageId, images.pending)) images.fileIds.set(path, id);
  const uploads = images.pending.length;
  images.pending = [];
  return uploads;
}

/** A placeholder of a real `fileId`'s form, for the checks made before the upload. */
const placeholder = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The media attributes each local image takes on the page: its `fileId`, or a placeholder until uploaded. */
export function imageResolver(input: MarkdownInput, images: PageImages, pageId: string): ImageResolver {
  return (url) => {
    const path = localPath(input.file, url);
    const index = images.files.findIndex((f) => f.path === path);
    if (index < 0) return undefined;
    return pageMedia(images.files[index], images.fileIds.get(path) ?? placeholder(index + 1), pageId);
  };
}
