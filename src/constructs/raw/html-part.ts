import type { HtmlPart } from '../../engine/construct.js';
import { CONTAINER_HANDLERS } from '../../html/nodes/containers.js';
import { INLINE_HANDLERS } from '../../html/nodes/inline.js';
import { rawConstruct } from './index.js';

export const rawHtml: HtmlPart = {
  construct: rawConstruct,
  renderers: {
    placeholder: INLINE_HANDLERS.placeholder,
    syncBlock: CONTAINER_HANDLERS.syncBlock,
    bodiedSyncBlock: CONTAINER_HANDLERS.bodiedSyncBlock,
  },
};
