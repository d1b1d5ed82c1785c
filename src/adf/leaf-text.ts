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

/** The text of a node's text children, joined (a code block holds only text); anything else in `content` adds nothing. */
export function childText(node: AdfNode): string {
  let text = '';
  for (const child of Array.isArray(node.content) ? node.content : []) {
    if (child !== null && typeof child === 'object' && typeof child.text === 'string') text += child.text;
  }
  return text;
}
