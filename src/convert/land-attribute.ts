import type { Target } from '../registry/directives.js';
import type { AdfMark, AdfNode } from '../types.js';
import type { Conversion } from './conversion.js';
import type { Locator } from './locate.js';

/** Puts a parsed directive attribute where the registry says it lands: an attribute, a block mark, or nowhere. */
export function land(
  ctx: Conversion,
  node: AdfNode,
  name: string,
  value: unknown,
  target: Target,
  locate: Locator,
  offset: number,
): void {
  if (target.kind === 'attr') {
    setAttr(node, target.name, target.to ? target.to(value) : value);
    const also = target.also;
    // The registry's own plain objects: no entry list is made for every attribute landed.
    if (also) for (const name in also) setAttr(node, name, also[name]);
  } else if (target.kind === 'mark') {
    const mark = target.toMark(value);
    if (mark === 'unsupported') {
      ctx.report(
        'attribute-dropped',
        `\`${name}="${String(value)}"\` has no equivalent in official ADF; dropped`,
        locate(offset),
      );
    } else if (mark) {
      addBlockMark(node, mark);
    }
  } else {
    ctx.report('attribute-dropped', droppedMessage(name), locate(offset));
  }
}

export function setAttr(node: AdfNode, name: string, value: unknown): void {
  if (!node.attrs) {
    // Keep the usual key order (type, attrs, content) for readers of the JSON. An open block
    // keeps its key even while it holds `undefined` (openBlock): closing it fills it.
    const { content, marks } = node;
    const hasContent = content !== undefined || 'content' in node;
    delete node.content;
    delete node.marks;
    node.attrs = {};
    if (marks) node.marks = marks;
    if (hasContent) node.content = content;
  }
  // Safe as a plain assignment: names come from the registry, or from the input after the
  // RESERVED_NAMES check (`__proto__` never gets here), so no prototype can be reached.
  node.attrs[name] = value;
}

function addBlockMark(node: AdfNode, mark: AdfMark): void {
  if (!node.marks) {
    // Block marks before the content, as ADF writes them.
    const { content } = node;
    const hasContent = content !== undefined || 'content' in node;
    delete node.content;
    node.marks = [];
    if (hasContent) node.content = content;
  }
  const marks = node.marks;
  const same = marks.findIndex((m) => m.type === mark.type);
  if (same >= 0) marks[same] = mark;
  else marks.push(mark);
}

const dropped = new Map<string, string>();

/**
 * One message for every attribute of a name dropped: a document can give thousands of them.
 * Bounded: only a registry attribute can land nowhere.
 */
function droppedMessage(name: string): string {
  let message = dropped.get(name);
  if (message === undefined) {
    message = `\`${name}\` has no equivalent in official ADF; dropped`;
    dropped.set(name, message);
  }
  return message;
}
