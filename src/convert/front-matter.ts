import { CORE_SCHEMA, load, YAMLException } from '../markdown/generated/js-yaml.js';
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
  const source = ctx.lines.source;
  // Most documents have none: never split those into lines just to look at the first one.
  if (!source.startsWith('---')) return source;
  // Read line by line up to the closing one: the document after it is handed on as it is, never
  // split and joined again (the tokenizer turns its line endings into `\n` as a join did).
  const breaks = new LineBreaks(source);
  let next = breaks.after(0);
  if (next >= source.length || !OPEN.test(source.slice(0, next))) return source;
  const yamlLines: string[] = [];
  let end = 1;
  for (;;) {
    const start = next + breakLength(source, next);
    next = breaks.after(start);
    const text = source.slice(start, next);
    const c = source.charCodeAt(start);
    if ((c === 45 || c === 46) && CLOSE.test(text)) break;
    if (next >= source.length) return source;
    yamlLines.push(text);
    end++;
  }
  const rest = next + breakLength(source, next);
  const yaml = yamlLines.join('\n');
  // `---` twice is two rules, and `---`, text, `---` a setext heading after a rule (CommonMark):
  // front matter only when the lines between hold `key: value` YAML.
  if (!/^[^\s#-][^:\n]*:(?:\s|$)/m.test(yaml)) return source;
  // The core schema, as YAML 1.2 reads: dates and `<<` merges stay plain strings; a key given
  // twice is an error. js-yaml rather than yaml: half the bytes in a browser bundle.
  let value: unknown;
  try {
    value = load(yaml, { schema: CORE_SCHEMA }) ?? {};
  } catch (cause) {
    if (!(cause instanceof YAMLException)) throw cause;
    // js-yaml reads past the end (its own final newline): an error there is at the end of the YAML.
    const offset = Math.min(cause.mark?.position ?? 0, yaml.length);
    const before = yaml.slice(0, offset);
    const line = before.split('\n').length;
    const column = offset - before.lastIndexOf('\n');
    invalid(ctx, `YAML front matter cannot be read: ${cause.reason}`, line + 1, column);
    return source;
  }
  if (!withinExpandedSize(value)) {
    invalid(
      ctx,
      `YAML front matter cannot be read: more than ${MAX_EXPANDED_VALUES} values once its aliases are expanded`,
      2,
      1,
    );
    return source;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    invalid(ctx, 'YAML front matter must be a mapping (`key: value` lines)', 2, 1);
    return source;
  }
  ctx.metadata = value as Record<string, unknown>;
  return '\n'.repeat(end + 1) + source.slice(rest);
}

/** Where lines end: at `\r`, `\n` or the end, each searched for once, not once per line. */
class LineBreaks {
  private cr: number;
  constructor(private readonly source: string) {
    this.cr = source.indexOf('\r');
  }

  /** Where the line starting at `from` ends: its `\r` or `\n`, or the end of the source. */
  after(from: number): number {
    const source = this.source;
    if (this.cr >= 0 && this.cr < from) this.cr = source.indexOf('\r', from);
    const n = source.indexOf('\n', from);
    const r = this.cr;
    if (r < 0) return n < 0 ? source.length : n;
    return n < 0 || r < n ? r : n;
  }
}

/** How long the line break at `at` is: `\r\n` 2, `\r` or `\n` 1, none (the end) 0. */
function breakLength(source: string, at: number): number {
  if (at >= source.length) return 0;
  return source.charCodeAt(at) === 13 && source.charCodeAt(at + 1) === 10 ? 2 : 1;
}

/**
 * js-yaml shares an anchored value among its aliases, so a few lines of aliases of aliases
 * ("billion laughs") stand for a value that would take gigabytes as JSON, and a self-referring
 * anchor for an endless one. The value is walked as JSON would write it, within a budget.
 */
const MAX_EXPANDED_VALUES = 100_000;

function withinExpandedSize(value: unknown): boolean {
  let budget = MAX_EXPANDED_VALUES;
  const pending = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (--budget < 0) return false;
    if (typeof next === 'object' && next !== null)
      for (const child of Object.values(next)) pending.push(child);
  }
  return true;
}

function invalid(ctx: ConvertContext, message: string, line: number, column: number): void {
  ctx.report('front-matter-invalid', `${message}; its lines stay in the document`, { line, column });
}
