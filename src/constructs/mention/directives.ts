import { decodeId } from './id.js';
import { same, type DirectiveSpec } from '../../registry/spec.js';
import { oneOf, text } from '../../registry/value-types.js';

export const mentionDirective: DirectiveSpec = {
  description:
    'Inline: the mention link directly after it, `[Jane Doe](mention:ACCOUNT_ID)`, keeps its text exactly as written (no `@` added) and takes these attributes.',
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
      description: 'Access level (`CONTAINER`, `APPLICATION`, ...).',
      atlassian: same('accessLevel'),
    },
    userType: {
      type: oneOf('DEFAULT', 'SPECIAL', 'APP'),
      description: 'Kind of account.',
      atlassian: same('userType'),
    },
    localId: {
      type: text,
      description: 'Identifier of this mention in the document.',
      atlassian: same('localId'),
    },
  },
};
