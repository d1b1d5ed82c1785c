import { DiagnosticSink, type Position } from '../diagnostics/sink.js';
import type { DiagnosticCode } from '../diagnostics/codes.js';
import type { AttributeNames } from './attribute-names.js';
import type { Token } from '../markdown/tokenizer.js';
import type { AdfDoc, AdfNode, ConvertOptions, Profile } from '../types.js';
import { contentModel, kidRule, type NodeRules } from '../schema/content-model.js';
import { checkChildren } from './fit-ahead.js';
import type { PendingDirective } from './directives.js';
import type { InlineState } from './inline/state.js';
import type { LastLocator } from './locate.js';
import { NodeTable } from './node-table.js';
import { list } from './plain.js';

/**
 * (Side tables are Maps or NodeTables, not WeakMaps: they live only as long as one conversion,
 * and weak tables cost the garbage collector far more per entry.)
 *
 * Everything one conversion shares: the output under construction (an explicit stack of open
 * containers, so depth costs heap, not call stack), the diagnostics, and where each node came
 * from in the source so that later repairs can still point at a line.
 */
export class ConvertContext {
  readonly doc: AdfDoc = { type: 'doc', version: 1, content: [] };
  readonly sink = new DiagnosticSink();
  /** Open containers, innermost last; `[0]` is the doc. */
  readonly stack: AdfNode[] = [this.doc as AdfNode];
  /** 0-based source line where a node starts. */
  readonly lineOf = new NodeTable<number>();
  /** The syntax that opened a node (`#`, ```` ``` ````, `-`), so positions can point at it. */
  readonly markupOf = new NodeTable<string>();
  /** 0-based column where known better than from the markup (a nested quote's own `>`); few documents have any. */
  private columns: NodeTable<number> | undefined;
  /** The YAML front matter, when the document starts with one. */
  metadata: Record<string, unknown> | undefined;
  /** Directives read but not yet claimed by the block that follows them. */
  pending: PendingDirective[] = [];
  /** The block token after the one being handled (an `adf:paragraph` line before a blank line is an empty paragraph). */
  nextToken: Token | undefined;
  /** Work that needs the finished tree (a cell directive before a table needs its first cell): `later`. */
  private tasks: Array<() => void> | undefined;
  /**
   * Containers checked to fit the profile as built whose parent does not (or the doc, when it
   * fits): the fit pass walks that parent but not them (fit-ahead.ts).
   */
  readonly fitting = new Set<AdfNode>();
  /**
   * The checks of closed containers whose parent is still open, up to `checksEnd`, and where each
   * open one's start (fit-ahead.ts). The array is never shortened: shrinking and regrowing it
   * was most of what the checks allocated.
   */
  readonly checks: Array<AdfNode | number> = [];
  checksEnd = 0;
  /** The container closed last, its children and their number then, and where its record is (fit-ahead.ts settleLast). */
  closedNode: AdfNode | undefined;
  closedContent: readonly AdfNode[] | undefined;
  closedLength = 0;
  closedMark = 0;
  /** Where each open container's children's checks start on `checks`, innermost last (fit-ahead.ts). */
  readonly checkMarks: number[] = [];
  private changed: Set<AdfNode> | undefined;
  /** What the build repaired as the fit pass would (build-repair.ts); made on first use. */
  repairs: import('./build-repair.js').BuildRepairs | undefined;
  /** The inline conversion's state, made once and reset for every inline token (inline/state.ts). */
  inlineState: InlineState | undefined;
  /** The locator made last, reused while the same text asks again (locate.ts). */
  lastLocator: LastLocator | undefined;
  /** Source line of the table row being built, and how far along it cells were found. */
  rowLine = 0;
  rowCursor = 0;
  /**
   * The GFM table cell opened last. GFM cells never nest, so while one is open it is this one;
   * a field, where a set of every cell (weak, as it was) cost a hash entry per cell and the
   * garbage collector an ephemeron each.
   */
  gfmCell: AdfNode | undefined;
  /** How many tasks `later` held once the open GFM table's layout was queued; -1: it changes later anyway. */
  tableTasks = -1;
  /** Shape attributes a directive gave a node (a table's `headerRow`), applied when it is built. */
  private shapeTable: Map<AdfNode, Map<string, unknown>> | undefined;
  /** The attribute names directives already gave a node (to report duplicates). */
  private origins: Map<AdfNode, AttributeNames> | undefined;
  /** Where each source line starts, once the cursor is done with (readTo); found without copying lines. */
  private lineStarts: number[] | undefined;
  /** Line `cursorLine` spans `cursorStart` to `cursorEnd` (-1: not found yet) (readTo). */
  private cursorLine = 0;
  private cursorStart = 0;
  private cursorEnd = -1;
  /** Characters read to find lines with the cursor; -1 where `\r` ends lines. */
  private cursorRead = 0;
  private rewound = false;
  private localIds = 0;

