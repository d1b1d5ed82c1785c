import { walk } from '../adf/walk.js';
import { isoDate } from '../constructs/date/day.js';
import type { AdfDoc, AdfMark, AdfNode } from '../types.js';
import { ToolError } from './errors.js';

/**
 * What an agent must not drop without saying so: the nodes and marks a page or issue holds that
 * Markdown carries only as directives (macros, media, layouts, panels, inline comments,
 * mentions, status, dates, cards…). A write is refused when the new body holds fewer of any of
 * them than the stored one, naming each, unless the call allows removal.
 */
const GUARDED_NODES: Readonly<Record<string, string>> = {
  extension: 'macro',
  bodiedExtension: 'macro',
  inlineExtension: 'macro',
  multiBodiedExtension: 'macro',
  media: 'media',
  mediaInline: 'media',
  layoutSection: 'layout',
  panel: 'panel',
  expand: 'expand',
  nestedExpand: 'expand',
  mention: 'mention',
  status: 'status',
  date: 'date',
  inlineCard: 'smart link',
  blockCard: 'smart link',
  embedCard: 'smart link',
  decisionList: 'decision list',
  taskList: 'task list',
  placeholder: 'placeholder',
};

const GUARDED_MARKS: Readonly<Record<string, string>> = {
  annotation: 'inline comment',
  fragment: 'macro data source',
  dataConsumer: 'macro data link',
};

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** How a node is told apart from others of its kind, and how it is named to the agent. */
function nodeIdentity(node: AdfNode): { key: string; label: string } {
  const attrs = node.attrs ?? {};
  const kind = GUARDED_NODES[node.type];
  switch (kind) {
    case 'macro': {
      const key = text(attrs.extensionKey) ?? '?';
      const id = text(attrs.localId) ?? JSON.stringify(attrs.parameters ?? null);
      return { key: `${node.type}:${key}:${id}`, label: `macro "${key}"` };
    }
    case 'media': {
      const id = text(attrs.id) ?? text(attrs.url) ?? '?';
      const name = text(attrs.alt) ?? id;
      return { key: `media:${id}`, label: `media "${name}"` };
    }
    case 'mention':
      return { key: `mention:${text(attrs.id)}`, label: `mention ${text(attrs.text) ?? text(attrs.id)}` };
    case 'status':
      return {
        key: `status:${text(attrs.text)}:${text(attrs.color)}`,
        label: `status "${text(attrs.text) ?? ''}"`,
      };
    case 'date': {
      const day = isoDate(attrs.timestamp) ?? String(attrs.timestamp);
      return { key: `date:${day}`, label: `date ${day}` };
    }
    case 'smart link': {
      const url = text(attrs.url) ?? JSON.stringify(attrs.data ?? attrs.datasource ?? null);
      return { key: `card:${url}`, label: `smart link ${url}` };
    }
    case 'layout':
      return { key: 'layoutSection', label: `layout (${node.content?.length ?? 0} columns)` };
    case 'panel':
      return { key: `panel:${text(attrs.panelType)}`, label: `${text(attrs.panelType) ?? ''} panel`.trim() };
    case 'expand':
      return { key: `expand:${text(attrs.title) ?? ''}`, label: `expand "${text(attrs.title) ?? ''}"` };
    default:
      return { key: node.type, label: kind ?? node.type };
  }
}

function markIdentity(mark: AdfMark): { key: string; label: string } {
  const id = text(mark.attrs?.id) ?? text(mark.attrs?.localId) ?? '?';
  return { key: `${mark.type}:${id}`, label: `${GUARDED_MARKS[mark.type]} ${id}` };
}

interface Count {
  label: string;
  /** What kind of thing it is (`macro`, `media`…), for a summary of many. */
  kind: string;
  count: number;
}

/** What the document holds of each guarded kind. A mark spread over several text runs counts once. */
export function census(doc: AdfDoc): Map<string, Count> {
  const counts = new Map<string, Count>();
  const add = ({ key, label }: { key: string; label: string }, kind: string) => {
    const entry = counts.get(key);
    if (entry) entry.count++;
    else counts.set(key, { label, kind, count: 1 });
  };
  const marksSeen = new Set<string>();
  walk(doc as unknown as AdfNode, ({ node }) => {
    if (GUARDED_NODES[node.type]) add(nodeIdentity(node), GUARDED_NODES[node.type]);
    for (const mark of Array.isArray(node.marks) ? node.marks : []) {
      if (!GUARDED_MARKS[mark?.type]) continue;
      const identity = markIdentity(mark);
      if (marksSeen.has(identity.key)) continue;
      marksSeen.add(identity.key);
      add(identity, GUARDED_MARKS[mark.type]);
    }
    return undefined;
  });
  return counts;
}

export interface Removed {
  /** `2 × media "a.png"`. */
  text: string;
  kind: string;
  missing: number;
}

/** What `before` holds that `after` holds fewer of. */
export function removedBetween(before: AdfDoc, after: AdfDoc): Removed[] {
  const kept = census(after);
  const removed: Removed[] = [];
  for (const [key, { label, kind, count }] of census(before)) {
    const missing = count - (kept.get(key)?.count ?? 0);
    if (missing > 0) removed.push({ text: missing > 1 ? `${missing} × ${label}` : label, kind, missing });
  }
  return removed;
}

/** The first items by name, the rest counted by kind: `and 4 more (1 macro, 3 × layout)`. */
function listed(removed: readonly Removed[], limit = 12): string {
  const named = removed.slice(0, limit).map((item) => item.text);
  const rest = removed.slice(limit);
  if (rest.length === 0) return named.join(', ');
  const kinds = new Map<string, number>();
  for (const item of rest) kinds.set(item.kind, (kinds.get(item.kind) ?? 0) + item.missing);
  const summary = [...kinds].map(([kind, n]) => (n > 1 ? `${n} × ${kind}` : kind)).join(', ');
  return `${named.join(', ')} and ${rest.length} more (${summary})`;
}

/** Refuses a write that drops guarded content, unless `allowRemoval`. */
export function guardRemoval(
  before: AdfDoc,
  after: AdfDoc,
  what: string,
  allowRemoval: boolean | undefined,
): void {
  if (allowRemoval) return;
  const removed = removedBetween(before, after);
  if (removed.length === 0) return;
  throw new ToolError(
    `refused: this would remove from ${what}: ${listed(removed)}. The Markdown you read carries them as <!-- adf:... --> comments, [@name](mention:…) links, ![…](media:…) images or <span data-annotation-id> spans: keep those as they were, or pass allow_removal: true to remove them. Nothing was written.`,
  );
}
