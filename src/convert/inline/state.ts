import { markSlot, sameMarks } from '../../adf/marks.js';
import { type ChildRule, contentModel, leafFits } from '../../schema/content-model.js';
import type { Token } from '../../markdown/types.js';
import type { Position } from '../../diagnostics/sink.js';
import type { AdfMark, AdfNode } from '../../types.js';
import type { Conversion } from '../conversion.js';
import type { PendingInline } from '../pending-directives.js';
import { type Locator, locator } from '../locate.js';
import { OpenTags } from './open-tags.js';
import { list, MarkedText, Text } from '../plain.js';
import { hasType, withMark, withoutSlot } from './mark-lists.js';
import { TokenStarts } from './token-starts.js';

const NO_MARKS: readonly AdfMark[] = [];
const NO_CHILDREN: readonly Token[] = [];
// Setting an array's length is a call into the runtime even when it changes nothing.
const empty = (stack: AdfMark[]): void => {
  if (stack.length > 0) stack.length = 0;
};

/**
 * The state of a run over an inline token's children. markdown-it gives inline content as a
 * flat list of open/close tokens, so the open marks are a stack and nothing recurses. One state
 * serves every inline token of a conversion (`reset`): a state per paragraph, with its tables,
 * was the largest allocation of the block handlers.
 */
export class InlineState {
  /**
   * The nodes of the current run: the first `size` entries of an array kept from run to run.
   * The block gets a copy of exactly that length (`take`): a new array each run would be grown by
   * pushing, and V8 gives a pushed-to empty array room for 17 entries, most of it never used.
   */
  readonly out: AdfNode[] = [];
  size = 0;
  /**
   * Marks currently open, per slot (its type; an inline comment's id), in the order they were
   * opened. `__a_ b_` opens em twice: a slot counts once, the outermost, so only the first and
   * the last of a slot change the marks; comments on the same text keep the order they opened
   * in. Push and pop cost the same at any nesting depth. Made on the first mark: most text has
   * no marks.
   */
  private open: Map<string, AdfMark[]> | undefined;
  /** Whether a mark was pushed since the last reset: only then may a slot's stack hold marks. */
  private opened = false;
  /** The open marks in canonical order; replaced (never mutated) when they change, so equal references mean equal marks. */
  marks: readonly AdfMark[] = NO_MARKS;
  private lastText: AdfNode | undefined;
  private lastMarks: readonly AdfMark[] | undefined;
  /** Whether each open link was really opened (fuzzy autolinks GFM does not link stay text). */
  readonly linkOpened: boolean[] = [];
  /** The inline token's children and the index of the one being converted. */
  children: readonly Token[] = NO_CHILDREN;
  index = 0;
  /** Offset in `source` up to which children have been located. */
  cursor = 0;
  /** At the start of a table cell, before any text: where a cell directive may stand. */
  atCellStart = false;
  /** After a cell directive, the blank that separated it from the text is not content. */
  trimNextText = false;
  /** HTML tags (`<u>`, `<sub>`...) whose marks are open. */
  readonly openTags = new OpenTags();
  /** An inline directive (`adf:status`) waiting for the word it applies to. */
  awaiting: PendingInline | undefined;

  /** The inline token's text, the source line it starts on, and where on it the search for it starts. */
  source = '';
  private line = 0;
  private searchFrom = 0;
  /** Made on the first position asked for: most runs never ask for one. */
  private locator: Locator | undefined;
  /** Where the children start in `source`, found on the first position asked for (token-starts.ts). */
  private starts: TokenStarts | undefined;
  private startsOf: readonly Token[] | undefined;
  cell: AdfNode | undefined;
  /** The marks of code with no other mark: one array and one mark per conversion, which text nodes may share. */
  private onlyCode: AdfMark[] | undefined;
  private codeBase: readonly AdfMark[] | undefined;
  private codeWith: AdfMark[] | undefined;
  /** While a run is converting: a nested run would need a state of its own. */
  busy = false;
  /** What the block of the run may hold, for `fits`; undefined for a block the model does not know. */
  private kids: ReadonlyMap<string, ChildRule> | undefined;
  /** The block type `kids` are of: runs of one block type (paragraph after paragraph) look them up once. */
  private kidsOf: string | undefined;
  /** `kids`' rule for text, the node most runs are made of, found without a lookup per text. */
  private textRule: ChildRule | undefined;
  /**
   * Whether every node of the run so far fits its block as made (`leafFits`): then the fit pass
   * need not walk the run (checked-runs.ts). Texts share marks arrays, so `fitMarks`, the array
   * found to fit last, spares the check of each text after the first with the same marks.
   */
  fits = true;
  private fitMarks: readonly AdfMark[] = NO_MARKS;

