import type { BlockHandler as BlockReader } from '../convert/blocks/handler.js';
import type { Repair } from '../convert/fit.js';
import type { InlineHandler as InlineReader } from '../convert/inline/handler.js';
import type { NodeHandler as Renderer } from '../html/handler.js';
import type { DirectiveSpec } from '../registry/spec.js';
import type { BlockHandler as BlockWriter } from '../reverse/handler.js';

/**
 * Everything mdadf knows about one construct (a heading, a table, a status...), in one place.
 * The engine (src/engine/maps.ts) derives every lookup table from the list in
 * src/constructs/index.ts; nothing else names a construct's token or node types.
 */
export interface Construct {
  name: string;
  /** The ADF node types the construct makes or stands for. */
  nodes: readonly string[];
  /** Forward: markdown-it block token type → handler that builds the node. */
  blockTokens?: Readonly<Record<string, BlockReader>>;
  /** Forward: markdown-it inline token type → handler. */
  inlineTokens?: Readonly<Record<string, InlineReader>>;
  /** Reverse: block node type → Markdown writer. */
  writers?: Readonly<Record<string, BlockWriter>>;
  /** Reverse: node types the inline writer (src/reverse/inline/) writes among text. */
  phrasing?: readonly string[];
  /** Reverse: node types their parent's writer writes (a table's rows and cells). */
  partOf?: readonly string[];
  /** Reverse: node types deliberately written as `adf:node` (no Markdown form). */
  asNode?: readonly string[];
  /**
   * Profile fitting: node type → what to do with such a node where the profile's content model
   * forbids it (src/convert/fit.ts moves any other node out of its parent).
   */
  repairs?: Readonly<Record<string, Repair>>;
  /** HTML: node type → renderer. */
  renderers?: Readonly<Record<string, Renderer>>;
  /** Its `adf:` directive rows (src/registry/directives.ts lists every construct's rows). */
  directives?: Readonly<Record<string, DirectiveSpec>>;
}
