import type { AdfNode } from '../../types.js';

/**
 * The first `size` nodes of `out`, in a new array of exactly that length. Literals for the
 * common short runs (most paragraphs are one to four nodes): the same array as `slice` makes,
 * without a call into the runtime.
 */
export function exactCopy(out: readonly AdfNode[], size: number): AdfNode[] {
  switch (size) {
    case 0:
      return [];
    case 1:
      return [out[0]];
    case 2:
      return [out[0], out[1]];
    case 3:
      return [out[0], out[1], out[2]];
    case 4:
      return [out[0], out[1], out[2], out[3]];
    default:
      return out.slice(0, size);
  }
}
