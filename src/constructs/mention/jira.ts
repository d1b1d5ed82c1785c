import type { Token } from '../../markdown/types.js';
import { mentionNode } from '../link/forward.js';
import { decodeId } from './id.js';
import type { InlineState } from '../../convert/inline/state.js';

/**
 * Jira's wiki mention (tokens.ts). `[~accountid:ID]` names the account and no
 * text: the mention gets none, and Jira shows the account's current name. `[~name]` names a
 * user only the caller's `resolveMention` can find (asked with `@name`); unresolved, it stays
 * as written, with `mention-like-link`.
 */
export function jiraMention(token: Token, state: InlineState): void {
  // The offset now (the search goes on from it), its position only for the diagnostic.
  const at = state.find(token.content);
  const id = typeof token.meta?.id === 'string' ? decodeId(token.meta.id) : undefined;
  if (id !== undefined) {
    state.node({ type: 'mention', attrs: { id } });
    return;
  }
  const handle = `@${String(token.meta?.name ?? '')}`;
  const answer = state.ctx.options.resolveMention?.(handle);
  if (answer) {
    state.node(mentionNode(answer, handle));
    return;
  }
  state.ctx.report(
    'mention-like-link',
    `"${token.content}" looks like a Jira mention but names no account (write [~accountid:ID] or [@Name](mention:ID)), and resolveMention did not resolve "${handle}"; kept as text`,
    state.locate(at),
  );
  state.text(token.content);
}
