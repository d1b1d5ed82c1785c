import type { ReversePart } from '../../engine/construct.js';
import { layoutConstruct } from './index.js';
import { layoutColumn, layoutSection } from './reverse.js';

export const layoutReverse: ReversePart = {
  construct: layoutConstruct,
  writers: { layoutSection, layoutColumn },
};