  constructor(readonly ctx: Conversion) {}

  /** Starts a run over a new inline token, the content of a block of type `block`, as a fresh state would. */
  reset(source: string, line: number, searchFrom: number, cell: AdfNode | undefined, block: string): void {
    this.size = 0;
    if (block !== this.kidsOf) {
      this.kidsOf = block;
      this.kids = contentModel(this.ctx.profile).rules(block)?.kids;
      this.textRule = this.kids?.get('text');
    }
    this.fits = this.kids !== undefined;
    this.fitMarks = NO_MARKS;
    if (this.opened) {
      this.open?.forEach(empty);
      this.opened = false;
    }
    this.marks = NO_MARKS;
    this.lastText = undefined;
    this.lastMarks = undefined;
    if (this.linkOpened.length > 0) this.linkOpened.length = 0;
    this.children = NO_CHILDREN;
    this.index = 0;
    this.cursor = 0;
    this.atCellStart = cell !== undefined;
    this.trimNextText = false;
    this.openTags.reset();
    this.awaiting = undefined;
    this.source = source;
    this.line = line;
    this.searchFrom = searchFrom;
    this.locator = undefined;
    this.startsOf = undefined;
    this.cell = cell;
  }

  /**
   * The run's nodes, for the block's content, in an array of exactly that length. Not literals
   * for the short runs, as before: V8 may make all of a literal's arrays in the old generation
   * (plain.ts); `slice` costs about 10 ns more a paragraph.
   */
  take(): AdfNode[] {
    return this.out.slice(0, this.size);
  }

  /**
   * Lets go of the run's tokens: the build lets each handled token go. `out` keeps its nodes
   * (they are the block's content by now); the next run writes over them.
   */
  release(): void {
    this.size = 0;
    this.lastText = undefined;
    this.children = NO_CHILDREN;
    this.awaiting = undefined;
    this.source = '';
    this.locator = undefined;
    this.startsOf = undefined;
    this.cell = undefined;
    this.busy = false;
  }

  /** The source position of an offset in the inline token's text. */
  locate(offset: number): Position {
    this.locator ??= locator(this.ctx, this.line, this.source, this.searchFrom);
    return this.locator(offset);
  }

  /** Where the child being converted starts in the inline token's text. */
  childStart(): number {
    this.starts ??= new TokenStarts();
    if (this.startsOf !== this.children) {
      this.starts.reset(this.children, this.source);
      this.startsOf = this.children;
    }
    return this.starts.startOf(this.index);
  }

  pushMark(mark: AdfMark): void {
    this.open ??= new Map();
    this.opened = true;
    const slot = markSlot(mark);
    const stack = this.open.get(slot);
    if (stack) {
      stack.push(mark);
      if (stack.length > 1) return;
    } else {
      this.open.set(slot, [mark]);
    }
    this.marks = this.marks.length === 0 ? list(mark) : withMark(this.marks, mark);
  }

  /** A slot's entry stays in `open` when its last mark closes: deleting would shrink the table, and the slot is likely to open again. */
  popMark(slot: string): void {
    const stack = this.open?.get(slot);
    if (!stack || stack.length === 0) return;
    stack.pop();
    if (stack.length > 0) return;
    this.marks = this.marks.length === 1 ? NO_MARKS : withoutSlot(this.marks, slot);
  }

  /** Adds text with the open marks, joining it to the previous text when the marks are the same. */
  text(value: string): void {
    if (this.trimNextText) {
      value = value.replace(/^[ \t]+/, '');
      if (value === '') return;
      this.trimNextText = false;
    }
    if (value === '') return;
    this.atCellStart = false;
    if (this.lastText && (this.lastMarks === this.marks || sameMarks(this.lastMarks, this.marks))) {
      this.lastText.text += value;
      return;
    }
    // One constructor per shape: a `marks` added afterwards would not fit in the object and cost
    // a second allocation (its property store) for every marked text. Not literals (plain.ts).
    const node: AdfNode =
      this.marks.length > 0 ? new MarkedText(value, this.marks as AdfMark[]) : new Text(value);
    if (this.marks.length > 1 && hasType(this.marks, 'code')) this.placeCode(node);
    if (this.fits) this.check(node);
    this.out[this.size++] = node;
    this.lastText = node;
    this.lastMarks = node.marks ?? NO_MARKS;
  }

