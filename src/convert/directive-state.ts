import type { AdfNode } from '../types.js';
import type { AttributeNames } from './attribute-names.js';

/**
 * What the directive comments of one conversion leave for the blocks after them
 * (directives.ts): the directives read and not yet claimed, the shape attributes a directive
 * gave a node (applied when it is built), and the attribute names each node already got (to
 * report duplicates). The tables are made on first use: most documents have no directive.
 */
export class DirectiveState<Pending> {
  /**
   * Directives read but not yet claimed by the block that follows them (`PendingDirective` of
   * pending-directives.ts, a parameter here so that this module imports nothing of the converter).
   */
  pending: Pending[] = [];
  /** Shape attributes a directive gave a node (a table's `headerRow`), applied when it is built. */
  private shapeTable: Map<AdfNode, Map<string, unknown>> | undefined;
  /** The attribute names directives already gave a node (to report duplicates). */
  private origins: Map<AdfNode, AttributeNames> | undefined;

  get shapes(): Map<AdfNode, Map<string, unknown>> {
    this.shapeTable ??= new Map();
    return this.shapeTable;
  }

  get attributeOrigin(): Map<AdfNode, AttributeNames> {
    this.origins ??= new Map();
    return this.origins;
  }
}
