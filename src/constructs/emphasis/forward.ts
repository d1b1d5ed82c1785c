import type { Token } from '../../markdown/tokenizer.js';
import type { InlineHandler } from '../../convert/inline/handler.js';

/** strong, em and strike are plain marks: open pushes, close pops. */
function markPair(type: string): [InlineHandler, InlineHandler] {
  return [(_token: Token, state) => state.pushMark({ type }), (_token: Token, state) => state.popMark(type)];
}

export const [strongOpen, strongClose] = markPair('strong');
export const [emOpen, emClose] = markPair('em');
export const [strikeOpen, strikeClose] = markPair('strike');
