import { defaultSchema } from '@atlaskit/adf-schema/schema-default';
import { TableMap } from 'prosemirror-tables';
import type { AdfDoc, AdfNode } from '../../src/types.js';

/**
 * What Jira's and Confluence's editor does with a document: it loads ADF into a ProseMirror
 * schema (`defaultSchema` of @atlaskit/adf-schema, stricter content rules than the JSON schema)
 * and lays every table on a grid (prosemirror-tables' `TableMap`), repairing what does not fit.
 * A document "loads unchanged" when `nodeFromJSON` and `check()` accept it, every attribute
 * and mark it gives is still there after loading, and every table's map has no problem
 * (collision, missing cell, overlong rowspan, colwidth mismatch).
 *
 * The problems are kinds without positions (`check: tableRow content`, `table: missing`), so
 * counts by kind compare across runs and inputs.
 */

/**
 * The two places where the official JSON schema and the editor differ and mdadf follows the
 * official schema (docs/decisions.md, "The editor's schema"): `code` and `link` on one text,
 * and a document without content.
 */
/** A node of the editor's schema (its own copy of prosemirror-model). */
type PmNode = ReturnType<typeof defaultSchema.nodeFromJSON>;
/** prosemirror-tables reads the node through the same API, from another copy of prosemirror-model. */
type TableNode = Parameters<typeof TableMap.get>[0];

export const DOCUMENTED_DIVERGENCES = ['code with link', 'empty document'] as const;

export function editorProblems(doc: AdfDoc): string[] {
  const problems: string[] = [];
  if ((doc.content ?? []).length === 0) return ['empty document'];
  let loaded: PmNode;
  try {
    loaded = defaultSchema.nodeFromJSON(doc);
  } catch (error) {
    return [`nodeFromJSON: ${kindOf(error)}`];
  }
  const codeWithLink = hasCodeWithLink(doc);
  try {
    // A text with code and link fails the editor's mark rules: checked without those links,
    // so that any other refusal still shows.
    (codeWithLink ? defaultSchema.nodeFromJSON(withoutCodeLinks(doc)) : loaded).check();
  } catch (error) {
    problems.push(`check: ${kindOf(error)}`);
  }
  if (codeWithLink) problems.push('code with link');
  compareLoaded(doc as AdfNode, loaded, problems);
  loaded.descendants((node) => {
    if (node.type.spec.tableRole !== 'table') return true;
    for (const problem of TableMap.get(node as unknown as TableNode).problems ?? [])
      problems.push(`table: ${problem.type}`);
    return true;
  });
  return [...new Set(problems)];
}

/** The problems not among the documented divergences. */
export function undocumentedProblems(doc: AdfDoc): string[] {
  return editorProblems(doc).filter((p) => !(DOCUMENTED_DIVERGENCES as readonly string[]).includes(p));
}

/** A message without positions, quoted contents and offsets: what kind of refusal it is. */
function kindOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const invalidContent = /^Invalid content for node (\w+)/.exec(message);
  if (invalidContent) return `${invalidContent[1]} content`;
  return message
    .replace(/: <[\s\S]*$/, '')
    .replace(/\d+/g, 'N')
    .slice(0, 120);
}

function hasCodeWithLink(doc: AdfDoc): boolean {
  const stack: AdfNode[] = [doc as AdfNode];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const marks = (node.marks ?? []).map((mark) => mark.type);
    if (node.type === 'text' && marks.includes('code') && marks.includes('link')) return true;
    stack.push(...(node.content ?? []));
  }
  return false;
}

function withoutCodeLinks(doc: AdfDoc): AdfDoc {
  const copy = structuredClone(doc) as AdfNode;
  const stack: AdfNode[] = [copy];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'text' && node.marks?.some((mark) => mark.type === 'code')) {
      node.marks = node.marks.filter((mark) => mark.type !== 'link');
    }
    stack.push(...(node.content ?? []));
  }
  return copy as AdfDoc;
}

/**
 * The ADF tree and the loaded tree side by side: every attribute the ADF gives (but a null,
 * the editor's own default) keeps its value, and every mark is still there.
 */
function compareLoaded(doc: AdfNode, loaded: PmNode, problems: string[]): void {
  const stack: Array<[AdfNode, PmNode]> = [[doc, loaded]];
  while (stack.length > 0) {
    const [node, pm] = stack.pop()!;
    for (const [name, value] of Object.entries(node.attrs ?? {})) {
      if (value === null) continue;
      if (JSON.stringify(pm.attrs[name]) !== JSON.stringify(value)) {
        problems.push(`attribute changed: ${node.type}.${name}`);
      }
    }
    const marks = node.marks ?? [];
    for (const mark of marks) {
      if (!pm.marks.some((m) => m.type.name === mark.type))
        problems.push(`mark dropped: ${mark.type} on ${node.type}`);
    }
    const children = node.content ?? [];
    if (children.length !== pm.childCount) {
      problems.push(`content changed: ${node.type}`);
      continue;
    }
    for (const [i, child] of children.entries()) stack.push([child, pm.child(i)]);
  }
}

/** Kinds of problem with their counts, over many documents (each counted once per document). */
export function countKinds(docs: Iterable<AdfDoc>): {
  documents: number;
  failing: number;
  kinds: Record<string, number>;
} {
  const kinds: Record<string, number> = {};
  let documents = 0;
  let failing = 0;
  for (const doc of docs) {
    documents++;
    const found = editorProblems(doc);
    if (found.length > 0) failing++;
    for (const kind of found) kinds[kind] = (kinds[kind] ?? 0) + 1;
  }
  return { documents, failing, kinds };
}
