import { same, type DirectiveSpec } from '../../registry/spec.js';
import { oneOf, text } from '../../registry/value-types.js';

export const STATUS_COLOURS = oneOf('neutral', 'purple', 'blue', 'red', 'yellow', 'green');

export const statusDirective: DirectiveSpec = {
  description:
    'Inline: the word (or `code span`) directly after it becomes a status lozenge, e.g. `<!-- adf:status color="green" -->DONE`.',
  target: ['status'],
  precedes: [],
  closed: true,
  inline: { node: 'status', takes: 'word', defaults: { color: 'neutral' } },
  attributes: {
    color: {
      type: STATUS_COLOURS,
      description: 'Lozenge colour (default `neutral`).',
      atlassian: same('color'),
    },
    style: {
      type: text,
      description: 'Lozenge style (Confluence writes `""` or `bold`).',
      atlassian: same('style'),
    },
  },
};
