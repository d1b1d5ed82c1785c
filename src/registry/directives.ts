import { CONSTRUCTS } from '../constructs/index.js';
import { tableDocs } from '../constructs/table/directives.js';
import { headingDocs } from '../constructs/heading/directives.js';
import { quoteDocs } from '../constructs/quote/directives.js';
import { codeBlockDocs } from '../constructs/code-block/directives.js';
import { captionDocs, mediaDocs } from '../constructs/media/directives.js';
import { mediaInlineDocs } from '../constructs/media/inline-directive.js';
import { decisionListDocs } from '../constructs/decision-list/directives.js';
import { cardDocs } from '../constructs/card/directives.js';
import { layoutDocs } from '../constructs/layout/directives.js';
import { extensionDocs } from '../constructs/extension/directives.js';
import { placeholderDocs } from '../constructs/placeholder/directives.js';
import { paragraphDocs } from '../constructs/paragraph/directives.js';
import { listsDocs } from '../constructs/lists/directives.js';
import { expandDocs } from '../constructs/expand/directives.js';
import { ruleDocs } from '../constructs/rule/directives.js';
import { statusDocs } from '../constructs/status/directives.js';
import { dateDocs } from '../constructs/date/directives.js';
import { mentionDocs } from '../constructs/mention/directives.js';
import { emojiDocs } from '../constructs/emoji/directives.js';
import type { Construct } from '../engine/construct.js';
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
 * Every directive row `<!-- adf:NAME attr="value" -->`, by name, derived from the constructs'
 * declarations: each construct declares its rows (`Construct.directives`, src/constructs/NAME/index.ts)
 * as a ProseMirror NodeSpec carries a node's facts, and nothing else names a row. The converters,
 * the reverse writer, the schema build and the docs all read this table. In the constructs'
 * order (src/constructs/index.ts), each construct's rows in the order it declares them.
 */
export const DIRECTIVE_ROWS: Readonly<Record<string, DirectiveSpec>> = rowsOf(CONSTRUCTS);

/** The rows of the constructs, by name; a name two constructs declare is a programming error. */
export function rowsOf(constructs: readonly Construct[]): Readonly<Record<string, DirectiveSpec>> {
  const rows: Record<string, DirectiveSpec> = {};
  for (const construct of constructs) {
    for (const [name, row] of Object.entries(construct.directives ?? {})) {
      if (Object.hasOwn(rows, name)) {
        throw new Error(`directive "adf:${name}" is declared twice (construct ${construct.name})`);
      }
      rows[name] = row;
    }
  }
  return Object.freeze(rows);
}

/**
 * Every row with its description and its attributes' (docs/directives.md): each construct
 * keeps that text beside its rows but apart from them, so that a bundle that only converts
 * leaves it out (it is most of the rows' bytes).
 */
export const DIRECTIVES: Readonly<Record<string, DescribedDirective>> = /* @__PURE__ */ describedOnRead();

/**
 * What the docs say of each row, by directive name, as the constructs give it beside their rows
 * (a function each, so that a bundle that only converts leaves the text out; completeness.test.ts
 * checks that they describe exactly the declared rows).
 */
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
        return all[name];
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
