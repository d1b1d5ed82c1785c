import type { Construct } from '../../engine/construct.js';
import { INLINE_HANDLERS } from '../../html/nodes/inline.js';
import { dateDirective } from './directives.js';

export const dateConstruct: Construct = {
  name: 'date',
  nodes: ['date'],
  phrasing: ['date'],
  renderers: { date: INLINE_HANDLERS.date },
  directives: { date: dateDirective },
};
