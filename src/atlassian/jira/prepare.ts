import { basename, extname } from 'node:path';
import { leafText } from '../../adf/leaf-text.js';
import { convert } from '../../compose/convert.js';
import { convertAsync } from '../../compose/async.js';
import type { AdfDoc, AdfNode, Diagnostic, MentionResolution } from '../../types.js';
import { AtlassianError } from '../errors.js';
import { isLocalReference, type LocalFile, readLocalFile } from '../local-files.js';

/**
 * A Markdown file read as an issue: its front matter's fields, the local files its images name
 * (read now, so a missing one stops the push before any write), and the description built with
 * the `atlassian` profile, always: what Jira accepts.
 */

export interface IssueFields {
  key?: string;
  project?: string;
  type?: string;
  summary?: string;
  labels?: string[];
  parent?: string;
  /** A comment file's comment id (`mdadf jira comment` updates it). */
  comment?: string;
}

export interface PreparedIssue {
  fields: IssueFields;
  /** The summary: front matter's, else the first H1 (then left out of the description), else the file name. */
  summary: string;
  localFiles: LocalFile[];
  /** Builds the description with the media attributes each local image gets. */
  build(
    media: ReadonlyMap<string, Record<string, unknown>>,
  ): Promise<{ doc: AdfDoc; diagnostics: Diagnostic[] }>;
}

const STRING_FIELDS = ['key', 'project', 'type', 'summary', 'parent', 'comment'] as const;

function fieldsOf(metadata: Record<string, unknown> | undefined, file: string): IssueFields {
  const fields: IssueFields = {};
  if (!metadata) return fields;
  for (const name of STRING_FIELDS) {
    const value = metadata[name];
    if (value === undefined || value === null || value === '') continue;
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw new AtlassianError(`${file}: front matter \`${name}\` must be a string`, 'refused');
    }
    fields[name] = String(value).trim();
  }
  const labels = metadata.labels;
  if (labels !== undefined && labels !== null) {
    const list = typeof labels === 'string' ? labels.split(/[\s,]+/).filter(Boolean) : labels;
    if (!Array.isArray(list) || list.some((l) => typeof l !== 'string' || /\s/.test(l) || l === '')) {
      throw new AtlassianError(
        `${file}: front matter \`labels\` must be a list of words without spaces`,
        'refused',
      );
    }
    fields.labels = list as string[];
  }
  return fields;
}

/** The first block when it is an H1: the summary, not repeated in the description. */
function leadingTitle(doc: AdfDoc): string | undefined {
  const first = doc.content[0];
  if (first?.type !== 'heading' || first.attrs?.level !== 1) return undefined;
  const text = (first.content ?? [])
    .map((node: AdfNode) => leafText(node))
    .join('')
    .trim();
  return text === '' ? undefined : text;
}

export async function prepareIssue(
  markdown: string,
  file: string,
  resolveMention?: (text: string) => Promise<MentionResolution | undefined>,
): Promise<PreparedIssue> {
  // A first pass finds the front matter and the images asked for; nothing is resolved yet.
  const images = new Set<string>();
  const first = convert(markdown, {
    profile: 'atlassian',
    resolveImage: (url) => {
      images.add(url);
      return undefined;
    },
  });
  const fields = fieldsOf(first.metadata, file);
  const title = fields.summary === undefined ? leadingTitle(first.doc) : undefined;
  const summary = fields.summary ?? title ?? basename(file, extname(file));
  if (/[\r\n]/.test(summary) || summary.length > 255) {
    throw new AtlassianError(`${file}: the summary must be one line of at most 255 characters`, 'refused');
  }
  const localFiles: LocalFile[] = [];
  for (const url of images) if (isLocalReference(url)) localFiles.push(await readLocalFile(file, url));
  for (const local of localFiles) {
    if (local.width === undefined) {
      throw new AtlassianError(
        `${file}: ${JSON.stringify(local.url)} is not an image mdadf can size (png, jpeg, gif, webp, svg, …); nothing was sent`,
        'refused',
      );
    }
  }
  return {
    fields,
    summary,
    localFiles,
    async build(media) {
      const result = await convertAsync(markdown, {
        profile: 'atlassian',
        resolveImage: (url) => media.get(url),
        ...(resolveMention ? { resolveMention } : {}),
      });
      const doc = result.doc;
      if (title !== undefined && leadingTitle(doc) === title) doc.content.shift();
      return { doc, diagnostics: result.diagnostics };
    },
  };
}

/** The media attributes of an uploaded image, with its real pixel size. */
export function fileMedia(local: LocalFile, mediaId: string): Record<string, unknown> {
  return { type: 'file', id: mediaId, collection: '', width: local.width, height: local.height };
}
