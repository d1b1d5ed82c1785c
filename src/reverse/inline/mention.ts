import { isIdChar } from '../../constructs/mention/tokens.js';
import type { AdfNode } from '../../types.js';
import { directiveFor } from '../directives.js';
import type { ReverseSettings } from '../options.js';
import { escapeText } from './escape.js';
import { linkTail } from './link.js';

/**
 * A mention is written as the link the forward direction reads as one:
 * `[@Jane Doe](mention:ACCOUNT_ID)`. Text without `@` (which the plain form would add),
 * white space the reader would trim, or `accessLevel` / `userType` / `localId` need the
 * registry's inline `adf:mention` directive before the link, which keeps the text exactly.
 * A mention with an id alone (Jira shows the account's name) is Jira's own `[~accountid:ID]`.
 */
export interface MentionSyntax {
  id: string;
  /** Undefined for the `[~accountid:ID]` form. */
  text: string | undefined;
  /** The `adf:mention` comment, or null for the plain form. */
  comment: string | null;
}

export const MENTION_SCHEME = 'mention:';

export function mentionSyntax(node: AdfNode, settings: ReverseSettings): MentionSyntax | null {
  const attrs = node.attrs ?? {};
  const { id, text } = attrs;
  if (node.marks?.length || Object.keys(node).some((k) => k !== 'type' && k !== 'attrs')) return null;
  if (typeof id !== 'string' || id === '') return null;
  if (Object.keys(attrs).every((key) => key === 'id' || attrs[key] === undefined)) {
    return isAccountId(id) ? { id, text: undefined, comment: null } : null;
  }
  if (typeof text !== 'string' || /[\r\n]/.test(text)) return null;
  const plain = text.startsWith('@') && text.length > 1 && text === text.trim();
  const directive = directiveFor(node, settings, { syntaxAttrs: ['id', 'text'], always: !plain });
  if (!directive.ok) return null;
  return { id, text, comment: directive.comment };
}

function isAccountId(id: string): boolean {
  for (let i = 0; i < id.length; i++) if (!isIdChar(id.charCodeAt(i))) return false;
  return true;
}

/** The link, or null when its destination cannot be written. */
export function mentionLink(mention: MentionSyntax, inTable: boolean): string | null {
  if (mention.text === undefined) return `[~accountid:${mention.id}]`;
  const tail = linkTail(MENTION_SCHEME + mention.id, undefined);
  if (tail === null) return null;
  const label = escapeText(mention.text, {
    blockStart: false,
    lineStart: false,
    lineEnd: false,
    pipes: false,
    inTable,
    inLinkText: true,
    brackets: true,
  });
  return `[${label}${tail}`;
}
