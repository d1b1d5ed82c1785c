import type { Construct } from '../../engine/construct.js';

/** `*em*`, `**strong**`, `~~strike~~`: marks on text. */
export const emphasisConstruct: Construct = { name: 'emphasis', nodes: [] };
