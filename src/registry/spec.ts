import type { DiagnosticCode } from '../diagnostics/codes.js';
import type { AdfMark, AdfNode } from '../types.js';
import { nonEmptyText, type ValueType } from './value-types.js';

/**
 * The shape of a directive row (`<!-- adf:NAME attr="value" -->`). Each construct declares
 * its rows in its declaration (src/constructs/NAME/index.ts); src/registry/directives.ts derives
 * the registry from them.
 *
 * For every directive: which blocks it may stand before, which node receives its attributes,
 * and for every attribute its value type and where it lands in each output profile. The
 * forward converter, the profile lowering, the reverse direction, the schema generator and the
 * docs all read this table; none of them names an attribute on its own.
 */

/** Where an attribute lands in a profile. The value is already parsed by the attribute's type. */
export type Target =
  /**
   * `node.attrs[name]`, optionally converted on the way (and back, for the reverse direction);
   * `also` are fixed attributes the value needs beside it (a percentage width's `widthType`).
   */
  | {
      kind: 'attr';
      name: string;
      to?: (value: unknown) => unknown;
      from?: (value: unknown) => unknown;
      also?: Readonly<Record<string, unknown>>;
    }
  /** A block mark on the node. `toMark` gives null when the value is the default (nothing to write). */
  | {
      kind: 'mark';
      markType: string;
      toMark: (value: unknown) => AdfMark | null | 'unsupported';
      fromMark: (mark: AdfMark) => unknown;
    }
  /** The profile has no equivalent: dropped, with an `attribute-dropped` warning. */
  | { kind: 'drop' }
  /**
   * Not an attribute but the shape of the node (a table's header row): the directive's
   * `reshape` applies it, in both profiles, once the node is built.
   */
  | { kind: 'shape' };

export interface AttributeSpec {
  type: ValueType;
  /**
   * Where it lands in the atlassian profile; the extended profile uses `attrs[<same name>]`,
   * except for a `closed` directive, which lands here in both profiles.
   */
  atlassian: Target;
  /**
   * The attribute fits only some of the nodes the directive reaches (an `occurrenceKey` a file,
   * not an external image): elsewhere it is dropped with `attribute-dropped`, naming `what`.
   */
  appliesTo?: { test: (node: AdfNode) => boolean; what: string };
}

/**
 * What an inline directive turns into a node: the word (or code span) after it, the link after
 * it, the image after it (a link around the image is the node's link mark), or nothing (the
 * directive is the node itself, its attributes all it has).
 */
export interface InlineDirective {
  node: string;
  takes: 'word' | 'link' | 'image' | 'nothing';
  /**
   * Attributes that make the node without the text after it (a card's `data`): given one of
   * them, the directive takes nothing.
   */
  completeWith?: readonly string[];
  /** Attributes the node has when the directive does not give them. */
  defaults?: Readonly<Record<string, unknown>>;
  /** The node attribute the text after the directive carries (a status's `text`); none when it takes nothing. */
  attr?: string;
  /** Further node attributes the text after the directive carries (an image's `collection` and `alt`). */
  carries?: readonly string[];
  /**
   * Forward: the node made of the text taken (`words`: the words a link shows), or why the
   * text does not fit.
   */
  build(value: string, words: string, ids: LocalIds): AdfNode | string;
  /**
   * Reverse: how the attribute's value is written after the comment, or null when no text
   * reads back as it. Absent when the node has a Markdown form of its own (a mention's link).
   */
  write?(value: unknown, node: AdfNode): WrittenText | null;
  /** Attributes the reader makes anew every time (a status's `localId`), so never written. */
  fresh?: readonly string[];
}

/** What the reverse writes after an inline directive comment. */
export type WrittenText =
  /** A word, or a code span when it is several words. */
  | { kind: 'text'; value: string }
  | { kind: 'link'; url: string }
  /** An image, `![alt](url)`; `href` (and `title`) of a link around it. */
  | { kind: 'image'; url: string; alt: string; href?: string; title?: string }
  /** Nothing: the comment is the whole node. */
  | { kind: 'nothing' }
  /** A shortcode as it stands: an emoji when GitHub knows it (`text` its character), else text. */
  | { kind: 'shortcode'; value: string; text: string | undefined };

/** Gives each new node that needs one an identifier unique in the document. */
export interface LocalIds {
  nextLocalId(type: string): string;
}