  /** Each node type's rules in the profile's content model (fit-ahead.ts). */
  readonly rules: ReadonlyMap<string, NodeRules>;
  /**
   * The rules of each open container, as `stack`, found from its parent's when it opened (the
   * check at its close needs no lookup by type: fit-ahead.ts).
   */
  readonly openRules: Array<NodeRules | undefined>;
  constructor(
    readonly source: string,
    readonly profile: Profile,
    readonly options: ConvertOptions = {},
  ) {
    this.rules = contentModel(profile).byType;
    this.openRules = [this.rules.get(this.doc.type)];
  }

  get current(): AdfNode {
    return this.stack[this.stack.length - 1];
  }

  // The tables below are made on first use: most documents have no directive, no table and no
  // column to record, and a conversion's fixed cost was mostly Maps and Sets it never used.

  /** In the order `later` queued it; a task may queue more. */
  get afterBuild(): readonly (() => void)[] {
    return this.tasks ?? NO_TASKS;
  }

  /** Subtrees that work running later may change (`later`): never fitting, and walked whole by the fit pass. */
  get changing(): ReadonlySet<AdfNode> {
    return this.changed ?? NO_NODES;
  }

  /** The layout of a table found nothing to change: its subtree no longer counts as changing (table/forward.ts). */
  settled(node: AdfNode): void {
    this.changed?.delete(node);
  }

  get shapes(): Map<AdfNode, Map<string, unknown>> {
    this.shapeTable ??= new Map();
    return this.shapeTable;
  }

  get attributeOrigin(): Map<AdfNode, AttributeNames> {
    this.origins ??= new Map();
    return this.origins;
  }

  setColumn(node: AdfNode, column: number): void {
    this.columns ??= new NodeTable();
    this.columns.set(node, column);
  }

  /**
   * Appends a node to the innermost open container and records where it came from: the token's
   * line, else `line`, else its parent's.
   */
  append(node: AdfNode, token?: Token, line?: number): AdfNode {
    const parent = this.current;
    const content = parent.content;
    // A first child gets an array of one: a push into an empty one made room for 17, kept in
    // the result by every container that has one child (most list items, every table cell).
    // Not a literal: a literal's allocation site, most of whose arrays outlive a young-generation
    // collection, made V8 allocate them all in the old generation (plain.ts).
    if (content && content.length > 0) content.push(node);
    else parent.content = list(node);
    this.lineOf.set(node, token?.map?.[0] ?? line ?? this.lineOf.get(parent) ?? 0);
    if (token?.markup) this.markupOf.set(node, token.markup);
    return node;
  }

  open(node: AdfNode, token?: Token, line?: number): AdfNode {
    const parent = this.openRules[this.openRules.length - 1];
    const kid = parent && kidRule(parent, node.type);
    this.append(node, token, line);
    this.stack.push(node);
    this.checkMarks.push(this.checksEnd);
    this.openRules.push(kid !== undefined ? kid.own : this.rules.get(node.type));
    return node;
  }

  /** Closes the innermost container; its children are final now, so they are checked (fit-ahead.ts). */
  close(): AdfNode {
    return checkChildren(this);
  }

  /**
   * Runs `task` once the tree is built. The task, and any work it adds, changes only `subject`'s
   * subtree, `subject`'s own type and marks, and its parent's content next to it (a table quote's
   * strays move out after it). Called while `subject` is open or being opened, before it is
   * checked (or by such a task, for a node inside its subject), so it never fits, nor does any
   * container around it (fit-ahead.ts).
   */
  later(subject: AdfNode, task: () => void): void {
    this.tasks ??= [];
    this.tasks.push(task);
    this.changed ??= new Set();
    this.changed.add(subject);
  }

