import { scalarText } from '../adf/scalar-text.js';
import type { AdfMark, AdfNode } from '../types.js';
import {
  boolean,
  hexColour,
  integerInRange,
  json,
  nonEmptyText,
  numberInRange,
  oneOf,
  positiveInteger,
  positiveNumberList,
  text,
  type ValueType,
} from './value-types.js';

/**
 * The one source of truth for directive comments `<!-- adf:NAME attr="value" -->`.
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
  description: string;
  /**
   * Where it lands in the atlassian profile; the extended profile uses `attrs[<same name>]`,
   * except for a `closed` directive, which lands here in both profiles.
   */
  atlassian: Target;
}

/** What an inline directive turns into a node: the word (or code span) after it, or the link after it. */
export interface InlineDirective {
  node: string;
  takes: 'word' | 'link';
  /** Attributes the node has when the directive does not give them. */
  defaults?: Readonly<Record<string, unknown>>;
}

export interface DirectiveSpec {
  description: string;
  /** Node types whose `attrs` the directive sets. */
  target: readonly string[];
  /**
   * Block node types the directive may stand directly before, and how to find the node that
   * receives the attributes from that block (default: the block itself).
   */
  precedes: readonly string[];
  receiver?: (block: AdfNode) => AdfNode | undefined;
  /** The directive may also stand at the very start of a table cell's text. */
  atCellStart?: boolean;
  /** The block it precedes turns into this node (a quote into a panel); `attrs` are defaults. */
  becomes?: { type: string; attrs: Readonly<Record<string, unknown>> };
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
  /** Applies the `shape` attributes given (by name, parsed) to the finished node. */
  reshape?: (node: AdfNode, shape: Readonly<Record<string, unknown>>) => void;
  attributes: Readonly<Record<string, AttributeSpec>>;
}

const same = (name: string): Target => ({ kind: 'attr', name });
const drop: Target = { kind: 'drop' };
const shape: Target = { kind: 'shape' };

/**
 * GFM's first row is a header and no column is: `headerRow="false"` makes the first row
 * plain cells, `headerColumn="true"` makes the first cell of every row a header cell (Jira
 * and Confluence tables come in all four shapes).
 */
function reshapeTable(table: AdfNode, given: Readonly<Record<string, unknown>>): void {
  const headerRow = given.headerRow !== false;
  const headerColumn = given.headerColumn === true;
  (table.content ?? []).forEach((row, r) => {
    (row.content ?? []).forEach((cell, c) => {
      if (cell.type !== 'tableHeader' && cell.type !== 'tableCell') return;
      cell.type = (r === 0 && headerRow) || (c === 0 && headerColumn) ? 'tableHeader' : 'tableCell';
    });
  });
}

const TEXT_ALIGN_TO_MARK: Record<string, AdfMark | null | 'unsupported'> = {
  left: null,
  center: { type: 'alignment', attrs: { align: 'center' } },
  right: { type: 'alignment', attrs: { align: 'end' } },
  justify: 'unsupported',
};

/** `textAlign` as ADF's `alignment` block mark (left is the default: no mark). */
const alignmentMark: Target = {
  kind: 'mark',
  markType: 'alignment',
  toMark: (value) =>
    Object.hasOwn(TEXT_ALIGN_TO_MARK, scalarText(value))
      ? TEXT_ALIGN_TO_MARK[scalarText(value)]
      : 'unsupported',
  fromMark: (mark) => (mark.attrs?.align === 'end' ? 'right' : mark.attrs?.align),
};

const PANEL_TYPES = oneOf('info', 'note', 'tip', 'warning', 'error', 'success', 'custom');
const MEDIA_LAYOUTS = oneOf(
  'wide',
  'full-width',
  'center',
  'wrap-right',
  'wrap-left',
  'align-end',
  'align-start',
);
const STATUS_COLOURS = oneOf('neutral', 'purple', 'blue', 'red', 'yellow', 'green');

const mediaSingleOf = (block: AdfNode): AdfNode | undefined =>
  block.type === 'mediaSingle' ? block : undefined;

