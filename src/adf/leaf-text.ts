import { isoDate } from '../constructs/date/day.js';
import type { AdfNode } from '../types.js';

/** The words an inline node shows, for where it must become text: its text, name, URL or day. */
export function leafText(node: AdfNode): string {
  if (node.type === 'hardBreak') return ' ';
  if (node.type === 'date') return isoDate(node.attrs?.timestamp) ?? String(node.attrs?.timestamp ?? '');
  if (typeof node.text === 'string') return node.text;
  const attrs = node.attrs ?? {};
  for (const key of ['text', 'shortName', 'url', 'timestamp']) {
    const value = attrs[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return '';
}
