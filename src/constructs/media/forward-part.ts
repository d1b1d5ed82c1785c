import type { ForwardPart } from '../../engine/construct.js';
import { image } from './image.js';
import { mediaConstruct } from './index.js';

export const mediaForward: ForwardPart = { construct: mediaConstruct, inlineTokens: { image } };
