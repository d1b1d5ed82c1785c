import type { Construct } from '../../engine/construct.js';

/** `[^1]` references and their definitions, made into ordinary ADF (see forward.ts). */
export const footnotesConstruct: Construct = { name: 'footnotes', nodes: [] };
