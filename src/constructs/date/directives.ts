import type { DirectiveSpec } from '../../registry/spec.js';

export const dateDirective: DirectiveSpec = {
  description:
    'Inline: the date `YYYY-MM-DD` directly after it becomes a date node, e.g. `<!-- adf:date -->2024-01-31`.',
  target: ['date'],
  precedes: [],
  closed: true,
  inline: { node: 'date', takes: 'word' },
  attributes: {},
};
