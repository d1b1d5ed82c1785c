import type { Construct } from '../../engine/construct.js';
import { LIST_HANDLERS } from '../../html/nodes/lists.js';
import { decisionListDirective } from './directives.js';
import { decisionList } from './reverse.js';

/** A bullet list after `adf:decisionList` (forward.ts settles it); its items are written by the list. */
export const decisionListConstruct: Construct = {
  name: 'decision list',
  nodes: ['decisionList', 'decisionItem'],
  writers: { decisionList },
  partOf: ['decisionItem'],
  renderers: { decisionList: LIST_HANDLERS.decisionList, decisionItem: LIST_HANDLERS.decisionItem },
  directives: { decisionList: decisionListDirective },
};
