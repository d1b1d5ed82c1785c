import type { BlockHandler as BlockReader } from '../convert/blocks/handler.js';
import type { Repair } from '../convert/fit.js';
import type { InlineHandler as InlineReader } from '../convert/inline/handler.js';
import type { NodeHandler as Renderer } from '../html/handler.js';
import type { SyntaxPlugin } from '../markdown/types.js';
import type { BlockHandler as BlockWriter } from '../reverse/handler.js';
import type { Construct } from './construct.js';

/*
 * What a construct does in each direction: one part per direction, in a module of the
 * construct's beside its handlers. The roots (src/compose/) hand each direction's list of parts
 * to its engine.
 */

/** Markdown → ADF. */
export interface ForwardPart {
  construct: Construct;
  /** Its own Markdown syntax: the markdown-it plugin whose rules make the tokens it reads. */
  syntax?: SyntaxPlugin;
  /** markdown-it block token type → handler that builds the node. */
  blockTokens?: Readonly<Record<string, BlockReader>>;
  /** markdown-it inline token type → handler. */
  inlineTokens?: Readonly<Record<string, InlineReader>>;
  /**
   * Profile fitting: node type → what to do with such a node where the profile's content model
   * forbids it, or forbids it with that many children (src/convert/fit.ts moves any other node
   * out of its parent).
   */
  repairs?: Readonly<Record<string, Repair>>;
}

/** ADF → Markdown. */
export interface ReversePart {
  construct: Construct;
  /** Block node type → Markdown writer. */
  writers?: Readonly<Record<string, BlockWriter>>;
  /** Node types the inline writer (src/reverse/inline/) writes among text. */
  phrasing?: readonly string[];
  /** Node types their parent's writer writes (a table's rows and cells). */
  partOf?: readonly string[];
  /** Node types deliberately written as `adf:node` (no Markdown form). */
  asNode?: readonly string[];
}

/** ADF → HTML. */
export interface HtmlPart {
  construct: Construct;
  /** Node type → renderer. */
  renderers: Readonly<Record<string, Renderer>>;
}
