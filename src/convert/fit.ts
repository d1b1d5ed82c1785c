import { INLINE_NODE_TYPES } from '../adf/node-kinds.js';
import { aNode, nodeName } from '../adf/node-names.js';
import { leafText } from '../adf/leaf-text.js';
import type { ContentModel, NodeRules } from '../schema/content-model.js';
import { countFits, marksFit } from '../schema/content-model.js';
import type { AdfNode } from '../types.js';
import type { ConvertContext } from './context.js';
import { type Frame, fitted, frameOf, keep, materialize, reuse } from './fit-frame.js';
import { fitMarks, markDropped } from './mark-fit.js';

export type { Frame } from './fit-frame.js';

export type Repair = (fit: Fitter, frame: Frame, child: AdfNode) => void;

/** The rules of a container type the model does not know: it may hold nothing. */
const NOTHING: NodeRules = {
  type: '',
  minItems: 0,
  meaningful: 0,
  children: new Map(),
  counts: undefined,
  kids: new Map(),
};

/**
 * Fits the natural tree to the profile's content model (derived from its JSON Schema): every
 * node where the schema forbids it is repaired, never deleted, with a warning at its line.
 *
 * Post-order over an explicit stack: a node's children are fitted first, then the node is placed
 * in its parent, where it may be kept, converted, unwrapped, or moved out (splitting the parent).
 */
export class Fitter {
  constructor(
    readonly ctx: ConvertContext,
    readonly model: ContentModel,
    /** What to do with a node the parent may not hold (each construct's `repairs`); else it moves out. */
    private readonly repairs: ReadonlyMap<string, Repair>,
  ) {}

  /** Ancestors of the node being placed, innermost last, for positions. */
  private frames: Frame[] = [];
  /**
   * Frames done with, by depth, for the next container at that depth: a frame lives only while its
   * container is fitted, and one made for every container was a third of what the pass allocated.
   */
  private readonly spare: Frame[] = [];
  /** Paragraphs made to hold stray inline nodes; consecutive ones share one. */
  private readonly wrappers = new Set<AdfNode>();
  private readonly moved = new Set<AdfNode>();

  run(root: AdfNode): void {
    const frames = this.frames;
    frames.push(frameOf(root));
    while (frames.length > 0) {
      const frame = frames[frames.length - 1];
      if (frame.next < frame.kids.length) {
        const child = frame.kids[frame.next++];
        // A run the build made fitting is placed as a whole, unwalked (checked-runs.ts).
        if (!child.content || this.ctx.checkedRuns.holds(child)) this.place(frame, child);
        else frames.push(this.frameAt(frames.length, child));
        continue;
      }
      frames.pop();
      const replacement = this.finish(frame);
      if (frames.length === 0) return;
      const parent = frames[frames.length - 1];
      if (!Array.isArray(replacement)) this.place(parent, replacement);
      else for (const node of replacement) this.place(parent, node);
    }
  }

  private frameAt(depth: number, node: AdfNode): Frame {
    let frame = this.spare[depth];
    if (frame === undefined) {
      frame = frameOf(node);
      this.spare[depth] = frame;
    } else {
      reuse(frame, node);
    }
    return frame;
  }

  place(frame: Frame, child: AdfNode): void {
    if (child.type === 'text' && !child.text) return;
    const rule = this.rulesOf(frame).kids.get(child.type);
    if (rule && (rule.range === undefined || countFits(rule.range, child))) {
      const marks = child.marks;
      const was =
        marks && marks.length > 0 && !marksFit(rule.sets, rule.bits, marks) && fitMarks(child, rule.sets);
      if (was) this.report(frame, child, 'mark-dropped', markDropped(was, child, frame.node.type));
      keep(frame, child, was !== undefined && was !== false, this.ctx.verbatim);
      return;
    }
    const repair = this.repairs.get(child.type);
    if (repair) repair(this, frame, child);
    else if (INLINE_NODE_TYPES.has(child.type)) this.placeInline(frame, child);
    else this.move(frame, child);
  }

  private rulesOf(frame: Frame): NodeRules {
    frame.rules ??= this.model.rules(frame.node.type) ?? NOTHING;
    return frame.rules;
  }

  /** Re-checks the marks of a converted node's children against their new parent. */
  refit(node: AdfNode): void {
    const frame = frameOf(node);
    for (const child of node.content ?? []) this.place(frame, child);
    node.content = fitted(frame);
  }

