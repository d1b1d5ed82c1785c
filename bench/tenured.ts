import { pathToFileURL } from 'node:url';
import { getHeapSpaceStatistics } from 'node:v8';
import type { AdfNode } from '../src/types.js';
import { MDADF_DIST } from './converters.js';
import { timeWholePass } from './measure.js';
import { loadWorkload, type WorkloadName } from './workloads.js';

/**
 * `node --allow-natives-syntax --import tsx bench/tenured.ts [corpus|docs]`: which kinds of
 * object a warm process makes in the old generation, that is, which allocation sites V8 has
 * tenured (docs/performance.md, "Memory modes" and "Sites V8 tenured"). Runs 3 whole passes of
 * mdadf-extended, then converts every document once more and asks V8 of each object of the
 * result (nodes, content, attrs, marks) and of markdown-it's tokens whether it is in the young
 * generation; a document during which a scavenge ran is left out (its objects may have been
 * promoted). Prints the kinds of which more than 30% were old, and the MB promoted in the last
 * warm pass (the process's mode). Run it in several fresh processes: the mode is a coin toss.
 */

const workload = (process.argv[2] ?? 'corpus') as WorkloadName;
const young = new Function('o', 'return %InYoungGeneration(o)') as (o: object) => boolean;
const api = await import(pathToFileURL(new URL('index.js', MDADF_DIST).pathname).href);
const tokenizer = await import(pathToFileURL(new URL('markdown/tokenizer.js', MDADF_DIST).pathname).href);
const convert = (markdown: string): AdfNode => api.markdownToAdf(markdown, { profile: 'extended' });
const docs = loadWorkload(workload);
let promoted = 0;
for (let pass = 0; pass < 3; pass++) promoted = (await timeWholePass(convert, docs)).heap.promotedBytes;

const counts = new Map<string, { all: number; old: number }>();
function count(kind: string, object: object): void {
  const entry = counts.get(kind) ?? { all: 0, old: 0 };
  entry.all++;
  if (!young(object)) entry.old++;
  counts.set(kind, entry);
}
const newSpaceUsed = () =>
  getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')!.space_used_size;

function countTree(root: AdfNode): void {
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    count(`node ${node.type}`, node);
    if (node.content) {
      count(`content of ${node.type}`, node.content);
      stack.push(...node.content);
    }
    if (node.attrs) count(`attrs of ${node.type}`, node.attrs);
    if (node.marks) count(`marks of ${node.type}`, node.marks);
    for (const mark of node.marks ?? []) {
      count(`mark ${mark.type}`, mark);
      if (mark.attrs) count(`attrs of mark ${mark.type}`, mark.attrs);
    }
  }
}

interface Token {
  type: string;
  map: number[] | null;
  attrs: string[][] | null;
  children: Token[] | null;
}
let skipped = 0;
for (const doc of docs) {
  const before = newSpaceUsed();
  const tree = convert(doc.text);
  if (newSpaceUsed() < before) skipped++;
  else countTree(tree);
}
for (const doc of docs) {
  const before = newSpaceUsed();
  const blocks = tokenizer.tokenizeBlocks(doc.text) as { tokens: Token[]; inline?: (token: Token) => void };
  const tokens: Token[] = [];
  for (const token of blocks.tokens) {
    if (token.type === 'inline') blocks.inline?.(token);
    tokens.push(token, ...(token.children ?? []));
  }
  if (newSpaceUsed() < before) {
    skipped++;
    continue;
  }
  count('markdown-it tokens array', blocks.tokens);
  for (const token of tokens) {
    count('markdown-it token', token);
    if (token.map) count('markdown-it token.map', token.map);
    if (token.attrs) count('markdown-it token.attrs', token.attrs);
    if (token.children) count('markdown-it token.children', token.children);
  }
}
const old = [...counts]
  .filter(([, { all, old }]) => old / all > 0.3)
  .map(([kind, { all, old }]) => `${kind} ${old}/${all}`);
console.log(
  `${workload}: ${(promoted / 1e6).toFixed(1)} MB promoted in the last warm pass; ${skipped} documents left out; old: ${old.join(', ') || 'none'}`,
);
