import type { HtmlPart } from '../../engine/construct.js';
import { rule } from './html.js';
import { ruleConstruct } from './index.js';

export const ruleHtml: HtmlPart = { construct: ruleConstruct, renderers: { rule } };
