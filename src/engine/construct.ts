import type { MarkdownIt } from 'markdown-it';
import type { BlockHandler as BlockReader } from '../convert/blocks/handler.js';
import type { Repair } from '../convert/fit.js';
import type { InlineHandler as InlineReader } from '../convert/inline/handler.js';
import type { NodeHandler as Renderer } from '../html/handler.js';
import type { DirectiveSpec } from '../registry/spec.js';
import type { BlockHandler as BlockWriter } from '../reverse/handler.js';

/**
 * One construct (a heading, a table, a status...): its folder's `index.ts`. What it does in each
 * direction lives in a part of its own (`forward-part.ts`, `reverse-part.ts`, `html-part.ts`),
 * so that an entry point loads only the direction it runs: `markdownToAdf` bundles no writer
 * and no renderer. The engine (src/engine/maps.ts) derives every lookup table from the lists in
 * src/constructs/; nothing else names a construct's token or node types.
 */
export interface Construct {
  name: string;
  /** The ADF node types the construct makes or stands for. */
  nodes: readonly string[];
  /** Its `adf:` directive rows (src/registry/directives.ts lists every construct's rows). */
  directives?: Readonly<Record<string, DirectiveSpec>>;
}

/**
 * A markdown-it plugin of mdadf's syntax. `fastPaths: false` (tests only) leaves out the
 * shortcuts that only skip a rule where it cannot change a token, so that tests can check the
 * tokens are the same with and without them (src/markdown/tokenizer.ts).
 */
export type SyntaxPlugin = (md: MarkdownIt, options?: { fastPaths?: boolean }) => void;

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