export interface DirectiveSpec {
  /** Node types whose `attrs` the directive sets. */
  target: readonly string[];
  /**
   * Block node types the directive may stand directly before, and how to find the node that
   * receives the attributes from that block (default: the block itself).
   */
  precedes: readonly string[];
  receiver?: (block: AdfNode) => AdfNode | readonly AdfNode[] | undefined;
  /** The directive may also stand at the very start of a table cell's text. */
  atCellStart?: boolean;
  /**
   * The directive stands first inside a node of one of these types (on a list item's first
   * line, right after its marker) and gives that node its attributes.
   */
  firstIn?: readonly string[];
  /**
   * The block it precedes turns into this node (a quote into a panel); `attrs` are defaults;
   * `from`: only blocks of these types turn (default: every type in `precedes`); `inside`: only
   * a block standing directly in one of these node types turns (a row quote in a table quote),
   * elsewhere the block stays what it was and the directive applies to nothing.
   */
  becomes?: {
    type: string;
    attrs: Readonly<Record<string, unknown>>;
    from?: readonly string[];
    inside?: readonly string[];
  };
  /**
   * Once the document is built, checks a node the directive turned a block into (`parent`: the
   * node it stands in) and repairs what its parts do not fit (a table quote's stray blocks).
   */
  built?: (report: ReportAt, node: AdfNode, parent: AdfNode, lineOf: NodeLines) => void;
  /**
   * Every attribute is one of the official schema: both profiles land it through `atlassian`,
   * the extended schema is not widened for it, and an unknown attribute is dropped in both.
   */
  closed?: boolean;
  /** An inline directive: it stands inside text, directly before what it makes a node of. */
  inline?: InlineDirective;
  /** Standing alone (no block on the next line), the directive is a node of this type itself. */
  alone?: string;
  /** Attributes a node made by `alone` must have (the official schema requires them). */
  required?: readonly string[];
  /**
   * Applies the `shape` attributes given (by name, parsed) to the finished node; returns what
   * in them does not fit the node, if anything.
   */
  reshape?: (node: AdfNode, shape: Readonly<Record<string, unknown>>) => string | undefined;
  /** Attributes only a node made by `alone` must have (a card alone is given by its `data`). */
  aloneRequired?: readonly string[];
  attributes: Readonly<Record<string, AttributeSpec>>;
}

/** Reports a diagnostic at the source position of a node. */
export type ReportAt = (code: DiagnosticCode, message: string, node: AdfNode) => void;

/** The converter's line of each node it built (0-based), for nodes a check adds. */
export interface NodeLines {
  get(node: AdfNode): number | undefined;
  set(node: AdfNode, line: number): unknown;
}

export const same = (name: string): Target => ({ kind: 'attr', name });
export const drop: Target = { kind: 'drop' };
export const shape: Target = { kind: 'shape' };

export const LOCAL_ID: AttributeSpec = { type: nonEmptyText, atlassian: { kind: 'attr', name: 'localId' } };

/** A closed directive that only names a block (`adf:rule localId="…"`) on the line before it. */
export function identifies(type: string): DirectiveSpec {
  return { target: [type], precedes: [type], closed: true, attributes: { localId: LOCAL_ID } };
}

/** A closed directive that turns the block after it into another node (a list into decisions). */
export function turnsInto(
  type: string,
  from: string,
  attributes: Readonly<Record<string, AttributeSpec>> = {},
  defaults: Readonly<Record<string, unknown>> = {},
): DirectiveSpec {
  return {
    target: [type],
    precedes: [from, type],
    becomes: { type, attrs: defaults },
    closed: true,
    attributes,
  };
}

/**
 * What docs/directives.md says of a directive and of each of its attributes, by name. Each
 * construct gives it in the module of its rows but apart from them, from a function (`ruleDocs`):
 * only the docs and the public `DIRECTIVES` call it, so a bundle of the converters leaves the
 * text out, where a constant could stay (a bundler keeps an object literal holding a spread).
 */
export interface DirectiveText {
  description: string;
  attributes: Readonly<Record<string, string>>;
}

export type DescribedAttribute = AttributeSpec & { description: string };

/** A row with its text, as `DIRECTIVES` lists it. */
export interface DescribedDirective extends Omit<DirectiveSpec, 'attributes'> {
  description: string;
  attributes: Readonly<Record<string, DescribedAttribute>>;
}

export const LOCAL_ID_TEXT = 'Identifier in the document.';
