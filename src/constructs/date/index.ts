import type { Construct } from '../../engine/construct.js';
import { dateDirective } from './directives.js';

export const dateConstruct: Construct = {
  name: 'date',
  nodes: ['date'],
  directives: { date: dateDirective },
};
