import type { HtmlPart } from '../../engine/construct.js';
import { placeholder } from './html.js';
import { placeholderConstruct } from './index.js';

export const placeholderHtml: HtmlPart = { construct: placeholderConstruct, renderers: { placeholder } };
