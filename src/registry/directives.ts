import {
  tableDirective,
  tableCellDirective,
  tableHeaderDirective,
  tableRowDirective,
} from '../constructs/table/directives.js';
import { headingDirective } from '../constructs/heading/directives.js';
import { blockquoteDirective, panelDirective } from '../constructs/quote/directives.js';
import { codeBlockDirective } from '../constructs/code-block/directives.js';
import { mediaSingleDirective, mediaDirective, mediaGroupDirective } from '../constructs/media/directives.js';
import { mediaInlineDirective } from '../constructs/media/inline-directive.js';
import { captionDirective } from '../constructs/media/caption.js';
import { decisionListDirective } from '../constructs/decision-list/directives.js';
import {
  blockCardDirective,
  embedCardDirective,
  inlineCardDirective,
} from '../constructs/card/directives.js';
import { layoutSectionDirective, layoutColumnDirective } from '../constructs/layout/directives.js';
import {
  extensionDirective,
  bodiedExtensionDirective,
  inlineExtensionDirective,
} from '../constructs/extension/directives.js';
import { placeholderDirective } from '../constructs/placeholder/directives.js';
import { paragraphDirective } from '../constructs/paragraph/directives.js';
import {
  bulletListDirective,
  listItemDirective,
  orderedListDirective,
} from '../constructs/lists/directives.js';
import { expandDirective } from '../constructs/expand/directives.js';
import { ruleDirective } from '../constructs/rule/directives.js';
import { statusDirective } from '../constructs/status/directives.js';
import { dateDirective } from '../constructs/date/directives.js';
import { mentionDirective } from '../constructs/mention/directives.js';
import { emojiDirective } from '../constructs/emoji/directives.js';
import type { AttributeSpec, DirectiveSpec } from './spec.js';

export type { AttributeSpec, DirectiveSpec, InlineDirective, Target } from './spec.js';

/**
 * The one source of truth for directive comments `<!-- adf:NAME attr="value" -->`: every
 * construct declares its rows next to its other code (src/constructs/), and this table lists
 * them in the order the docs show them.
 */
export const DIRECTIVES = {
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
