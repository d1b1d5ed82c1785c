import type { DiagnosticCode } from '../diagnostics/codes.js';
import type { Position } from '../diagnostics/sink.js';
import type { AdfNode, ConvertOptions, Profile } from '../types.js';
import type { DirectiveState } from './directive-state.js';
import type { LocatorHost } from './locate.js';
import type { NodeTable } from './node-table.js';
import type { PendingDirective } from './pending-directives.js';

/**
 * What the inline conversion and the readers it calls (directives, HTML among text, images) need
 * of a conversion, in a module that imports none of them: ConvertContext (context.ts) implements
 * it, and keeps the inline state and handlers, which name this and not the context. See
 * ConvertContext for what each member holds.
 */
export interface Conversion extends LocatorHost {
  readonly profile: Profile;
  readonly options: ConvertOptions;
  readonly stack: AdfNode[];
  readonly current: AdfNode;
  readonly lineOf: NodeTable<number>;
  readonly directives: DirectiveState<PendingDirective>;
  verbatim: Set<AdfNode> | undefined;
  setColumn(node: AdfNode, column: number): void;
  placeAt(node: AdfNode, at: Position): AdfNode;
  later(task: () => void): void;
  nextLocalId(prefix: string): string;
  positionOf(node: object | undefined, fallbackLine?: number): Position;
  report(code: DiagnosticCode, message: string, at: Position): void;
}
