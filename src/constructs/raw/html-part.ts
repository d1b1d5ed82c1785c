import type { HtmlPart } from '../../engine/construct.js';
import { bodiedSyncBlock, syncBlock } from './html.js';
import { rawConstruct } from './index.js';

export const rawHtml: HtmlPart = {
  construct: rawConstruct,
  renderers: {
    syncBlock,
    bodiedSyncBlock,
  },
};
