import type { MarkdownIt, StateCore, StateInline } from 'markdown-it';

/**
 * Mentions as people already write them outside mdadf's own `[@Name](mention:ID)`:
 *
 * - Jira's wiki form `[~accountid:ID]` (what Jira's editor and many tools paste) becomes a
 *   `jira_mention` token with `meta.id`; `[~name]` (a user name, Jira Server's form) one with
 *   `meta.name`, which only the caller's `resolveMention` can turn into an account.
 * - An `@` written outside the link text (`@[Jane](mention:ID)`, `@[Jane](accountid:ID)`) is
 *   part of the mention, not text before it: the core rule moves it off the preceding text and
 *   records it on the link (`meta.at`).
 */
export const MENTION_SCHEMES = ['mention:', 'accountid:'] as const;

const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const TILDE = 0x7e;
const ACCOUNT_PREFIX = 'accountid:';

export function mentionsPlugin(md: MarkdownIt, { fastPaths = true } = {}): void {
  md.inline.ruler.before('link', 'jira_mention', jiraMention);
  md.core.ruler.after('inline', 'mention_at', (state: StateCore) => mentionAt(state, fastPaths));
}

function jiraMention(state: StateInline, silent: boolean): boolean {
  const { src, pos, posMax } = state;
  if (src.charCodeAt(pos) !== OPEN_BRACKET || src.charCodeAt(pos + 1) !== TILDE) return false;
  let end = pos + 2;
  while (end < posMax && isIdChar(src.charCodeAt(end))) end++;
  if (end === pos + 2 || end >= posMax || src.charCodeAt(end) !== CLOSE_BRACKET) return false;
  // `[~x](url)`, `[~x][ref]` and a defined `[~x]` are CommonMark links; they stay links.
  const after = src.charCodeAt(end + 1);
  if (after === 0x28 || after === OPEN_BRACKET) return false;
  const label = src.slice(pos + 1, end);
  const references = state.env?.references as Record<string, unknown> | undefined;
  if (references && state.md.utils.normalizeReference(label) in references) return false;
  const account = label.slice(1).toLowerCase().startsWith(ACCOUNT_PREFIX);
  const value = account ? label.slice(1 + ACCOUNT_PREFIX.length) : label.slice(1);
  if (value === '' || (!account && value.includes(':'))) return false;
  if (!silent) {
    const token = state.push('jira_mention', '', 0);
    token.content = src.slice(pos, end + 1);
    token.meta = account ? { id: value } : { name: value };
  }
  state.pos = end + 1;
  return true;
}

/** Account ids (`557058:f58131cb-…`, `5b10a2844c20165700ede21g`) and user names. */
export function isIdChar(c: number): boolean {
  return (
    (c >= 48 && c <= 58) ||
    (c >= 65 && c <= 90) ||
    (c >= 97 && c <= 122) ||
    c === 45 ||
    c === 95 ||
    c === 46 ||
    c === 64
  );
}

/**
 * `skip`: pass over an inline token whose text has no `@`. Its text tokens hold only its own
 * text at this point (escapes and entities are still `text_special`, joined later by
 * `text_join`), so none of them can end with one.
 */
function mentionAt(state: StateCore, skip: boolean): void {
  const blocks = state.tokens;
  for (let b = 0; b < blocks.length; b++) {
    const children = blocks[b].type === 'inline' ? blocks[b].children : null;
    if (!children || (skip && blocks[b].content.indexOf('@') < 0)) continue;
    for (let i = 1; i < children.length; i++) {
      const link = children[i];
      const before = children[i - 1];
      if (link.type !== 'link_open' || before.type !== 'text' || !before.content.endsWith('@')) continue;
      const href = String(link.attrGet('href') ?? '');
      if (!MENTION_SCHEMES.some((scheme) => href.startsWith(scheme))) continue;
      before.content = before.content.slice(0, -1);
      link.meta = { ...link.meta, at: true };
    }
  }
}
