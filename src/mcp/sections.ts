import { type Visit, walk } from '../adf/walk.js';
import { leafText } from '../adf/leaf-text.js';
import type { AdfDoc, AdfNode } from '../types.js';
import { ToolError } from './errors.js';

/**
 * A section is a heading and the blocks after it, up to the next heading of its level or above
 * among the same siblings (a heading in a layout column starts a section of that column). An
 * agent names it by the heading's text, `## Goals` to say the level too, and `Plan > Goals`
 * (the headings above it, in order) when several headings read the same.
 */
export interface Heading {
  level: number;
  text: string;
  /** The texts of the headings above it in the outline, then its own. */
  path: string[];
  /** The heading's place: its parent's `content` and its index there. */
  siblings: AdfNode[];
  index: number;
  /** Indices from the document down to the parent (`content[i].content[j]…`). */
  parentPath: number[];
}

export interface Section {
  heading: Heading;
  /** The section's blocks are `siblings[start, end)`; `start` is the heading. */
  start: number;
  end: number;
}

/**
 * Heading texts compared loosely: white space and case ignored, and what Markdown adds around
 * text (code and emphasis delimiters, backslash escapes, a link's URL), so a heading copied from
 * the Markdown (`Event: \`'connection'\``) names the same section as its text.
 */
const normal = (text: string) =>
  text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\\(?=[!-/:-@[-`{-~])/g, '')
    .replace(/[`*_~]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

function headingText(node: AdfNode): string {
  return (node.content ?? []).map(leafText).join('').replace(/\s+/g, ' ').trim();
}

function indicesOf(at: Visit<AdfNode>): number[] {
  const indices: number[] = [];
  for (let v: Visit<AdfNode> | undefined = at; v?.parent; v = v.parent) indices.push(v.index);
  return indices.reverse();
}

/** Every heading in document order, with its place in the outline. */
export function headings(doc: AdfDoc): Heading[] {
  const found: Heading[] = [];
  const above: Heading[] = [];
  walk(doc as unknown as AdfNode, (at) => {
    if (at.node.type !== 'heading') return undefined;
    const level = Number(at.node.attrs?.level) || 1;
    while (above.length > 0 && above[above.length - 1].level >= level) above.pop();
    const text = headingText(at.node);
    const parent = at.parent!;
    const heading: Heading = {
      level,
      text,
      path: [...above.map((h) => h.text), text],
      siblings: parent.node.content as AdfNode[],
      index: at.index,
      parentPath: indicesOf(parent),
    };
    found.push(heading);
    above.push(heading);
    return 'skip';
  });
  return found;
}

/** `## Goals` → level 2, `Goals`; `Plan > Goals` → the path. */
function readQuery(query: string): { level?: number; path: string[] } {
  const parts = query.split(/\s+>\s+/).map((part) => part.trim());
  const last = parts[parts.length - 1];
  const hashes = /^(#{1,6})\s+/.exec(last);
  if (hashes) parts[parts.length - 1] = last.slice(hashes[0].length);
  return { level: hashes?.[1].length, path: parts.map(normal).filter((part) => part !== '') };
}

function matches(heading: Heading, level: number | undefined, path: string[]): boolean {
  if (level !== undefined && heading.level !== level) return false;
  const own = heading.path.map(normal);
  if (own[own.length - 1] !== path[path.length - 1]) return false;
  // The headings named above it must be among its ancestors, in order.
  let at = 0;
  for (const part of path.slice(0, -1)) {
    while (at < own.length - 1 && own[at] !== part) at++;
    if (at >= own.length - 1) return false;
    at++;
  }
  return true;
}

export const outlineLine = (heading: Heading) => `${'#'.repeat(heading.level)} ${heading.path.join(' > ')}`;

/** The outline as lines (`## Plan > Goals`), at most `limit` of them. */
export function outline(list: readonly Heading[], limit = 60): string[] {
  const lines = list.slice(0, limit).map(outlineLine);
  if (list.length > limit) lines.push(`… and ${list.length - limit} more headings`);
  return lines;
}

export function findSection(doc: AdfDoc, query: string): Section {
  const all = headings(doc);
  const { level, path } = readQuery(query);
  if (path.length === 0)
    throw new ToolError('section is empty: give a heading\'s text, such as "Goals" or "Plan > Goals"');
  const found = all.filter((heading) => matches(heading, level, path));
  if (found.length === 0) {
    const known =
      all.length > 0 ? `; the headings are: ${outline(all, 40).join('; ')}` : '; the body has no headings';
    throw new ToolError(`no section ${JSON.stringify(query)}${known}`);
  }
  if (found.length > 1) {
    throw new ToolError(
      `${found.length} sections match ${JSON.stringify(query)}: ${found.map(outlineLine).join('; ')}; name the one you mean with the headings above it (Plan > Goals) or its level (## Goals)`,
    );
  }
  const heading = found[0];
  let end = heading.index + 1;
  while (end < heading.siblings.length) {
    const next = heading.siblings[end];
    if (next?.type === 'heading' && (Number(next.attrs?.level) || 1) <= heading.level) break;
    end++;
  }
  return { heading, start: heading.index, end };
}

/** The section's blocks as a document of their own. */
export function sectionDoc(section: Section): AdfDoc {
  const { siblings } = section.heading;
  return { type: 'doc', version: 1, content: siblings.slice(section.start, section.end) };
}

/**
 * The document with the section's blocks replaced: the nodes on the way down to the section
 * are copied, everything else is shared with `doc`, which stays as it was.
 */
export function replaceSection(doc: AdfDoc, section: Section, blocks: readonly AdfNode[]): AdfDoc {
  const root = { ...doc, content: [...doc.content] };
  let holder: { content?: AdfNode[] } = root;
  for (const index of section.heading.parentPath) {
    const child = { ...holder.content![index] };
    child.content = [...(child.content ?? [])];
    holder.content![index] = child;
    holder = child;
  }
  holder.content!.splice(section.start, section.end - section.start, ...blocks);
  return root;
}
