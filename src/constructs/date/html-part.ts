import type { HtmlPart } from '../../engine/construct.js';
import { date } from './html.js';
import { dateConstruct } from './index.js';

export const dateHtml: HtmlPart = { construct: dateConstruct, renderers: { date } };
