import type { Construct } from '../../engine/construct.js';
import { decisionListDirective } from './directives.js';

/** A bullet list after `adf:decisionList` (forward.ts settles it); its items are written by the list. */
export const decisionListConstruct: Construct = {
  name: 'decision list',
  nodes: ['decisionList', 'decisionItem'],
  directives: { decisionList: decisionListDirective },
};
