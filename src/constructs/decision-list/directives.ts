import { turnsInto, type DirectiveSpec } from '../../registry/spec.js';

export const decisionListDirective: DirectiveSpec = turnsInto(
  'decisionList',
  'bulletList',
  'Makes the bullet list on the next line a list of decisions (`decisionList`), each item a decision taken.',
);
