import type { ReversePart } from '../../engine/construct.js';
import { tableConstruct } from './index.js';
import { table } from './reverse.js';

export const tableReverse: ReversePart = {
  construct: tableConstruct,
  writers: { table },
  partOf: ['tableRow', 'tableHeader', 'tableCell'],
};
