import { LOCAL_ID, type DirectiveSpec, type DirectiveText, LOCAL_ID_TEXT } from '../../registry/spec.js';
import { exactIsoDate, timestampOfDay } from './day.js';

export const dateDirective: DirectiveSpec = {
  target: ['date'],
  precedes: [],
  closed: true,
  inline: {
    node: 'date',
    takes: 'word',
    attr: 'timestamp',
    build: (text) => {
      const day = timestampOfDay(text);
      return typeof day === 'string' ? day : { type: 'date', attrs: { timestamp: day.timestamp } };
    },
    write: (v) => {
      const day = exactIsoDate(v);
      return day === undefined ? null : { kind: 'text', value: day };
    },
  },
  attributes: { localId: LOCAL_ID },
};

/** What docs/directives.md says of these rows (see `DirectiveText`). */
export function dateDocs(): Readonly<Record<string, DirectiveText>> {
  return {
    date: {
      description:
        'Inline: the date `YYYY-MM-DD` directly after it becomes a date node, e.g. `<!-- adf:date -->2024-01-31`.',
      attributes: {
        localId: LOCAL_ID_TEXT,
      },
    },
  };
}
