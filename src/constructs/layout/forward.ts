import type { ForwardPart } from '../../engine/parts.js';
import { fitColumns } from './fit.js';
import { layoutConstruct } from './index.js';

export const layoutForward: ForwardPart = {
  construct: layoutConstruct,
  repairs: { layoutSection: fitColumns },
};
