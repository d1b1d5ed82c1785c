import type { ForwardPart } from '../../engine/parts.js';
import { captionRepair } from './caption.js';
import { image } from './image.js';
import { mediaConstruct } from './index.js';

export const mediaForward: ForwardPart = {
  construct: mediaConstruct,
  inlineTokens: { image },
  repairs: { caption: captionRepair },
};