  report(
    frame: Frame,
    node: AdfNode | undefined,
    code: Parameters<ConvertContext['report']>[0],
    message: string,
  ): void {
    // The nearest node with a line: the node, the open frames' from the innermost, the frame's.
    // A loop, not a list made to search: lists of nodes built per report met new array shapes
    // (V8 threw the compiled report away and compiled it again, twice in a corpus run).
    const { lineOf } = this.ctx;
    const hasLine = (n: AdfNode | undefined) => n !== undefined && lineOf.get(n) !== undefined;
    let located = hasLine(node) ? node : undefined;
    for (let i = this.frames.length - 1; located === undefined && i >= 0; i--)
      if (hasLine(this.frames[i].node)) located = this.frames[i].node;
    if (located === undefined && hasLine(frame.node)) located = frame.node;
    this.ctx.report(code, message, this.ctx.positionOf(located));
  }

  /** Inline content where the parent takes only blocks gets a paragraph; elsewhere its text. */
  private placeInline(frame: Frame, child: AdfNode): void {
    const parent = frame.node.type;
    if (this.model.allows(parent, 'paragraph')) {
      const out = materialize(frame);
      const last = out.at(-1);
      if (last && 'type' in last && this.wrappers.has(last)) {
        last.content!.push(child);
      } else {
        const paragraph: AdfNode = { type: 'paragraph', content: [child] };
        this.wrappers.add(paragraph);
        out.push(paragraph);
      }
      return;
    }
    // A container that takes neither paragraphs nor text (a table row): the content moves out.
    if (!this.model.allows(parent, 'text')) {
      this.move(frame, child);
      return;
    }
    const text = leafText(child);
    this.report(
      frame,
      child,
      'inline-replaced',
      `${child.type === 'hardBreak' ? 'a line break' : aNode(child.type)} is not allowed inside ${aNode(parent)}; ${text.trim() ? `kept as the text "${text}"` : 'replaced by a space'}`,
    );
    materialize(frame);
    this.place(frame, { type: 'text', text: text || ' ', ...(child.marks ? { marks: child.marks } : {}) });
  }

  move(frame: Frame, child: AdfNode): void {
    if (frame.node.type === 'doc') {
      this.report(
        frame,
        child,
        'invalid-node',
        `${aNode(child.type)} is not allowed in this document; kept as JSON`,
      );
      materialize(frame).push({
        type: 'codeBlock',
        attrs: { language: 'json' },
        content: [{ type: 'text', text: JSON.stringify(child) }],
      });
      return;
    }
    // Reported once, where it starts; a block may need to climb several containers.
    if (!this.moved.has(child)) {
      this.moved.add(child);
      this.report(
        frame,
        child,
        'block-moved',
        `${aNode(child.type)} is not allowed inside ${aNode(frame.node.type)}; it is moved out after it`,
      );
    }
    frame.hasMoved = true;
    materialize(frame).push({ moved: child });
  }

  /** The node's fitted content, split around moved blocks or filled when empty; the node alone (no array) when kept. */
  private finish(frame: Frame): AdfNode | AdfNode[] {
    if (frame.hasMoved) return this.split(frame);
    frame.node.content = fitted(frame);
    return this.ensureContent(frame);
  }

  /**
   * The node split around its moved blocks. A method of its own: the closure below made V8
   * allocate a context at every call of `finish`, for every container fitted (2.5 MB a corpus pass).
   */
  private split(frame: Frame): AdfNode[] {
    const { node } = frame;
    const out = frame.out!;
    const result: AdfNode[] = [];
    let segment: AdfNode[] = [];
    let itemsBefore = 0;
    const flush = () => {
      if (segment.length === 0) return;
      const part: AdfNode = result.length === 0 ? node : { ...node };
      part.content = segment;
      if (part !== node && node.type === 'orderedList') {
        part.attrs = { ...node.attrs, order: Number(node.attrs?.order ?? 1) + itemsBefore };
      }
      this.ctx.lineOf.set(part, this.ctx.lineOf.get(node) ?? 0);
      itemsBefore += segment.length;
      result.push(part);
      segment = [];
    };
    for (const entry of out) {
      if ('moved' in entry) {
        flush();
        result.push(entry.moved);
      } else {
        segment.push(entry);
      }
    }
    flush();
    return result;
  }

  private ensureContent(frame: Frame): AdfNode | AdfNode[] {
    const { node } = frame;
    if (node.content!.length >= this.rulesOf(frame).meaningful || node.type === 'doc') return node;
    if (this.model.allows(node.type, 'paragraph')) {
      this.report(
        frame,
        node,
        'empty-block-filled',
        `an empty ${nodeName(node.type)} gets an empty paragraph`,
      );
      node.content = [{ type: 'paragraph', content: [] }];
      return node;
    }
    this.report(
      frame,
      node,
      'empty-block-omitted',
      `an empty ${nodeName(node.type)} has no representation; omitted`,
    );
    return [];
  }
}
