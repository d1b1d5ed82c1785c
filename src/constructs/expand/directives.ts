import { LOCAL_ID, type DirectiveSpec } from '../../registry/spec.js';

export const expandDirective: DirectiveSpec = {
  description: 'Expand identifier. Stands on the line directly before the `<details>` line.',
  target: ['expand', 'nestedExpand'],
  precedes: ['expand', 'nestedExpand'],
  closed: true,
  attributes: { localId: LOCAL_ID },
};
