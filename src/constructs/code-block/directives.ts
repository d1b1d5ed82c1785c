import { drop, LOCAL_ID, same, type DirectiveSpec } from '../../registry/spec.js';
import { boolean, oneOf, text } from '../../registry/value-types.js';

export const codeBlockDirective: DirectiveSpec = {
  description: 'Code block display. Stands on the line directly before the fence (or indented block).',
  target: ['codeBlock'],
  precedes: ['codeBlock'],
  attributes: {
    theme: { type: oneOf('light', 'dark'), description: 'Colour theme.', atlassian: drop },
    lineNumbers: {
      type: boolean,
      description: 'Shows line numbers.',
      atlassian: { kind: 'attr', name: 'hideLineNumbers', to: (v) => !v, from: (v) => !v },
    },
    wrap: { type: boolean, description: 'Wraps long lines.', atlassian: same('wrap') },
    language: {
      type: text,
      description: 'Language for highlighting (overrides the fence info word).',
      atlassian: same('language'),
    },
    localId: LOCAL_ID,
  },
};
