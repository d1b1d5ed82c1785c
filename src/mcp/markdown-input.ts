import { readFile, realpath, stat } from 'node:fs/promises';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { describeSystemError } from '../cli/errors.js';
import { INPUT_LIMITS } from '../input/json-snapshot.js';
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
}

const within = (root: string, path: string) => {
  const rel = relative(root, path);
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel));
};

export async function readMarkdownInput(
  args: MarkdownArgs,
  config: McpConfig,
  cwd: string,
): Promise<MarkdownInput> {
  const { markdown, markdown_file: file } = args;
  if (markdown !== undefined && file !== undefined) {
    throw new ToolError('give either markdown or markdown_file, not both');
  }
  if (markdown !== undefined) return { markdown, baseDir: cwd, source: 'markdown' };
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
  const roots = await Promise.all(config.fileRoots.map((root) => realpath(root).catch(() => root)));
  if (!roots.some((root) => within(root, real))) {
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
  return { markdown: text.replace(/^\uFEFF/, ''), baseDir: dirname(real), source };
}
