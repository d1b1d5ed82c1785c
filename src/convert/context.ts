import { DiagnosticSink, type Position } from '../diagnostics/sink.js';
import type { DiagnosticCode } from '../diagnostics/codes.js';
import type { Token } from '../markdown/tokenizer.js';
import type { AdfDoc, AdfNode, Profile } from '../types.js';
import type { PendingDirective } from './directives.js';

/**
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
  readonly lineOf = new WeakMap<object, number>();
  /** The syntax that opened a node (`#`, ```` ``` ````, `-`), so positions can point at it. */
  readonly markupOf = new WeakMap<object, string>();
  /** 0-based column where known better than from the markup (a nested quote's own `>`). */
  readonly columnOf = new WeakMap<object, number>();
  /** Directives read but not yet claimed by the block that follows them. */
  pending: PendingDirective[] = [];
  /** Work that needs the finished tree (a cell directive before a table needs its first cell). */
  readonly afterBuild: Array<() => void> = [];
  /** Source line of the table row being built, and how far along it cells were found. */
  rowLine = 0;
  rowCursor = 0;
  /** Attribute names a directive already set on a node (to report duplicates). */
  readonly attributeOrigin = new WeakMap<AdfNode, Set<string>>();
  /** Nodes taken verbatim from `adf:node` comments; checked against the schema at the end. */
  readonly rawNodes: Array<{ node: AdfNode; at: Position; place: 'block' | 'inline' }> = [];
  /** Task markers found at the start of list items, settled when the list closes. */
  readonly taskState = new WeakMap<AdfNode, 'TODO' | 'DONE'>();
  private sourceLines: string[] | undefined;
  private localIds = 0;

  constructor(
    readonly source: string,
    readonly profile: Profile,
  ) {}

  get current(): AdfNode {
    return this.stack[this.stack.length - 1];
  }

  /** Appends a node to the innermost open container and records where it came from. */
  append(node: AdfNode, token?: Token): AdfNode {
    const parent = this.current;
    if (parent.content) parent.content.push(node);
    else parent.content = [node];
    const line = token?.map?.[0];
    this.lineOf.set(node, line ?? this.lineOf.get(parent) ?? 0);
    if (token?.markup) this.markupOf.set(node, token.markup);
    return node;
  }

  open(node: AdfNode, token?: Token): AdfNode {
    this.append(node, token);
    this.stack.push(node);
    return node;
  }

  close(): AdfNode {
    return this.stack.pop()!;
  }

  /** Deterministic ids (`task-1`, `tasklist-2`): the same input always gives the same document. */
  nextLocalId(prefix: string): string {
    this.localIds++;
    return `${prefix}-${this.localIds}`;
  }

  line(index: number): string {
    this.sourceLines ??= this.source.split(/\r\n|\r|\n/);
    return this.sourceLines[index] ?? '';
  }

  /** Position of a node: its line, at the first non-blank character of that line. */
  positionOf(node: object | undefined, fallbackLine = 0): Position {
    const line = (node && this.lineOf.get(node)) ?? fallbackLine;
    const text = this.line(line);
    const known = node && this.columnOf.get(node);
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
