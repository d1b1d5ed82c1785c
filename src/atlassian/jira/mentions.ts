import type { Diagnostic, MentionResolution } from '../../types.js';
import type { AtlassianClient } from '../client.js';
import { searchUsers } from './api.js';

/**
 * `resolveMention` for convertAsync over Jira's user search: `[@Jane Doe](mention:)`,
 * `@jane@example.com` and `@jane` ask it. An e-mail address must match exactly; a name must
 * name one account (exactly, or as the only result). Each text is searched once a run.
 * Why a text stayed unresolved is kept, to say so in the converter's warning.
 */
export function userResolver(client: AtlassianClient) {
  const answers = new Map<string, Promise<MentionResolution | undefined>>();
  const reasons = new Map<string, string>();

  const find = async (text: string): Promise<MentionResolution | undefined> => {
    const query = text.replace(/^@/, '').trim();
    if (query === '') return undefined;
    const users = (await searchUsers(client, query)).filter((u) => u.active !== false);
    const lower = query.toLowerCase();
    const email = users.filter((u) => u.emailAddress?.toLowerCase() === lower);
    const named = users.filter((u) => u.displayName?.toLowerCase() === lower);
    const chosen = query.includes('@') ? email : named.length > 0 ? named : users;
    if (chosen.length === 1) {
      const user = chosen[0];
      return { id: user.accountId, text: `@${user.displayName ?? query}` };
    }
    reasons.set(
      text,
      chosen.length === 0
        ? 'Jira’s user search found no one'
        : `Jira’s user search found ${chosen.length} (${chosen
            .slice(0, 3)
            .map((u) => u.displayName)
            .join(', ')}${chosen.length > 3 ? ', …' : ''}): write [@Name](mention:ACCOUNT_ID)`,
    );
    return undefined;
  };

  return {
    resolveMention(text: string): Promise<MentionResolution | undefined> {
      let answer = answers.get(text);
      if (!answer) {
        answer = find(text);
        answers.set(text, answer);
      }
      return answer;
    },
    /** The converter's `mention-unresolved` warnings with the search's reason added. */
    explain(diagnostics: Diagnostic[]): Diagnostic[] {
      return diagnostics.map((d) => {
        if (d.code !== 'mention-unresolved') return d;
        const text = /mention "([^"]*)"/.exec(d.message)?.[1];
        const reason = text === undefined ? undefined : reasons.get(text);
        return reason ? { ...d, message: `${d.message} (${reason})` } : d;
      });
    },
  };
}
