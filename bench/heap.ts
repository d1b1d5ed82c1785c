import { GCProfiler, getHeapSpaceStatistics, getHeapStatistics } from 'node:v8';

/**
 * What a pass did to the heap, counted in the process that ran it: bytes allocated, the
 * collections they caused and what those kept. Unlike time, the bytes a pass allocates do not
 * depend on the machine's load or on the process's memory mode (they move only with what the
 * JIT optimised away, well under 1% between warm passes), so before/after comparisons lean on
 * them.
 *
 * Allocated bytes are the heap's growth over the pass plus what every collection inside it freed
 * (`v8.GCProfiler` reads the heap's used size before and after each one): no allocation escapes
 * the sum, and it costs two heap-statistics reads per collection, not a sampling profiler.
 */

export interface HeapPass {
  /** Bytes allocated on V8's heap over the pass (every space). */
  allocatedBytes: number;
  /** Bytes the scavenges moved out of the young generation (into old space and large-object space). */
  promotedBytes: number;
  scavenges: number;
  /** Full collections (mark-compact), incremental or not. */
  markCompacts: number;
  /** Size of the young generation's semi-space at the end of the pass (capacity, bytes). */
  semiSpaceBytes: number;
  /** The largest semi-space seen at any collection of the pass. */
  semiSpaceMaxBytes: number;
  /** Old generation in use at the end of the pass (old, code, map and large-object spaces). */
  oldUsedBytes: number;
}

interface SpaceStat {
  spaceName: string;
  spaceSize: number;
  spaceUsedSize: number;
  spaceAvailableSize: number;
}

interface GcStat {
  gcType: string;
  beforeGC: { heapStatistics: { usedHeapSize: number }; heapSpaceStatistics: SpaceStat[] };
  afterGC: { heapStatistics: { usedHeapSize: number }; heapSpaceStatistics: SpaceStat[] };
}

const YOUNG = new Set(['new_space', 'new_large_object_space']);

const usedOutsideYoung = (spaces: readonly SpaceStat[]): number =>
  spaces.reduce((sum, space) => (YOUNG.has(space.spaceName) ? sum : sum + space.spaceUsedSize), 0);

/**
 * One semi-space's capacity: new space's size covers both halves (from and to) while it is
 * committed, so half of it is what a scavenge may fill.
 */
const semiSpace = (spaces: readonly SpaceStat[]): number =>
  (spaces.find((space) => space.spaceName === 'new_space')?.spaceSize ?? 0) / 2;

/** Starts counting; the function it returns stops and reads the pass. Call both outside the timing. */
export function watchHeap(): () => HeapPass {
  const profiler = new GCProfiler();
  profiler.start();
  const usedAtStart = getHeapStatistics().used_heap_size;
  return () => {
    const usedAtEnd = getHeapStatistics().used_heap_size;
    const spacesAtEnd = getHeapSpaceStatistics().map(
      (space): SpaceStat => ({
        spaceName: space.space_name,
        spaceSize: space.space_size,
        spaceUsedSize: space.space_used_size,
        spaceAvailableSize: space.space_available_size,
      }),
    );
    const stats = (profiler.stop() as unknown as { statistics: GcStat[] }).statistics;
    const pass: HeapPass = {
      allocatedBytes: usedAtEnd - usedAtStart,
      promotedBytes: 0,
      scavenges: 0,
      markCompacts: 0,
      semiSpaceBytes: semiSpace(spacesAtEnd),
      semiSpaceMaxBytes: semiSpace(spacesAtEnd),
      oldUsedBytes: usedOutsideYoung(spacesAtEnd),
    };
    for (const gc of stats) {
      pass.allocatedBytes += gc.beforeGC.heapStatistics.usedHeapSize - gc.afterGC.heapStatistics.usedHeapSize;
      pass.semiSpaceMaxBytes = Math.max(pass.semiSpaceMaxBytes, semiSpace(gc.beforeGC.heapSpaceStatistics));
      if (gc.gcType === 'Scavenge') {
        pass.scavenges++;
        pass.promotedBytes +=
          usedOutsideYoung(gc.afterGC.heapSpaceStatistics) -
          usedOutsideYoung(gc.beforeGC.heapSpaceStatistics);
      } else if (gc.gcType === 'MarkSweepCompact') pass.markCompacts++;
    }
    return pass;
  };
}
