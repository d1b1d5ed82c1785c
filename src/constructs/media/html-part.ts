import type { HtmlPart } from '../../engine/construct.js';
import { MEDIA_HANDLERS } from './html.js';
import { mediaConstruct } from './index.js';

export const mediaHtml: HtmlPart = { construct: mediaConstruct, renderers: MEDIA_HANDLERS };
