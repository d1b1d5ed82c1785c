/**
 * Writes a node that has no Markdown form as `<!-- adf:node {JSON} -->`.
 *
 * The JSON is produced without recursion (ADF comes from users, its depth is theirs), on
 * one line, and with every `--` written `-\u002d` so that the comment can never end early.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Inside a table row an unescaped `|` would split the cell before the comment is read. */
export interface NodeJsonOptions {
  inTableCell?: boolean;
}

export function stringifyJson(value: unknown): string {
  const out: string[] = [];
  // Each entry is either a value still to write or a literal piece of punctuation.
  const work: Array<{ value: unknown } | { raw: string }> = [{ value }];
  while (work.length > 0) {
    const item = work.pop()!;
    if ('raw' in item) {
      out.push(item.raw);
      continue;
    }
    const v = item.value;
    if (v === null || v === undefined || typeof v === 'function' || typeof v === 'symbol') {
      out.push('null');
    } else if (typeof v === 'string' || typeof v === 'boolean') {
      out.push(JSON.stringify(v));
    } else if (typeof v === 'number') {
      out.push(Number.isFinite(v) ? String(v) : 'null');
    } else if (typeof v === 'bigint') {
      out.push(v.toString());
    } else if (Array.isArray(v)) {
      const pending: Array<{ value: unknown } | { raw: string }> = [{ raw: '[' }];
      v.forEach((element, i) => {
        if (i > 0) pending.push({ raw: ',' });
        pending.push({ value: element });
      });
      pending.push({ raw: ']' });
      for (let i = pending.length - 1; i >= 0; i--) work.push(pending[i]);
    } else {
      const entries = Object.entries(v as Record<string, unknown>).filter(
        ([, x]) => x !== undefined && typeof x !== 'function' && typeof x !== 'symbol',
      );
      const pending: Array<{ value: unknown } | { raw: string }> = [{ raw: '{' }];
      entries.forEach(([key, element], i) => {
        pending.push({ raw: `${i > 0 ? ',' : ''}${JSON.stringify(key)}:` });
        pending.push({ value: element });
      });
      pending.push({ raw: '}' });
      for (let i = pending.length - 1; i >= 0; i--) work.push(pending[i]);
    }
  }
  return out.join('');
}

/** `--` only ever occurs inside JSON strings, where `\u002d` is an equivalent escape. */
export function commentSafeJson(value: unknown, options: NodeJsonOptions = {}): string {
  const json = stringifyJson(value).replaceAll('--', '-\\u002d');
  return options.inTableCell ? json.replaceAll('|', '\\u007c') : json;
}

export function nodeComment(node: unknown, options: NodeJsonOptions = {}): string {
  return `<!-- adf:node ${commentSafeJson(node, options)} -->`;
}

export type { Json };
