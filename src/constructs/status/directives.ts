import { same, type DirectiveSpec, type DirectiveText } from '../../registry/spec.js';
import { oneOf, text } from '../../registry/value-types.js';

const STATUS_DEFAULTS = { color: 'neutral' };

export const STATUS_COLOURS = oneOf('neutral', 'purple', 'blue', 'red', 'yellow', 'green');

export const statusDirective: DirectiveSpec = {
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
      atlassian: same('color'),
    },
    style: {
      type: text,
      atlassian: same('style'),
    },
  },
};

/** What docs/directives.md says of these rows (see `DirectiveText`). */
export function statusDocs(): Readonly<Record<string, DirectiveText>> {
  return {
    status: {
      description:
        'Inline: the word (or `code span`) directly after it becomes a status lozenge, e.g. `<!-- adf:status color="green" -->DONE`.',
      attributes: {
        color: 'Lozenge colour (default `neutral`).',
        style: 'Lozenge style (Confluence writes `""` or `bold`).',
      },
    },
  };
}
