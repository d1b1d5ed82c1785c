import type { Construct } from '../../engine/construct.js';

/** `$…$` and `$$` math (tokens.ts); it makes code, which the code constructs write and render. */
export const mathConstruct: Construct = { name: 'math', nodes: [] };
