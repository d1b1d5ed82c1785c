import { MAX_NESTING } from '../markdown/tokenizer.js';
import type { AdfNode } from '../types.js';
import {
  type AsNode,
  type BlockHandler,
  type Container,
  isAsNode,
  isContainer,
  type Outcome,
  type RenderedChild,
} from './handler.js';
import { nodeComment } from './node-json.js';
import type { ReverseSettings } from './options.js';
import { type Rendered, stack } from './rendered.js';
import { wellFormed } from './shape.js';

/**
 * Blocks → Markdown over an explicit stack: a container's children are rendered first (each
 * pushed as a frame), then joined by the container's handler. Nothing recurses, so the depth
 * of the ADF never reaches the call stack.
 */
interface Frame {
  node: AdfNode;
  container: Container;
  next: number;
  parts: RenderedChild[];
  /** markdown-it nesting level of the container's children. */
  level: number;
}

/**
 * The forward tokenizer stops descending at MAX_NESTING; a block that would open deeper than
 * this (leaving room for a paragraph and its inline content) is written as a node instead.
 */
const LEVEL_LIMIT = MAX_NESTING - 4;

function writtenAsNode(node: AdfNode, why: string): RenderedChild {
  const type = typeof node?.type === 'string' ? node.type : 'value';
  return {
    lines: [nodeComment(node)],
    notes: [
      {
        severity: 'warning',
        code: 'node-as-json',
        message: `${type}: ${why}; written as adf:node`,
        line: 0,
        column: 0,
      },
    ],
    asNode: true,
  };
}

function finished(node: AdfNode, outcome: Rendered | AsNode): RenderedChild {
  return isAsNode(outcome) ? writtenAsNode(node, outcome.asNode) : { ...outcome, asNode: false };
}

/** Block node type → its writer, from every construct's reverse part (handed by src/compose/reverse.ts). */
export type Writers = ReadonlyMap<string, BlockHandler>;

function handle(
  writers: Writers,
  node: AdfNode,
  frame: Frame,
  index: number,
  settings: ReverseSettings,
): Outcome {
  if (!wellFormed(node)) return { asNode: 'not a well-formed node' };
  // A type no construct writes (layoutSection, decisionList, extension, ...) is written as `adf:node`.
  const handler = writers.get(node.type);
  if (!handler) return { asNode: 'no Markdown form' };
  return handler(node, { parent: frame.node, siblings: frame.container.children, index, settings });
}

/**
 * Blocks of the document, one blank line apart. `starts`, when given, receives the 0-based
 * line where each of the document's blocks begins (for diagnostics about a block).
 */
export function serializeBlocks(
  writers: Writers,
  doc: AdfNode,
  settings: ReverseSettings,
  starts: number[] = [],
): Rendered {
  const join = (parts: RenderedChild[]): Rendered => {
    let line = 0;
    for (const part of parts) {
      if (part.lines.length > 0 && line > 0) line++;
      starts.push(line);
      line += part.lines.length;
    }
    return stack(parts);
  };
  const root: Frame = {
    node: doc,
    container: { children: doc.content ?? [], levels: 0, join },
    next: 0,
    parts: [],
    level: 0,
  };
  const frames: Frame[] = [root];
  while (true) {
    const frame = frames[frames.length - 1];
    if (frame.next < frame.container.children.length) {
      const index = frame.next++;
      const child = frame.container.children[index];
      const outcome = handle(writers, child, frame, index, settings);
      if (!isContainer(outcome)) {
        frame.parts.push(finished(child, outcome));
      } else if (frame.level + outcome.levels > LEVEL_LIMIT) {
        frame.parts.push(writtenAsNode(child, 'nested deeper than the Markdown reader descends'));
      } else {
        frames.push({
          node: child,
          container: outcome,
          next: 0,
          parts: [],
          level: frame.level + outcome.levels,
        });
      }
      continue;
    }
    frames.pop();
    const joined = frame.container.join(frame.parts);
    const parent = frames[frames.length - 1];
    if (!parent) return isAsNode(joined) ? writtenAsNode(frame.node, joined.asNode) : joined;
    parent.parts.push(finished(frame.node, joined));
  }
}
