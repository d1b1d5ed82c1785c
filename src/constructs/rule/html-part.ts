import type { HtmlPart } from '../../engine/construct.js';
import { TEXT_BLOCK_HANDLERS } from '../../html/nodes/text-blocks.js';
import { ruleConstruct } from './index.js';

export const ruleHtml: HtmlPart = { construct: ruleConstruct, renderers: { rule: TEXT_BLOCK_HANDLERS.rule } };
