import type { HtmlPart } from '../../engine/construct.js';
import { LIST_HANDLERS } from '../../html/nodes/lists.js';
import { decisionListConstruct } from './index.js';

export const decisionListHtml: HtmlPart = {
  construct: decisionListConstruct,
  renderers: { decisionList: LIST_HANDLERS.decisionList, decisionItem: LIST_HANDLERS.decisionItem },
};
