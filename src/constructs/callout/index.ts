import type { Construct } from '../../engine/construct.js';

/**
 * Callouts of other Markdown dialects as panels: MkDocs admonitions and Docusaurus / VitePress
 * containers (blocks.ts); GitHub alerts and Obsidian callouts are quotes (quote/alerts.ts).
 * The panels and expands they make are the quote's and expand's nodes, written and rendered there.
 */
export const calloutConstruct: Construct = { name: 'callout', nodes: [] };
