import type { AdfNode } from '../types.js';

/**
 * Where the GFM table row being built stands in the source, so that each cell's text is found
 * on its line (blocks/inline.ts): set by the table construct, read by the inline conversion.
 */
export class GfmRow {
  /** Source line of the row, and how far along it cells were found. */
  line = 0;
  cursor = 0;
  /**
   * The GFM table cell opened last. GFM cells never nest, so while one is open it is this one;
   * a field, where a set of every cell (weak, as it was) cost a hash entry per cell and the
   * garbage collector an ephemeron each.
   */
  cell: AdfNode | undefined;
}
