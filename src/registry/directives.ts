import {
  tableDirective,
  tableCellDirective,
  tableHeaderDirective,
  tableRowDirective,
  tableDocs,
} from '../constructs/table/directives.js';
import { headingDirective, headingDocs } from '../constructs/heading/directives.js';
import { blockquoteDirective, panelDirective, quoteDocs } from '../constructs/quote/directives.js';
import { codeBlockDirective, codeBlockDocs } from '../constructs/code-block/directives.js';
import {
  mediaSingleDirective,
  mediaDirective,
  mediaGroupDirective,
  mediaDocs,
} from '../constructs/media/directives.js';
import { mediaInlineDirective, mediaInlineDocs } from '../constructs/media/inline-directive.js';
import { captionDirective, captionDocs } from '../constructs/media/caption.js';
import { decisionListDirective, decisionListDocs } from '../constructs/decision-list/directives.js';
import {
  blockCardDirective,
  embedCardDirective,
  inlineCardDirective,
  cardDocs,
} from '../constructs/card/directives.js';
import {
  layoutSectionDirective,
  layoutColumnDirective,
  layoutDocs,
} from '../constructs/layout/directives.js';
import {
  extensionDirective,
  bodiedExtensionDirective,
  inlineExtensionDirective,
  extensionDocs,
} from '../constructs/extension/directives.js';
import { placeholderDirective, placeholderDocs } from '../constructs/placeholder/directives.js';
import { paragraphDirective, paragraphDocs } from '../constructs/paragraph/directives.js';
import {
  bulletListDirective,
  listItemDirective,
  orderedListDirective,
  listsDocs,
} from '../constructs/lists/directives.js';
import { expandDirective, expandDocs } from '../constructs/expand/directives.js';
import { ruleDirective, ruleDocs } from '../constructs/rule/directives.js';
import { statusDirective, statusDocs } from '../constructs/status/directives.js';
import { dateDirective, dateDocs } from '../constructs/date/directives.js';
import { mentionDirective, mentionDocs } from '../constructs/mention/directives.js';
import { emojiDirective, emojiDocs } from '../constructs/emoji/directives.js';
import type { AttributeSpec, DescribedDirective, DirectiveSpec, DirectiveText } from './spec.js';

export type {
  AttributeSpec,
  DescribedAttribute,
  DescribedDirective,
  DirectiveSpec,
  InlineDirective,
  Target,
} from './spec.js';

/**
 * The one source of truth for directive comments `<!-- adf:NAME attr="value" -->`: every
 * construct declares its rows next to its other code (src/constructs/), and this table lists
 * them in the order the docs show them. The converters read these rows; `DIRECTIVES` adds
 * what the docs say of each.
 */
export const DIRECTIVE_ROWS = {
  table: tableDirective,
  tableCell: tableCellDirective,
  tableHeader: tableHeaderDirective,
  tableRow: tableRowDirective,
  heading: headingDirective,
  blockquote: blockquoteDirective,
  codeBlock: codeBlockDirective,
  panel: panelDirective,
  mediaSingle: mediaSingleDirective,
  media: mediaDirective,
  mediaGroup: mediaGroupDirective,
  caption: captionDirective,
  decisionList: decisionListDirective,
  blockCard: blockCardDirective,
  embedCard: embedCardDirective,
  layoutSection: layoutSectionDirective,
  layoutColumn: layoutColumnDirective,
  extension: extensionDirective,
  bodiedExtension: bodiedExtensionDirective,
  paragraph: paragraphDirective,
  bulletList: bulletListDirective,
  orderedList: orderedListDirective,
  listItem: listItemDirective,
  expand: expandDirective,
  rule: ruleDirective,
  status: statusDirective,
  date: dateDirective,
  mention: mentionDirective,
  emoji: emojiDirective,
  inlineCard: inlineCardDirective,
  mediaInline: mediaInlineDirective,
  inlineExtension: inlineExtensionDirective,
  placeholder: placeholderDirective,
} as const satisfies Record<string, DirectiveSpec>;

export type DirectiveName = keyof typeof DIRECTIVE_ROWS;

/**
 * Every row with its description and its attributes' (docs/directives.md): each construct
 * keeps that text beside its rows but apart from them, so that a bundle that only converts
 * leaves it out (it is most of the rows' bytes).
 */
export const DIRECTIVES: { readonly [N in DirectiveName]: DescribedDirective } =
  /* @__PURE__ */ describedOnRead();

/** What the docs say of each row, by directive name, as the constructs give it. */
export function directiveTexts(): Readonly<Record<string, DirectiveText>> {
  return Object.assign(
    {},
    tableDocs(),
    headingDocs(),
    quoteDocs(),
    codeBlockDocs(),
    mediaDocs(),
    mediaInlineDocs(),
    captionDocs(),
    decisionListDocs(),
    cardDocs(),
    layoutDocs(),
    extensionDocs(),
    placeholderDocs(),
    paragraphDocs(),
    listsDocs(),
    expandDocs(),
    ruleDocs(),
    statusDocs(),
    dateDocs(),
    mentionDocs(),
    emojiDocs(),
  );
}

/**
 * DIRECTIVES as an object of one getter per directive, every row described on the first read:
 * joining the texts costs about 10 ms, which a process that only converts never pays.
 */
function describedOnRead(): typeof DIRECTIVES {
  let all: typeof DIRECTIVES | undefined;
  const view = {};
  for (const name of Object.keys(DIRECTIVE_ROWS))
    Object.defineProperty(view, name, {
      enumerable: true,
      get: () => {
        all ??= described();
        return all[name as DirectiveName];
      },
    });
  return Object.freeze(view) as typeof DIRECTIVES;
}

function described() {
  const texts = directiveTexts();
  const rows = Object.entries(DIRECTIVE_ROWS).map(([name, row]) => {
    const text = texts[name];
    const attributes = Object.entries(row.attributes).map(([attribute, spec]) => [
      attribute,
      { ...spec, description: text?.attributes[attribute] },
    ]);
    return [name, { ...row, description: text?.description, attributes: Object.fromEntries(attributes) }];
  });
  return Object.fromEntries(rows) as typeof DIRECTIVES;
}

const REGISTRY: ReadonlyMap<string, DirectiveSpec> = new Map(Object.entries(DIRECTIVE_ROWS));

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

const BY_NODE = new Map<string, ReadonlyArray<readonly [string, DirectiveSpec]>>();

/** Every directive whose attributes land on nodes of this type (used by lowering and the reverse). */
export function directivesForNode(nodeType: string): ReadonlyArray<readonly [string, DirectiveSpec]> {
  let found = BY_NODE.get(nodeType);
  if (!found) {
    found = [...REGISTRY].filter(([, spec]) => spec.target.includes(nodeType));
    BY_NODE.set(nodeType, found);
  }
  return found;
}

/** The inline directive that makes nodes of this type (`adf:status` for `status`), if any. */
export function inlineDirectiveOf(nodeType: string): readonly [string, DirectiveSpec] | undefined {
  return directivesForNode(nodeType).find(([, spec]) => spec.inline?.node === nodeType);
}
