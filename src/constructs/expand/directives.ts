import { LOCAL_ID, type DirectiveSpec, type DirectiveText, LOCAL_ID_TEXT } from '../../registry/spec.js';

export const expandDirective: DirectiveSpec = {
  target: ['expand', 'nestedExpand'],
  precedes: ['expand', 'nestedExpand'],
  closed: true,
  attributes: { localId: LOCAL_ID },
};

/** What docs/directives.md says of these rows (see `DirectiveText`). */
export function expandDocs(): Readonly<Record<string, DirectiveText>> {
  return {
    expand: {
      description: 'Expand identifier. Stands on the line directly before the `<details>` line.',
      attributes: {
        localId: LOCAL_ID_TEXT,
      },
    },
  };
}
