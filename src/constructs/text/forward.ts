import type { Token } from '../../markdown/types.js';
import { mentionNode } from '../link/forward.js';
import type { InlineState } from '../../convert/inline/state.js';
import type { ForwardPart } from '../../engine/parts.js';
import { textConstruct } from './index.js';

/**
 * `@handle` as GitHub writes a mention, or `@name@example.com` (an account's e-mail address);
 * only the caller's `resolveMention` knows the account. An e-mail handle is meant as a mention,
 * so one left unresolved is reported; a plain `@word` may be anything (`@param`) and is not.
 */
const HANDLE =
  /(^|[^\w@/.-])(@[A-Za-z0-9](?:[A-Za-z0-9_.+-]*[A-Za-z0-9_])?(?:@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+)?)/g;

export function text(token: Token, state: InlineState): void {
  const resolve = state.ctx.options.resolveMention;
  const content = token.content;
  if (!resolve || !content.includes('@') || state.marks.some((m) => m.type === 'link' || m.type === 'code')) {
    state.text(content);
    return;
  }
  let last = 0;
  for (const match of content.matchAll(HANDLE)) {
    const handle = match[2];
    const answer = resolve(handle);
    if (!answer) {
      if (handle.indexOf('@', 1) > 0) {
        state.ctx.report(
          'mention-unresolved',
          `mention "${handle}" has no account id and resolveMention did not resolve it; kept as text`,
          state.locate(state.find(handle)),
        );
      }
      continue;
    }
    const at = match.index + match[1].length;
    state.text(content.slice(last, at));
    state.node(mentionNode(answer, handle));
    last = at + handle.length;
  }
  state.text(content.slice(last));
}

/** A soft line break is a space between the words it separates (ADF has no soft break). */
export function softbreak(_token: Token, state: InlineState): void {
  state.text(' ');
}

export function hardbreak(_token: Token, state: InlineState): void {
  state.node({ type: 'hardBreak' });
}

export function codeInline(token: Token, state: InlineState): void {
  state.code(token.content);
}

export const textForward: ForwardPart = {
  construct: textConstruct,
  inlineTokens: { text, text_special: text, softbreak, hardbreak, code_inline: codeInline },
};
