import type { Construct } from '../../engine/construct.js';
import { linkClose } from './forward.js';
import { linkOpenWithHooks } from './hooks.js';

/** Links: a `link` mark, or a mention or card when the link says so (hooks.ts). */
export const linkConstruct: Construct = {
  name: 'link',
  nodes: [],
  inlineTokens: { link_open: linkOpenWithHooks, link_close: linkClose },
};
