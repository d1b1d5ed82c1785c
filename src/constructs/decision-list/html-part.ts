import type { HtmlPart } from '../../engine/construct.js';
import { decisionItem, decisionList } from './html.js';
import { decisionListConstruct } from './index.js';

export const decisionListHtml: HtmlPart = {
  construct: decisionListConstruct,
  renderers: { decisionList, decisionItem },
};
