import type { ForwardPart } from '../../engine/construct.js';
import { htmlBlock } from './forward.js';
import { htmlConstruct } from './index.js';

export const htmlForward: ForwardPart = { construct: htmlConstruct, blockTokens: { html_block: htmlBlock } };
