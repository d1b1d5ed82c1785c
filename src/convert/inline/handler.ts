import type { Token } from '../../markdown/types.js';
import type { InlineState } from './state.js';

export type InlineHandler = (token: Token, state: InlineState) => void;