  /** Deterministic ids (`task-1`, `tasklist-2`): the same input always gives the same document. */
  nextLocalId(prefix: string): string {
    this.localIds++;
    return `${prefix}-${this.localIds}`;
  }

  /** Line `index` (0-based) of the source without its line break; '' past the end. */
  line(index: number): string {
    if (!(index >= 0)) return '';
    const source = this.source;
    const starts = this.lineStarts ?? this.readTo(index);
    if (!starts) return this.cursorLine === index ? source.slice(this.cursorStart, this.cursorEnd) : '';
    if (index >= starts.length) return '';
    const start = starts[index];
    let end = index + 1 < starts.length ? starts[index + 1] : source.length;
    if (end > start && source.charCodeAt(end - 1) === 10) end--;
    if (end > start && source.charCodeAt(end - 1) === 13) end--;
    return source.slice(start, end);
  }

  /**
   * Moves the cursor to line `index` (or the last line), reading forward from it. Lines are
   * mostly asked for in source order (table rows, quotes, the build's diagnostics), and most
   * documents ask for few or none: an array of every line's start, made for a document's first
   * diagnostic, was most of what a position cost. The first line asked for before the cursor
   * (the fit pass's first diagnostic, after the build read on) starts the cursor again from the
   * top, as the fit pass asks in source order too; from the second, or where `\r` ends lines,
   * the line starts are found once and returned instead.
   */
  private readTo(index: number): number[] | undefined {
    const source = this.source;
    if (this.cursorRead === 0 && source.indexOf('\r') >= 0) this.cursorRead = -1;
    if (this.cursorRead >= 0 && index < this.cursorLine && !this.rewound) {
      this.rewound = true;
      this.cursorLine = 0;
      this.cursorStart = 0;
      this.cursorEnd = -1;
    }
    if (this.cursorRead < 0 || index < this.cursorLine) {
      this.lineStarts = lineStarts(source);
      return this.lineStarts;
    }
    if (index === this.cursorLine && this.cursorEnd >= 0) return undefined;
    const from = this.cursorStart;
    let line = this.cursorLine;
    let start = from;
    let end = this.cursorEnd >= 0 ? this.cursorEnd : lineEnd(source, start);
    while (line < index && end < source.length) {
      start = end + 1;
      line++;
      end = lineEnd(source, start);
    }
    this.cursorRead += end - from + 1;
    this.cursorLine = line;
    this.cursorStart = start;
    this.cursorEnd = end;
    return undefined;
  }

  /** Position of a node: its line, at the first non-blank character of that line. */
  positionOf(node: object | undefined, fallbackLine = 0): Position {
    const line = (node && this.lineOf.get(node)) ?? fallbackLine;
    const text = this.line(line);
    const known = node && this.columns?.get(node);
    if (known !== undefined) return { line: line + 1, column: known + 1 };
    const markup = node && this.markupOf.get(node);
    let column = markup ? text.indexOf(markup) : -1;
    if (column < 0) {
      // Past indentation and quote markers: the block's own first character.
      column = 0;
      while (column < text.length && (text[column] === ' ' || text[column] === '\t' || text[column] === '>'))
        column++;
    }
    return { line: line + 1, column: column + 1 };
  }

  report(code: DiagnosticCode, message: string, at: Position): void {
    this.sink.report(code, message, at);
  }
}

const NO_TASKS: readonly (() => void)[] = [];
const NO_NODES: ReadonlySet<AdfNode> = new Set();

/** Where the line starting at `start` ends: its `\n`, or the end of the source. */
function lineEnd(source: string, start: number): number {
  const end = source.indexOf('\n', start);
  return end < 0 ? source.length : end;
}

/** Offsets where the lines of `source` start; `\r\n`, `\r` and `\n` each end a line. */
function lineStarts(source: string): number[] {
  const starts = [0];
  if (source.indexOf('\r') < 0) {
    // The common case, \n alone: indexOf finds line breaks far faster than a loop over every character.
    for (let i = source.indexOf('\n'); i >= 0; i = source.indexOf('\n', i + 1)) starts.push(i + 1);
    return starts;
  }
  for (let i = 0; i < source.length; i++) {
    const c = source.charCodeAt(i);
    if (c === 10) starts.push(i + 1);
    else if (c === 13) {
      if (source.charCodeAt(i + 1) === 10) i++;
      starts.push(i + 1);
    }
  }
  return starts;
}
