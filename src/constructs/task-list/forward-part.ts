import type { ForwardPart } from '../../engine/construct.js';
import { taskListConstruct } from './index.js';
import { taskListPlugin } from './tokens.js';

/** A task list is read as a bullet list (lists/forward.ts), which settles into one when it closes. */
export const taskListForward: ForwardPart = {
  construct: taskListConstruct,
  syntax: taskListPlugin,
};
