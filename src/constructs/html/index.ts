import type { Construct } from '../../engine/construct.js';

/**
 * HTML in Markdown, as GitHub renders it: what its sanitizer lets through, read by htmlparser2
 * and mapped to the ADF nodes and marks it means (forward.ts, walk.ts); it has no node of its own.
 */
export const htmlConstruct: Construct = { name: 'html', nodes: [] };
