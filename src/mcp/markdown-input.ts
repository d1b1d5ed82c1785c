import { readFile, realpath, stat } from 'node:fs/promises';
import { isLocalReference, localPath } from '../atlassian/index.js';
import { convert } from '../compose/convert.js';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { describeSystemError } from '../cli/errors.js';
import { INPUT_LIMITS } from '../input/json-snapshot.js';
import { whyNotMarkdown } from '../input/not-markdown.js';
import type { McpConfig } from './config.js';
import { ToolError } from './errors.js';

/**
 * A body comes inline (`markdown`) or from a local file (`markdown_file`: bodies too large for a
 * call's arguments). A file is read only below the directories the server may read (the
 * working directory unless configured), checked on the real path, so neither `..` nor a
 * symbolic link leads out of them.
 */
export interface MarkdownArgs {
  markdown?: string;
  markdown_file?: string;
}

export interface MarkdownInput {
  markdown: string;
  /** The file's directory, for relative images; the working directory for inline Markdown. */
  baseDir: string;
  /** `markdown_file "notes.md"` or `markdown`, for messages. */
  source: string;
  /** The file, or where inline Markdown stands for the publishing code (relative images start beside it). */
  file: string;
}

const within = (root: string, path: string) => {
  const rel = relative(root, path);
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel));
};

async function isReadable(path: string, config: McpConfig): Promise<boolean> {
  const real = await realpath(path).catch(() => path);
  const roots = await Promise.all(config.fileRoots.map((root) => realpath(root).catch(() => root)));
  return roots.some((root) => within(root, real));
}

/**
 * Local images a body names are uploaded as attachments: only from where `markdown_file` may
 * read, so an agent cannot send a file from elsewhere to the site. The local ones, as written.
 */
export async function checkLocalImages(markdown: string, file: string, config: McpConfig): Promise<string[]> {
  const urls = new Set<string>();
  convert(markdown, {
    profile: 'atlassian',
    resolveImage: (url) => {
      urls.add(url);
      return undefined;
    },
  });
  const local = [...urls].filter(isLocalReference);
  for (const url of local) {
    if (!(await isReadable(localPath(file, url), config))) {
      throw new ToolError(
        `the image ${JSON.stringify(url)} is outside the directories this server may read (${config.fileRoots.join(', ')}); nothing was sent`,
      );
    }
  }
  return local;
}

/** Markdown the tool's arguments give fields for must not carry its own front matter. */
export function refuseFrontMatter(markdown: string): void {
  if (/^\uFEFF?---[ \t]*\r?\n/.test(markdown)) {
    throw new ToolError(
      'the Markdown starts with front matter (---); give the fields (summary, labels, …) as arguments and the body alone',
    );
  }
}

export async function readMarkdownInput(
  args: MarkdownArgs,
  config: McpConfig,
  cwd: string,
): Promise<MarkdownInput> {
  const { markdown, markdown_file: file } = args;
  if (markdown !== undefined && file !== undefined) {
    throw new ToolError('give either markdown or markdown_file, not both');
  }
  if (markdown !== undefined) {
    refuseNotMarkdown('markdown', markdown);
    return { markdown, baseDir: cwd, source: 'markdown', file: join(cwd, '<markdown>') };
  }
  if (file === undefined || file.trim() === '') {
    throw new ToolError('give the body as markdown (the text) or markdown_file (a path to a local .md file)');
  }
  const path = resolve(cwd, file);
  const source = `markdown_file ${JSON.stringify(file)}`;
  let real: string;
  try {
    real = await realpath(path);
  } catch (error) {
    throw new ToolError(`cannot read ${source}: ${describeSystemError(error)}`);
  }
  if (!(await isReadable(real, config))) {
    throw new ToolError(
      `${source} is outside the directories this server may read (${config.fileRoots.join(', ')}); move the file there, or start the server with MDADF_MCP_FILE_ROOTS (or --allow-dir) naming its directory`,
    );
  }
  const info = await stat(real);
  if (!info.isFile()) throw new ToolError(`${source} is not a file`);
  if (info.size > INPUT_LIMITS.characters * 4) {
    throw new ToolError(
      `${source} has ${info.size} bytes, more than mdadf converts (${INPUT_LIMITS.characters} characters)`,
    );
  }
  let text: string;
  try {
    text = await readFile(real, 'utf8');
  } catch (error) {
    throw new ToolError(`cannot read ${source}: ${describeSystemError(error)}`);
  }
  refuseNotMarkdown(source, text);
  return { markdown: text.replace(/^\uFEFF/, ''), baseDir: dirname(real), source, file: real };
}

/** A screenshot or an ADF document given as the body would be published as a paragraph of it. */
function refuseNotMarkdown(source: string, text: string): void {
  const why = whyNotMarkdown(text, 'the tools take Markdown (adf_to_markdown turns ADF into it)');
  if (why !== undefined) throw new ToolError(`${source} is ${why}`);
}
