import { DiagnosticSink, type Position } from '../diagnostics/sink.js';
import type { DiagnosticCode } from '../diagnostics/codes.js';
import type { Token } from '../markdown/types.js';
import type { AdfDoc, AdfNode, ConvertOptions, Profile } from '../types.js';
import type { Conversion } from './conversion.js';
import { DirectiveState } from './directive-state.js';
import type { PendingDirective } from './pending-directives.js';
import { GfmRow } from './gfm-row.js';
import type { InlineHandler } from './inline/handler.js';
import type { InlineState } from './inline/state.js';
import type { LastLocator } from './locate.js';
import { CheckedRuns } from './checked-runs.js';
import { NodeTable } from './node-table.js';
import { list } from './plain.js';
import { SourceLines } from './source-lines.js';

/**
 * (Side tables are Maps or NodeTables, not WeakMaps: they live only as long as one conversion,
 * and weak tables cost the garbage collector far more per entry.)
 *
 * Everything one conversion shares: the output under construction (an explicit stack of open
 * containers, so depth costs heap, not call stack), the diagnostics, and where each node came
 * from in the source so that later repairs can still point at a line. The inline state and the
 * readers it calls (directives, HTML among text) see it as a `Conversion` (conversion.ts), so
 * that the context may keep the inline state without their modules naming it back.
 */
export class ConvertContext implements Conversion {
  /** The source and its lines (source-lines.ts). */
  readonly lines: SourceLines;
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
  /** Inline runs made fitting, which the fit pass need not walk (checked-runs.ts). */
  readonly checkedRuns = new CheckedRuns();
  /** The YAML front matter, when the document starts with one. */
  metadata: Record<string, unknown> | undefined;
  /** Directives read and not yet claimed, and what they gave nodes (directive-state.ts). */
  readonly directives = new DirectiveState<PendingDirective>();
  /** The block token after the one being handled (an `adf:paragraph` line before a blank line is an empty paragraph). */
  nextToken: Token | undefined;
  /** Work that needs the finished tree (a cell directive before a table needs its first cell): `later`. */
  private tasks: Array<() => void> | undefined;
  /** The inline conversion's state, made once and reset for every inline token (inline/state.ts). */
  inlineState: InlineState | undefined;
  /** The locator made last, reused while the same text asks again (locate.ts). */
  lastLocator: LastLocator | undefined;
  /** The GFM table row being built (gfm-row.ts). */
  readonly row = new GfmRow();
  /**
   * Text nodes an `adf:node` comment gave verbatim: the fit pass never joins them with the text
   * beside them, as the build does not (the writer chose to write them apart). Made on first use.
   */
  verbatim: Set<AdfNode> | undefined;
  private localIds = 0;

  constructor(
    source: string,
    readonly profile: Profile,
    readonly options: ConvertOptions = {},
    /** Inline token type → handler, the constructs' and the converter's own (forward.ts). */
    readonly inlineHandlers: ReadonlyMap<string, InlineHandler> = new Map(),
  ) {
    this.lines = new SourceLines(source);
  }

  get current(): AdfNode {
    return this.stack[this.stack.length - 1];
  }

  // The tables here and in the parts are made on first use: most documents have no directive, no
  // table and no column to record, and a conversion's fixed cost was mostly Maps and Sets it never used.

  /** In the order `later` queued it; a task may queue more. */
  get afterBuild(): readonly (() => void)[] {
    return this.tasks ?? NO_TASKS;
  }

  setColumn(node: AdfNode, column: number): void {
    this.columns ??= new NodeTable();
    this.columns.set(node, column);
  }

  /** Records that `node` was written at `at` (an inline node a diagnostic may point at); returns it. */
  placeAt(node: AdfNode, at: Position): AdfNode {
    this.lineOf.set(node, at.line - 1);
    this.setColumn(node, at.column - 1);
    return node;
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
    this.append(node, token, line);
    this.stack.push(node);
    return node;
  }

  /** Closes the innermost container; one opened with `content: undefined` (openBlock) that got no child gets its array. */
  close(): AdfNode {
    const node = this.stack.pop()!;
    emptyContent(node);
    return node;
  }

  /** Runs `task` once the tree is built, before the fit pass (a task may queue more). */
  later(task: () => void): void {
    this.tasks ??= [];
    this.tasks.push(task);
  }

  /** Deterministic ids (`task-1`, `tasklist-2`): the same input always gives the same document. */
  nextLocalId(prefix: string): string {
    this.localIds++;
    return `${prefix}-${this.localIds}`;
  }

  /** Position of a node: its line, at the first non-blank character of that line. */
  positionOf(node: object | undefined, fallbackLine = 0): Position {
    const line = (node && this.lineOf.get(node)) ?? fallbackLine;
    const text = this.lines.line(line);
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

/**
 * The array of a block opened with `content: undefined` (openBlock) that no child came to; a
 * node whose content was deleted (a paragraph that became a card) gets none.
 */
export function emptyContent(node: AdfNode): void {
  if (node.content === undefined && 'content' in node) node.content = [];
}
