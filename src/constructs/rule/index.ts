import type { Construct } from '../../engine/construct.js';
import { ruleDirective } from './directives.js';

export const ruleConstruct: Construct = {
  name: 'rule',
  nodes: ['rule'],
  directives: { rule: ruleDirective },
};
