import type { ForwardPart } from '../../engine/construct.js';
import { expandConstruct } from './index.js';

/**
 * No token of its own: the HTML block reader hands it the `<details>` tags (forward.ts), so the
 * part only says that the forward direction builds its nodes (and `adf:expand` names them).
 */
export const expandForward: ForwardPart = { construct: expandConstruct };
