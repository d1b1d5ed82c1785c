import type { ForwardPart } from '../../engine/construct.js';
import { calloutBlocksPlugin } from './blocks.js';
import { calloutClose, calloutOpen } from './forward.js';
import { calloutConstruct } from './index.js';

export const calloutForward: ForwardPart = {
  construct: calloutConstruct,
  syntax: calloutBlocksPlugin,
  blockTokens: { callout_open: calloutOpen, callout_close: calloutClose },
};
