import type { NodeHandler } from '../../html/handler.js';
import type { HtmlPart } from '../../engine/parts.js';
import { ruleConstruct } from './index.js';

export const rule: NodeHandler = () => ({ open: '<hr />\n' });

export const ruleHtml: HtmlPart = { construct: ruleConstruct, renderers: { rule } };
