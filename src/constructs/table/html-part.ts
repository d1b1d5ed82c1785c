import type { HtmlPart } from '../../engine/construct.js';
import { TABLE_HANDLERS } from './html.js';
import { tableConstruct } from './index.js';

export const tableHtml: HtmlPart = { construct: tableConstruct, renderers: TABLE_HANDLERS };
