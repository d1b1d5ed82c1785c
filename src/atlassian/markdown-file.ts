import { readFile } from 'node:fs/promises';
import { whyNotMarkdown } from '../input/not-markdown.js';
import { AtlassianError } from './errors.js';

/**
 * A Markdown file to publish, as text; a file that is not Markdown (a screenshot caught by
 * `notes/*`, an ADF document) is refused before anything is sent, as `mdadf convert` refuses it.
 */
export async function readMarkdownFile(file: string): Promise<string> {
  const text = await readFile(file, 'utf8');
  const why = whyNotMarkdown(text, '`mdadf to-markdown` turns it into Markdown');
  if (why !== undefined) throw new AtlassianError(`${file}: ${why}; nothing was sent`, 'refused');
  return text;
}
