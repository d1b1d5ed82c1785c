import { same, type DirectiveSpec } from '../../registry/spec.js';
import { oneOf, text } from '../../registry/value-types.js';

const STATUS_DEFAULTS = { color: 'neutral' };

export const STATUS_COLOURS = oneOf('neutral', 'purple', 'blue', 'red', 'yellow', 'green');

export const statusDirective: DirectiveSpec = {
  description:
    'Inline: the word (or `code span`) directly after it becomes a status lozenge, e.g. `<!-- adf:status color="green" -->DONE`.',
  target: ['status'],
  precedes: [],
  closed: true,
  inline: {
    node: 'status',
    takes: 'word',
    defaults: STATUS_DEFAULTS,
    attr: 'text',
    build: (text, _words, ids) => ({
      type: 'status',
      attrs: { text, ...STATUS_DEFAULTS, localId: ids.nextLocalId('status') },
    }),
    write: (v) =>
      typeof v === 'string' && v !== '' && !/[\r\n]/.test(v) ? { kind: 'text', value: v } : null,
    fresh: ['localId'],
  },
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