const firstCell = (table: AdfNode): AdfNode | undefined => table.content?.[0]?.content?.[0];

const EXTENSION_ATTRIBUTES: Readonly<Record<string, AttributeSpec>> = {
  extensionType: {
    type: nonEmptyText,
    description: 'Kind of extension (`com.atlassian.confluence.macro.core`).',
    atlassian: same('extensionType'),
  },
  extensionKey: {
    type: nonEmptyText,
    description: 'Which macro or app (`toc`, `jira`).',
    atlassian: same('extensionKey'),
  },
  parameters: { type: json, description: 'The parameters, as JSON.', atlassian: same('parameters') },
  text: { type: text, description: 'Text shown where the extension cannot be.', atlassian: same('text') },
  layout: { type: oneOf('default', 'wide', 'full-width'), description: 'Width.', atlassian: same('layout') },
  localId: { type: nonEmptyText, description: 'Identifier in the document.', atlassian: same('localId') },
};

const LOCAL_ID: AttributeSpec = {
  type: nonEmptyText,
  description: 'Identifier in the document.',
  atlassian: { kind: 'attr', name: 'localId' },
};

/** A closed directive that turns the block after it into another node (a list into decisions). */
function turnsInto(
  type: string,
  from: string,
  description: string,
  attributes: Readonly<Record<string, AttributeSpec>> = {},
  defaults: Readonly<Record<string, unknown>> = {},
): DirectiveSpec {
  return {
    description,
    target: [type],
    precedes: [from, type],
    becomes: { type, attrs: defaults },
    closed: true,
    attributes,
  };
}

