import type { DirectiveSpec } from '../registry/spec.js';

/**
 * One construct (a heading, a table, a status...): its folder's `index.ts`, data only (this
 * module imports no engine). What it does in each direction lives in a part beside its handlers
 * (`forward.ts`, `reverse.ts`, `html.ts`, typed in parts.ts), so that an entry point loads only
 * the direction it runs: `markdownToAdf` bundles no writer and no renderer. The roots
 * (src/compose/) hand the lists of parts to the engines, which derive their tables from them
 * (maps.ts); nothing else names a construct's token or node types.
 */
export interface Construct {
  name: string;
  /** The ADF node types the construct makes or stands for. */
  nodes: readonly string[];
  /**
   * Its `adf:` directive rows, by name: declared here and nowhere else. src/registry/directives.ts
   * derives the registry (the parser's lookup, the reverse writer's, the schema build's and the
   * docs') from every construct's rows.
   */
  directives?: Readonly<Record<string, DirectiveSpec>>;
}
