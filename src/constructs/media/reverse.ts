import type { ReversePart } from '../../engine/parts.js';
import { mediaConstruct } from './index.js';
import { mediaGroup } from './reverse-group.js';
import { mediaSingle } from './reverse-single.js';

export const mediaReverse: ReversePart = {
  construct: mediaConstruct,
  writers: { mediaSingle, mediaGroup },
  partOf: ['media', 'caption'],
  phrasing: ['mediaInline'],
};
