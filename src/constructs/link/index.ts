import type { Construct } from '../../engine/construct.js';

/** Links: a `link` mark, or a mention or card when the link says so (forward.ts). */
export const linkConstruct: Construct = { name: 'link', nodes: [] };
