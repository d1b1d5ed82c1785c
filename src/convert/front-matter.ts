import { parseDocument } from 'yaml';
import type { ConvertContext } from './context.js';

const OPEN = /^---[ \t]*$/;
const CLOSE = /^(?:---|\.\.\.)[ \t]*$/;

/**
 * YAML front matter: `---` on the first line, YAML, then `---` (or `...`). It becomes the
 * result's metadata and is not part of the document: its lines are handed to the tokenizer as
 * blank lines, so every later line keeps its number. Lines with no `key:` are not front matter
 * at all (plain Markdown rules and headings). When the YAML cannot be read, or is not a mapping,
 * the lines stay Markdown (as GitHub shows them) and a warning says why.
 *
 * Returns the Markdown to tokenize.
 */
export function readFrontMatter(ctx: ConvertContext): string {
  const source = ctx.source;
  const lines = source.split(/\r\n|\r|\n/);
  if (lines.length < 2 || !OPEN.test(lines[0])) return source;
  let end = 1;
  while (end < lines.length && !CLOSE.test(lines[end])) end++;
  if (end === lines.length) return source;
  const yaml = lines.slice(1, end).join('\n');
  // `---` twice is two rules, and `---`, text, `---` a setext heading after a rule (CommonMark):
  // front matter only when the lines between hold `key: value` YAML.
  if (!/^[^\s#-][^:\n]*:(?:\s|$)/m.test(yaml)) return source;
  // logLevel 'error': the yaml library would otherwise print warnings on the process's stderr.
  const document = parseDocument(yaml, { prettyErrors: false, uniqueKeys: true, logLevel: 'error' });
  const error = document.errors[0];
  if (error) {
    const offset = Math.min(error.pos[0], yaml.length);
    const before = yaml.slice(0, offset);
    const line = before.split('\n').length;
    const column = offset - before.lastIndexOf('\n');
    invalid(ctx, `YAML front matter cannot be read: ${error.message.split('\n')[0]}`, line + 1, column);
    return source;
  }
  let value: unknown;
  try {
    value = document.toJS() ?? {};
  } catch (cause) {
    invalid(ctx, `YAML front matter cannot be read: ${(cause as Error).message}`, 2, 1);
    return source;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    invalid(ctx, 'YAML front matter must be a mapping (`key: value` lines)', 2, 1);
    return source;
  }
  ctx.metadata = value as Record<string, unknown>;
  return '\n'.repeat(end + 1) + lines.slice(end + 1).join('\n');
}

function invalid(ctx: ConvertContext, message: string, line: number, column: number): void {
  ctx.report('front-matter-invalid', `${message}; its lines stay in the document`, { line, column });
}
