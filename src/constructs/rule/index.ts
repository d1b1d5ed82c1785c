import type { Construct } from '../../engine/construct.js';
import { TEXT_BLOCK_HANDLERS } from '../../html/nodes/text-blocks.js';
import { hr } from './forward.js';
import { ruleDirective } from './directives.js';
import { rule } from './reverse.js';

export const ruleConstruct: Construct = {
  name: 'rule',
  nodes: ['rule'],
  blockTokens: { hr },
  writers: { rule },
  renderers: { rule: TEXT_BLOCK_HANDLERS.rule },
  directives: { rule: ruleDirective },
};
