import { LOCAL_ID, type DirectiveSpec } from '../../registry/spec.js';

export const ruleDirective: DirectiveSpec = {
  description: 'Rule identifier. Stands on the line directly before the rule.',
  target: ['rule'],
  precedes: ['rule'],
  closed: true,
  attributes: { localId: LOCAL_ID },
};
