import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { basename, dirname, extname, isAbsolute, resolve } from 'node:path';
import { imageSize } from 'image-size';
import { AtlassianError } from './errors.js';

/**
 * A file a Markdown document references by a relative path (an image to upload), read before
 * anything is written so that a missing one stops the push with nothing half done.
 */
export interface LocalFile {
  /** As written in the Markdown. */
  url: string;
  path: string;
  /** The name it is uploaded as. */
  name: string;
  bytes: Uint8Array;
  sha256: string;
  mimeType: string;
  /** The real pixel size of an image (image-size reads it); undefined for other files. */
  width?: number;
  height?: number;
}

const MIME_TYPES: Readonly<Record<string, string>> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.bmp': 'image/bmp',
  '.tif': 'image/tiff',
  '.tiff': 'image/tiff',
  '.ico': 'image/vnd.microsoft.icon',
  '.avif': 'image/avif',
  '.heic': 'image/heic',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain',
  '.csv': 'text/csv',
  '.json': 'application/json',
  '.zip': 'application/zip',
};

export function mimeTypeOf(name: string): string {
  return MIME_TYPES[extname(name).toLowerCase()] ?? 'application/octet-stream';
}

/** A path the Markdown's own folder holds (no scheme, not protocol-relative, not a fragment). */
export function isLocalReference(url: string): boolean {
  return url !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith('//') && !url.startsWith('#');
}

/** The path a reference names, relative to the Markdown file (percent-escapes and a query or fragment removed). */
export function localPath(markdownFile: string, url: string): string {
  let path = url.replace(/[?#].*$/, '');
  try {
    path = decodeURIComponent(path);
  } catch {
    // A stray % is part of the name.
  }
  return isAbsolute(path) ? path : resolve(dirname(markdownFile), path);
}

export async function readLocalFile(markdownFile: string, url: string): Promise<LocalFile> {
  const path = localPath(markdownFile, url);
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await readFile(path));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory' : String(code ?? error);
    throw new AtlassianError(
      `${markdownFile}: the image ${JSON.stringify(url)} cannot be read (${why}); nothing was sent`,
      'refused',
    );
  }
  const name = basename(path);
  const file: LocalFile = {
    url,
    path,
    name,
    bytes,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    mimeType: mimeTypeOf(name),
  };
  try {
    const size = imageSize(bytes);
    if (size.width && size.height) {
      // A JPEG or TIFF rotated by its EXIF orientation shows with its sides swapped.
      const turned = size.orientation !== undefined && size.orientation >= 5;
      file.width = turned ? size.height : size.width;
      file.height = turned ? size.width : size.height;
    }
  } catch {
    // Not an image image-size knows: uploaded as a file, without a size.
  }
  return file;
}
