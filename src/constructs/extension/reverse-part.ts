import type { ReversePart } from '../../engine/construct.js';
import { extensionConstruct } from './index.js';
import { bodiedExtension, extension } from './reverse.js';

export const extensionReverse: ReversePart = {
  construct: extensionConstruct,
  writers: { extension, bodiedExtension },
  phrasing: ['inlineExtension'],
};
