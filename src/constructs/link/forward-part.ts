import type { ForwardPart } from '../../engine/construct.js';
import { linkClose } from './forward.js';
import { linkOpenWithHooks } from './hooks.js';
import { linkConstruct } from './index.js';

export const linkForward: ForwardPart = {
  construct: linkConstruct,
  inlineTokens: { link_open: linkOpenWithHooks, link_close: linkClose },
};
