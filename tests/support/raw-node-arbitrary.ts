import fc from 'fast-check';
import { commentSafeJson } from '../../src/reverse/node-json.js';
import { contentModel } from '../../src/schema/content-model.js';
import { generateAdfDoc } from './adf-generator.js';

/**
 * Markdown holding `adf:node` comments with arbitrary JSON in them (issue 12): any JSON value,
 * node-like objects built from the profile's real node and mark types with random attributes,
 * and valid generated nodes with one random change. Each comment stands where a reader may put
 * one: alone, in a list item, in a quote, in a table cell, among text, in a heading.
 */

const NODE_TYPES = contentModel('extended').nodeTypes();
const MARK_TYPES = [
  'strong',
  'em',
  'code',
  'link',
  'alignment',
  'indentation',
  'textColor',
  'subsup',
  'bogus',
];
const KEYS = ['type', 'attrs', 'content', 'marks', 'text', 'version', 'level', 'localId', '__proto__'];

const anyJson = fc.jsonValue({ maxDepth: 4 });

/** Objects that look like ADF nodes: real types, wrong or right children, marks and attributes. */
const nodeLike = fc.letrec<{ node: unknown }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    anyJson,
    fc.record(
      {
        type: fc.oneof(fc.constantFrom(...NODE_TYPES), anyJson),
        attrs: fc.oneof(
          fc.dictionary(fc.constantFrom(...KEYS, 'panelType', 'order', 'href', 'url'), anyJson),
          anyJson,
        ),
        content: fc.oneof(fc.array(tie('node'), { maxLength: 3 }), anyJson),
        marks: fc.oneof(
          fc.array(
            fc.record({ type: fc.constantFrom(...MARK_TYPES), attrs: anyJson }, { requiredKeys: ['type'] }),
            {
              maxLength: 3,
            },
          ),
          anyJson,
        ),
        text: fc.oneof(fc.string({ maxLength: 5 }), anyJson),
      },
      { requiredKeys: ['type'] },
    ),
  ),
}));

type Json = Record<string, unknown>;

/** Every node of a tree, parents first. */
function nodesOf(root: Json): Json[] {
  const nodes: Json[] = [];
  const pending = [root];
  while (pending.length > 0) {
    const node = pending.pop()!;
    nodes.push(node);
    for (const child of (node.content as Json[] | undefined) ?? []) pending.push(child);
  }
  return nodes;
}

/** Any node (block, inline, list item, cell...) of a valid generated document of either profile. */
const validNode = fc
  .record({ seed: fc.integer({ min: 1, max: 10_000 }), pick: fc.nat() })
  .map(({ seed, pick }) => {
    const doc = generateAdfDoc(seed, { maxDepth: 3, profile: seed % 2 ? 'extended' : 'atlassian' });
    const nodes = nodesOf(doc as unknown as Json).slice(1);
    return nodes[pick % nodes.length];
  });

/** A node of a valid generated document with one key of one node replaced, removed or retyped. */
const mutatedValidNode = fc
  .record({ root: validNode, change: fc.nat(), value: anyJson })
  .map(({ root, change, value }) => {
    const nodes = nodesOf(root);
    const target = nodes[change % nodes.length];
    const key = KEYS[change % KEYS.length];
    if (change % 3 === 0) delete target[key];
    else if (change % 3 === 1)
      Object.defineProperty(target, key, { value, enumerable: true, writable: true });
    else target.type = NODE_TYPES[change % NODE_TYPES.length];
    return root;
  });

const PLACES = [
  (c: string) => `${c}\n`,
  (c: string) => `Text before.\n\n${c}\n\nText after.\n`,
  (c: string) => `- item\n\n  ${c}\n`,
  (c: string) => `> quote\n> ${c}\n`,
  (c: string) => `Some ${c} text\n`,
  (c: string) => `# Title ${c}\n`,
  (c: string) => `| a | b |\n|---|---|\n| ${c} | x |\n`,
  (c: string) => `1. one\n   - two ${c}\n`,
];

export function rawNodeMarkdown(): fc.Arbitrary<string> {
  return fc
    .record({
      node: fc.oneof(anyJson, nodeLike.node, validNode, mutatedValidNode),
      place: fc.nat({ max: PLACES.length - 1 }),
    })
    .map(({ node, place }) => {
      const inCell = place === 6;
      return PLACES[place](`<!-- adf:node ${commentSafeJson(node, { inTableCell: inCell })} -->`);
    });
}
