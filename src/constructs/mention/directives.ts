import { decodeId } from './id.js';
import { same, type DirectiveSpec, type DirectiveText } from '../../registry/spec.js';
import { oneOf, text } from '../../registry/value-types.js';

export const mentionDirective: DirectiveSpec = {
  target: ['mention'],
  precedes: [],
  closed: true,
  inline: {
    node: 'mention',
    takes: 'link',
    attr: 'id',
    build: (href, words) => {
      const id = href.startsWith('mention:') ? decodeId(href.slice('mention:'.length)) : '';
      return id === ''
        ? `"${href}" is not a link mention:ACCOUNT_ID`
        : { type: 'mention', attrs: { id, text: words } };
    },
  },
  attributes: {
    accessLevel: {
      type: text,
      atlassian: same('accessLevel'),
    },
    userType: {
      type: oneOf('DEFAULT', 'SPECIAL', 'APP'),
      atlassian: same('userType'),
    },
    localId: {
      type: text,
      atlassian: same('localId'),
    },
  },
};

/** What docs/directives.md says of these rows (see `DirectiveText`). */
export function mentionDocs(): Readonly<Record<string, DirectiveText>> {
  return {
    mention: {
      description:
        'Inline: the mention link directly after it, `[Jane Doe](mention:ACCOUNT_ID)`, keeps its text exactly as written (no `@` added) and takes these attributes.',
      attributes: {
        accessLevel: 'Access level (`CONTAINER`, `APPLICATION`, ...).',
        userType: 'Kind of account.',
        localId: 'Identifier of this mention in the document.',
      },
    },
  };
}
