import type { Construct } from '../../engine/construct.js';

/** Text, line breaks and code spans. */
export const textConstruct: Construct = { name: 'text', nodes: ['text', 'hardBreak'] };
