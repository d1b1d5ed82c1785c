import { emojiText } from './tokens.js';
import { same, shape, type DirectiveSpec, type DirectiveText } from '../../registry/spec.js';
import { boolean, text } from '../../registry/value-types.js';

/** `:name:`, with Atlassian's skin tone after it (`:thumbsup::skin-tone-2:`). */
const SHORTCODE = /^:[^:\s]+:(?::[^:\s]+:)?$/;

export const emojiDirective: DirectiveSpec = {
  target: ['emoji'],
  precedes: [],
  closed: true,
  // An emoji stored with its shortcode only (the editors look the character up).
  reshape: (node, given) => {
    if (given.textOmitted === true && node.attrs) delete node.attrs.text;
    return undefined;
  },
  inline: {
    node: 'emoji',
    takes: 'word',
    attr: 'shortName',
    build: (shortName) => {
      if (!SHORTCODE.test(shortName)) return `"${shortName}" is not a shortcode like :smile:`;
      const known = emojiText(shortName);
      return { type: 'emoji', attrs: known === undefined ? { shortName } : { shortName, text: known } };
    },
    write: (v) =>
      typeof v === 'string' && SHORTCODE.test(v) ? { kind: 'shortcode', value: v, text: emojiText(v) } : null,
  },
  attributes: {
    id: {
      type: text,
      atlassian: same('id'),
    },
    text: {
      type: text,
      atlassian: same('text'),
    },
    localId: {
      type: text,
      atlassian: same('localId'),
    },
    textOmitted: {
      type: boolean,
      atlassian: shape,
    },
  },
};

/** What docs/directives.md says of these rows (see `DirectiveText`). */
export function emojiDocs(): Readonly<Record<string, DirectiveText>> {
  return {
    emoji: {
      description:
        'Inline: the shortcode directly after it, `:grin:` or an Atlassian one GitHub does not know (`:clapping_hands:`), becomes an emoji with these attributes.',
      attributes: {
        id: 'Emoji id (`1f601`, or an id of a custom emoji).',
        text: "The emoji character (default: GitHub's for the shortcode).",
        localId: 'Identifier of this emoji in the document.',
        textOmitted:
          'The emoji has no `text` (only its shortcode), as editors store some (default `false`: a shortcode GitHub knows gets its character).',
      },
    },
  };
}
