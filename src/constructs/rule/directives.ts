import { identifies, type DirectiveSpec } from '../../registry/spec.js';

export const ruleDirective: DirectiveSpec = identifies(
  'rule',
  'Rule identifier. Stands on the line directly before the rule.',
);
