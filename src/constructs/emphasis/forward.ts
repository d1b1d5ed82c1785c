import type { Token } from '../../markdown/types.js';
import type { InlineHandler } from '../../convert/inline/handler.js';
import type { ForwardPart } from '../../engine/parts.js';
import { emphasisConstruct } from './index.js';

/** strong, em and strike are plain marks: open pushes, close pops. */
function markPair(type: string): [InlineHandler, InlineHandler] {
  return [(_token: Token, state) => state.pushMark({ type }), (_token: Token, state) => state.popMark(type)];
}

export const [strongOpen, strongClose] = markPair('strong');
export const [emOpen, emClose] = markPair('em');
export const [strikeOpen, strikeClose] = markPair('strike');

export const emphasisForward: ForwardPart = {
  construct: emphasisConstruct,
  inlineTokens: {
    strong_open: strongOpen,
    strong_close: strongClose,
    em_open: emOpen,
    em_close: emClose,
    s_open: strikeOpen,
    s_close: strikeClose,
  },
};