export const DIRECTIVES = {
  table: {
    description: 'Table-wide attributes. Stands on the line directly before the table.',
    target: ['table'],
    precedes: ['table'],
    reshape: reshapeTable,
    attributes: {
      headerRow: {
        type: boolean,
        description: 'Whether the first row is header cells (default `true`, as in GFM).',
        atlassian: shape,
      },
      headerColumn: {
        type: boolean,
        description: 'Whether the first cell of every row is a header cell (default `false`).',
        atlassian: shape,
      },
      layout: {
        type: oneOf('default', 'full-width', 'wide'),
        description: 'Table width layout.',
        atlassian: same('layout'),
      },
      borderColor: {
        type: hexColour,
        description: 'Border colour (additional property; no official equivalent).',
        atlassian: drop,
      },
      isNumberColumnEnabled: {
        type: boolean,
        description: 'Numbers the rows.',
        atlassian: same('isNumberColumnEnabled'),
      },
      displayMode: {
        type: oneOf('default', 'fixed'),
        description: 'Fixed column widths or responsive.',
        atlassian: same('displayMode'),
      },
      width: {
        type: numberInRange(0, 1_000_000),
        description: 'Table width in pixels.',
        atlassian: same('width'),
      },
      localId: {
        type: nonEmptyText,
        description: 'Identifier of the table (Confluence sets one).',
        atlassian: same('localId'),
      },
    },
  },
  tableCell: {
    description:
      'Cell attributes. Stands at the very start of a cell (header cells too), or on the line directly before the table, where it applies to the first cell.',
    target: ['tableCell', 'tableHeader'],
    precedes: ['table'],
    receiver: firstCell,
    atCellStart: true,
    attributes: {
      colspan: { type: positiveInteger, description: 'Columns the cell spans.', atlassian: same('colspan') },
      rowspan: { type: positiveInteger, description: 'Rows the cell spans.', atlassian: same('rowspan') },
      backgroundColor: {
        type: hexColour,
        description: 'Cell background colour.',
        atlassian: same('background'),
      },
      colwidth: {
        type: positiveNumberList,
        description:
          'Column widths in pixels, one per spanned column (Confluence writes fractions: `226.67`).',
        atlassian: same('colwidth'),
      },
    },
  },
  heading: {
    description: 'Heading attributes, several at once. Stands on the line directly before the heading.',
    target: ['heading'],
    precedes: ['heading'],
    attributes: {
      id: { type: nonEmptyText, description: 'Identifier; a link `#<id>` targets it.', atlassian: drop },
      textAlign: {
        type: oneOf('left', 'center', 'right', 'justify'),
        description: 'Text alignment.',
        atlassian: alignmentMark,
      },
      anchor: { type: nonEmptyText, description: 'Anchor link identifier.', atlassian: drop },
      color: { type: hexColour, description: 'Text colour (additional property).', atlassian: drop },
    },
  },
  blockquote: {
    description: 'Quote colours. Stands on the line directly before the quote.',
    target: ['blockquote'],
    precedes: ['blockquote'],
    attributes: {
      backgroundColor: { type: hexColour, description: 'Background colour.', atlassian: drop },
      borderColor: { type: hexColour, description: 'Border colour.', atlassian: drop },
    },
  },
  codeBlock: {
    description: 'Code block display. Stands on the line directly before the fence (or indented block).',
    target: ['codeBlock'],
    precedes: ['codeBlock'],
    attributes: {
      theme: { type: oneOf('light', 'dark'), description: 'Colour theme.', atlassian: drop },
      lineNumbers: {
        type: boolean,
        description: 'Shows line numbers.',
        atlassian: { kind: 'attr', name: 'hideLineNumbers', to: (v) => !v, from: (v) => !v },
      },
      wrap: { type: boolean, description: 'Wraps long lines.', atlassian: same('wrap') },
      language: {
        type: text,
        description: 'Language for highlighting (overrides the fence info word).',
        atlassian: same('language'),
      },
    },
  },
  panel: turnsInto(
    'panel',
    'blockquote',
    'Makes the quote on the next line a panel (a GitHub alert `> [!NOTE]` already is one) and sets its type, colour and icon.',
    {
      panelType: {
        type: PANEL_TYPES,
        description: 'Panel kind (default `info`).',
        atlassian: same('panelType'),
      },
      panelColor: {
        type: hexColour,
        description: 'Background colour of a custom panel.',
        atlassian: same('panelColor'),
      },
      panelIcon: {
        type: nonEmptyText,
        description: 'Icon of a custom panel, an emoji short name like `:rocket:`.',
        atlassian: same('panelIcon'),
      },
      panelIconId: {
        type: nonEmptyText,
        description: 'Emoji id of the icon.',
        atlassian: same('panelIconId'),
      },
      panelIconText: {
        type: nonEmptyText,
        description: 'Emoji character of the icon.',
        atlassian: same('panelIconText'),
      },
    },
    { panelType: 'info' },
  ),
  mediaSingle: {
    description:
      'Size and placement of an image alone in its paragraph. Stands on the line directly before it.',
    target: ['mediaSingle'],
    precedes: ['paragraph'],
    receiver: mediaSingleOf,
    closed: true,
    attributes: {
      layout: {
        type: MEDIA_LAYOUTS,
        description: 'Placement (default `center`).',
        atlassian: same('layout'),
      },
      width: {
        type: numberInRange(0, 100),
        description: 'Width in percent of the text column.',
        atlassian: { kind: 'attr', name: 'width', also: { widthType: 'percentage' } },
      },
      pixelWidth: {
        type: numberInRange(0, 100_000),
        description:
          'Width in pixels (`width` with `widthType: pixel`), as Confluence writes resized images.',
        atlassian: { kind: 'attr', name: 'width', also: { widthType: 'pixel' } },
      },
    },
  },
  media: {
    description:
      'Size of a file image (`![alt](media:COLLECTION/ID)`, an attachment in Jira or Confluence) alone in its paragraph. Stands on the line directly before it.',
    target: ['media'],
    precedes: ['paragraph'],
    // Only a file has a size of its own (external media takes none in the official schema).
    receiver: (block) =>
      block.type === 'mediaSingle' && block.content?.[0]?.attrs?.type === 'file'
        ? block.content[0]
        : undefined,
    closed: true,
    attributes: {
      width: { type: positiveInteger, description: 'Width of the file in pixels.', atlassian: same('width') },
      height: {
        type: positiveInteger,
        description: 'Height of the file in pixels.',
        atlassian: same('height'),
      },
      occurrenceKey: {
        type: nonEmptyText,
        description: 'Key of this use of the file.',
        atlassian: same('occurrenceKey'),
      },
    },
  },
  mediaGroup: turnsInto(
    'mediaGroup',
    'paragraph',
    'Makes the paragraph on the next line, file images `![name](media:COLLECTION/ID)` only, a group of attachments.',
  ),
  decisionList: turnsInto(
    'decisionList',
    'bulletList',
    'Makes the bullet list on the next line a list of decisions (`decisionList`), each item a decision taken.',
  ),
  blockCard: turnsInto(
    'blockCard',
    'paragraph',
    'Makes the link (or bare URL) alone in the paragraph on the next line a smart link card block.',
    { localId: LOCAL_ID },
  ),
  embedCard: turnsInto(
    'embedCard',
    'paragraph',
    'Makes the link (or bare URL) alone in the paragraph on the next line an embedded page (`embedCard`).',
    {
      layout: {
        type: MEDIA_LAYOUTS,
        description: 'Placement (default `center`).',
        atlassian: same('layout'),
      },
      width: { type: numberInRange(0, 100), description: 'Width in percent.', atlassian: same('width') },
      originalWidth: {
        type: numberInRange(0, 1_000_000),
        description: 'Width of the embedded page in pixels.',
        atlassian: same('originalWidth'),
      },
      originalHeight: {
        type: numberInRange(0, 1_000_000),
        description: 'Height of the embedded page in pixels.',
        atlassian: same('originalHeight'),
      },
      localId: { type: nonEmptyText, description: 'Identifier in the document.', atlassian: same('localId') },
    },
    { layout: 'center' },
  ),
  layoutSection: turnsInto(
    'layoutSection',
    'blockquote',
    'Makes the quote on the next line a row of columns (`layoutSection`); each quote inside it, with `adf:layoutColumn` before it, is a column.',
    { localId: LOCAL_ID },
  ),
  layoutColumn: {
    ...turnsInto(
      'layoutColumn',
      'blockquote',
      'Makes the quote on the next line, inside a layout section, one of its columns.',
      {
        width: {
          type: numberInRange(0, 100),
          description: 'Width in percent of the row.',
          atlassian: same('width'),
        },
        localId: LOCAL_ID,
      },
    ),
    required: ['width'],
  },
  extension: {
    description:
      'Alone on its line (a blank line after it): a macro or app block (`extension`), its parameters as JSON.',
    target: ['extension'],
    precedes: [],
    alone: 'extension',
    required: ['extensionType', 'extensionKey'],
    closed: true,
    attributes: EXTENSION_ATTRIBUTES,
  },
  bodiedExtension: {
    description: 'Makes the quote on the next line a macro or app with a body (`bodiedExtension`).',
    target: ['bodiedExtension'],
    precedes: ['blockquote', 'bodiedExtension'],
    becomes: { type: 'bodiedExtension', attrs: {} },
    required: ['extensionType', 'extensionKey'],
    closed: true,
    attributes: EXTENSION_ATTRIBUTES,
  },
  paragraph: {
    description: 'Paragraph alignment and indentation. Stands on the line directly before the paragraph.',
    target: ['paragraph'],
    precedes: ['paragraph'],
    alone: 'paragraph',
    closed: true,
    attributes: {
      textAlign: {
        type: oneOf('left', 'center', 'right'),
        description: 'Text alignment (the `alignment` mark).',
        atlassian: alignmentMark,
      },
      indentation: {
        type: integerInRange(1, 6),
        description: 'Indentation level (the `indentation` mark).',
        atlassian: {
          kind: 'mark',
          markType: 'indentation',
          toMark: (value) => ({ type: 'indentation', attrs: { level: value } }),
          fromMark: (mark) => mark.attrs?.level,
        },
      },
    },
  },
  status: {
    description:
      'Inline: the word (or `code span`) directly after it becomes a status lozenge, e.g. `<!-- adf:status color="green" -->DONE`.',
    target: ['status'],
    precedes: [],
    closed: true,
    inline: { node: 'status', takes: 'word', defaults: { color: 'neutral' } },
    attributes: {
      color: {
        type: STATUS_COLOURS,
        description: 'Lozenge colour (default `neutral`).',
        atlassian: same('color'),
      },
      style: {
        type: text,
        description: 'Lozenge style (Confluence writes `""` or `bold`).',
        atlassian: same('style'),
      },
    },
  },
  date: {
    description:
      'Inline: the date `YYYY-MM-DD` directly after it becomes a date node, e.g. `<!-- adf:date -->2024-01-31`.',
    target: ['date'],
    precedes: [],
    closed: true,
    inline: { node: 'date', takes: 'word' },
    attributes: {},
  },
  mention: {
    description:
      'Inline: the mention link directly after it, `[Jane Doe](mention:ACCOUNT_ID)`, keeps its text exactly as written (no `@` added) and takes these attributes.',
    target: ['mention'],
    precedes: [],
    closed: true,
    inline: { node: 'mention', takes: 'link' },
    attributes: {
      accessLevel: {
        type: text,
        description: 'Access level (`CONTAINER`, `APPLICATION`, ...).',
        atlassian: same('accessLevel'),
      },
      userType: {
        type: oneOf('DEFAULT', 'SPECIAL', 'APP'),
        description: 'Kind of account.',
        atlassian: same('userType'),
      },
      localId: {
        type: text,
        description: 'Identifier of this mention in the document.',
        atlassian: same('localId'),
      },
    },
  },
  emoji: {
    description:
      'Inline: the shortcode directly after it, `:grin:` or an Atlassian one GitHub does not know (`:clapping_hands:`), becomes an emoji with these attributes.',
    target: ['emoji'],
    precedes: [],
    closed: true,
    inline: { node: 'emoji', takes: 'word' },
    attributes: {
      id: {
        type: text,
        description: 'Emoji id (`1f601`, or an id of a custom emoji).',
        atlassian: same('id'),
      },
      text: {
        type: text,
        description: "The emoji character (default: GitHub's for the shortcode).",
        atlassian: same('text'),
      },
      localId: {
        type: text,
        description: 'Identifier of this emoji in the document.',
        atlassian: same('localId'),
      },
    },
  },
  inlineCard: {
    description: 'Inline: the URL (or link) directly after it becomes a smart link card.',
    target: ['inlineCard'],
    precedes: [],
    closed: true,
    inline: { node: 'inlineCard', takes: 'link' },
    attributes: {},
  },
} as const satisfies Record<string, DirectiveSpec>;

export type DirectiveName = keyof typeof DIRECTIVES;

const REGISTRY: ReadonlyMap<string, DirectiveSpec> = new Map(Object.entries(DIRECTIVES));

/** Looks a directive up by the name written after `adf:`; never touches an object prototype. */
export function directiveSpec(name: string): DirectiveSpec | undefined {
  return REGISTRY.get(name);
}

export function directiveNames(): string[] {
  return [...REGISTRY.keys()];
}

/**
 * `<!-- adf:node {JSON} -->` carries a whole ADF node that has no Markdown syntax yet (written
 * by the reverse direction); its body is JSON, not attributes.
 */
export const RAW_NODE_DIRECTIVE = 'node';

/** Attribute names that must never become object keys taken from user input. */
export const RESERVED_NAMES: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

export function attributeSpec(spec: DirectiveSpec, name: string): AttributeSpec | undefined {
  return Object.hasOwn(spec.attributes, name) ? spec.attributes[name] : undefined;
}

/** Every directive whose attributes land on nodes of this type (used by lowering and the reverse). */
export function directivesForNode(nodeType: string): Array<[string, DirectiveSpec]> {
  return [...REGISTRY].filter(([, spec]) => spec.target.includes(nodeType));
}
