import { emojiText } from './tokens.js';
import { same, type DirectiveSpec } from '../../registry/spec.js';
import { text } from '../../registry/value-types.js';

const SHORTCODE = /^:[^:\s]+:$/;

export const emojiDirective: DirectiveSpec = {
  description:
    'Inline: the shortcode directly after it, `:grin:` or an Atlassian one GitHub does not know (`:clapping_hands:`), becomes an emoji with these attributes.',
  target: ['emoji'],
  precedes: [],
  closed: true,
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
      description: 'Emoji id (`1f601`, or an id of a custom emoji).',
      atlassian: same('id'),
    },
    text: {
      type: text,
      description: "The emoji character (default: GitHub's for the shortcode).",
      atlassian: same('text'),
    },
    localId: {
      type: text,
      description: 'Identifier of this emoji in the document.',
      atlassian: same('localId'),
    },
  },
};