  /** Inline code: text with the code mark, never joined with its neighbours' marks. */
  code(value: string): void {
    if (value === '') return;
    this.atCellStart = false;
    this.trimNextText = false;
    const marks = this.marks.length === 0 ? this.codeMarks() : this.withCode();
    if (this.lastText && this.lastMarks && (this.lastMarks === marks || sameMarks(this.lastMarks, marks))) {
      this.lastText.text += value;
      return;
    }
    const node: AdfNode = new MarkedText(value, marks);
    if (marks.length > 1) this.placeCode(node);
    if (this.fits) this.check(node);
    this.out[this.size++] = node;
    this.lastText = node;
    this.lastMarks = node.marks ?? NO_MARKS;
  }

  /**
   * Code with another mark, which ADF may not combine with it: the fit pass drops that mark
   * (mark-fit.ts) and reports the drop here, where the code was written, not at its block. Code
   * whose marks fit its block (code in a link, most of them) is never reported, and finding its
   * place was the largest cost of positions in documents without a diagnostic. Text takes the
   * same marks in every block it may move to (a task item's), so fitting here is fitting there.
   */
  private placeCode(node: AdfNode): void {
    if (this.kids !== undefined && this.fitsHere(node)) return;
    this.ctx.placeAt(node, this.locate(this.childStart()));
  }

  /**
   * The marks of code with no other mark. One array, and one mark, per conversion: the text
   * nodes of one result may share them (docs/decisions.md, "Objects a result may share").
   */
  codeMarks(): AdfMark[] {
    this.onlyCode ??= [{ type: 'code' }];
    return this.onlyCode;
  }

  /** The open marks with the code mark added; the same array while the open marks stay the same. */
  private withCode(): AdfMark[] {
    if (this.marks !== this.codeBase) {
      this.codeBase = this.marks;
      this.codeWith = hasType(this.marks, 'code')
        ? this.marks.slice()
        : withMark(this.marks, this.codeMarks()[0]);
    }
    return this.codeWith!;
  }

  /**
   * A `<br>` (the tag from `at` to `end` in the source), with no white space written at either
   * side: none shows around a line break (a browser collapses it, as markdown-it drops the spaces
   * around `a  ⏎ b`). Code keeps its spaces (a code span ends in a backtick, not a space), and so
   * does `&#32;`: a space meant (the writer's).
   */
  breakLine(at: number, end: number): void {
    const last = this.lastText;
    if (last && this.source.charCodeAt(at - 1) === 32) {
      last.text = last.text!.replace(/[ \t]+$/, '');
      // A text of spaces alone goes.
      last.text || this.size--;
    }
    this.node({ type: 'hardBreak' });
    this.trimNextText = this.source.charCodeAt(end) < 33;
  }

  node(node: AdfNode): void {
    this.atCellStart = false;
    this.trimNextText = false;
    if (this.fits) this.check(node);
    this.out[this.size++] = node;
    this.lastText = undefined;
  }

  /** Replaces an output node (a hook's answer for what a handler wrote); text never joins onto it. */
  replace(index: number, node: AdfNode): void {
    if (this.out[index] === this.lastText) this.lastText = undefined;
    if (this.fits) this.check(node);
    this.out[index] = node;
  }

  /** `fits` stays true only while `node` fits the block as it is; a text joined onto later keeps its marks. */
  private check(node: AdfNode): void {
    const marks = node.marks;
    if (node.type === 'text' && marks !== undefined && marks === this.fitMarks) return;
    if (!this.fitsHere(node)) this.fits = false;
    else if (node.type === 'text' && marks !== undefined) this.fitMarks = marks;
  }

  /** `leafFits` in this run's block (`kids` known). */
  private fitsHere(node: AdfNode): boolean {
    return leafFits(node.type === 'text' ? this.textRule : this.kids!.get(node.type), node);
  }

  next(): Token | undefined {
    return this.children[this.index + 1];
  }

  /**
   * Where `text`, part of the child being converted, starts in the source, for diagnostics:
   * looked for from the child's own start (and past what an earlier call for it found), or
   * `before` characters earlier when the text begins in the child before (`@[` of a mention).
   */
  find(text: string, before = 0): number {
    const from = Math.max(this.cursor, this.childStart() - before);
    const at = this.source.indexOf(text, from);
    if (at < 0) return from;
    this.cursor = at + text.length;
    return at;
  }
}
