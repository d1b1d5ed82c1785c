import { compareMarks } from '../../adf/marks.js';
import { fitTree, readTree } from '../../compose/read-back.js';
import { inlineDirectiveOf } from '../../registry/directives.js';
import type { AdfMark, AdfNode, Profile } from '../../types.js';
import { stringifyJson } from '../node-json.js';
import { wellFormed, wellFormedTree } from '../shape.js';

/**
 * The proof that an inline run round-trips: the written Markdown, as a lone block of its kind,
 * goes through the forward converter itself, and the inline content it gives back is compared
 * with the content written. CommonMark's emphasis rules make some mark boundaries impossible to
 * write (`**a **b`); when a run does not read back the same, the writer falls back to
 * `adf:node` for the nodes concerned, so nothing is ever lost.
 */

/**
 * Inline content as it is compared: a run of text (`key` its marks), or any other node as a
 * whole (`key` the node, `text` empty).
 */
export interface Segment {
  key: string;
  text: string;
}

/** `taskItem`: the text after a task checkbox. */
export type Container = 'paragraph' | 'heading' | 'tableCell' | 'taskItem';

/**
 * The JSON of the marks in canonical order, each as `{ type, attrs? }`. Built piece by piece: it
 * is taken for every text node of every attempt read back, and most marks have no attributes.
 */
export function marksKey(marks: readonly AdfMark[]): string {
  if (marks.length === 0) return '[]';
  const sorted = marks.length === 1 ? marks : [...marks].sort(compareMarks);
  let key = '[';
  for (let i = 0; i < sorted.length; i++) {
    const m = sorted[i];
    if (i > 0) key += ',';
    key +=
      m.attrs || typeof m.type !== 'string'
        ? JSON.stringify(m.attrs ? { type: m.type, attrs: m.attrs } : { type: m.type })
        : typeKey(m.type);
  }
  return `${key}]`;
}

const TYPE_KEYS = new Map<string, string>();
function typeKey(type: string): string {
  let key = TYPE_KEYS.get(type);
  if (key === undefined) {
    key = JSON.stringify({ type });
    if (TYPE_KEYS.size < 64) TYPE_KEYS.set(type, key);
  }
  return key;
}

/**
 * A node other than text as it is compared: attributes an inline directive's reader makes anew
 * (a status's `localId`) are left out, and those it defaults are filled in.
 */
function nodeKey(node: AdfNode): string {
  // Key order carries no meaning, of the node, its attributes and its marks (JSON written with
  // sorted keys has `attrs` before `type`; a border's `size` and `color` come in either order).
  if (!wellFormed(node)) return stringifyJson(node);
  if (!node.attrs) return stringifyJson(sortedKeys(node as unknown as Record<string, unknown>));
  const syntax = inlineDirectiveOf(node.type)?.[1].inline;
  const attrs: Record<string, unknown> = { ...syntax?.defaults, ...node.attrs };
  for (const fresh of syntax?.fresh ?? []) delete attrs[fresh];
  const marks = node.marks?.map((m) => (m?.attrs ? sortedKeys({ ...m, attrs: sortedKeys(m.attrs) }) : m));
  return stringifyJson(sortedKeys({ ...node, attrs: sortedKeys(attrs), ...(marks ? { marks } : {}) }));
}

const sortedKeys = (record: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/** Inline nodes as segments: adjacent text with equal marks is one run. */
export function segmentsOf(nodes: readonly AdfNode[]): Segment[] {
  const out: Segment[] = [];
  for (const node of nodes) {
    if (!wellFormed(node) || node.type !== 'text' || typeof node.text !== 'string') {
      out.push({ key: `node ${nodeKey(node)}`, text: '' });
      continue;
    }
    const key = marksKey(node.marks ?? []);
    const last = out.at(-1);
    if (last?.key === key) last.text += node.text;
    else if (node.text !== '') out.push({ key, text: node.text });
  }
  return out;
}

/** How each container is written alone, and where its inline content is in the tree read back. */
const SHAPES: Record<Container, { wrap: (md: string) => string; path: string[] }> = {
  paragraph: { wrap: (md) => md, path: ['paragraph'] },
  heading: { wrap: (md) => `# ${md}`, path: ['heading'] },
  taskItem: { wrap: (md) => `- [ ] ${md}`, path: ['taskList', 'taskItem'] },
  tableCell: { wrap: (md) => `| ${md} |\n| --- |`, path: ['table', 'tableRow', 'tableHeader', 'paragraph'] },
};

/**
 * The inline content the Markdown reads back as, written alone as a container of that kind, or
 * null when it does not read back as one such container.
 */
export function readBack(markdown: string, container: Container, profile: Profile): AdfNode[] | null {
  return contentAt(readTree(SHAPES[container].wrap(markdown), profile), container);
}

/** The inline content of the lone container of that kind in the tree, or null. */
function contentAt(root: AdfNode, container: Container): AdfNode[] | null {
  let node = root;
  for (const type of SHAPES[container].path) {
    const only = node.content?.length === 1 ? node.content[0] : undefined;
    if (only?.type !== type) return null;
    node = only;
  }
  return node.content ?? [];
}

/**
 * The inline content as the forward direction keeps it in a container of that kind: itself
 * when the profile allows it there, else as the converter's repairs leave it. Content holding
 * a malformed node (the input's own, where its `adf:node` comment reads back as no lone
 * container) is itself: the repairs take only well-formed trees, and no Markdown reads back as
 * a malformed node, so the run fails its check and is written as a node.
 */
export function asRead(
  nodes: readonly AdfNode[],
  container: Container,
  profile: Profile,
): readonly AdfNode[] {
  if (!nodes.every(wellFormedTree)) return nodes;
  let content: AdfNode[] = nodes.map((node) => ({ ...node }));
  for (const type of [...SHAPES[container].path].reverse()) content = [{ type, content }];
  const root: AdfNode = { type: 'doc', content };
  fitTree(root, profile);
  return contentAt(root, container) ?? nodes;
}

const atoms = new Map<string, readonly AdfNode[]>();

/**
 * What an `adf:node` comment reads back as. An atom is whatever the reader makes of its JSON
 * (input the profile forbids comes back repaired, with its own warning), so it is compared as
 * that. Kept for the next runs: documents repeat their atoms.
 */
export function atomReadBack(
  comment: string,
  node: AdfNode,
  container: Container,
  profile: Profile,
): readonly AdfNode[] {
  const key = `${profile} ${container} ${comment}`;
  let nodes = atoms.get(key);
  if (!nodes) {
    if (atoms.size >= 512) atoms.clear();
    nodes = readBack(comment, container, profile) ?? [node];
    atoms.set(key, nodes);
  }
  return nodes;
}
