/**
 * Shrinks an input while `stillFails` holds: first whole lines, then characters, removing
 * chunks that halve in size (delta debugging, greedy). Bounded by a deadline so a slow
 * predicate cannot stall a fuzz run; the best input found so far is returned.
 */
export function minimize(
  input: string,
  stillFails: (candidate: string) => boolean,
  deadlineMs = 20_000,
): string {
  const stopAt = performance.now() + deadlineMs;
  let best = input;
  for (const unit of ['line', 'char'] as const) {
    let parts = unit === 'line' ? best.split(/(?<=\n)/) : [...best];
    let chunk = Math.max(1, parts.length >> 1);
    while (chunk >= 1 && performance.now() < stopAt) {
      let removedAny = false;
      for (let start = 0; start < parts.length && performance.now() < stopAt; ) {
        const candidateParts = [...parts.slice(0, start), ...parts.slice(start + chunk)];
        const candidate = candidateParts.join('');
        if (candidateParts.length < parts.length && stillFails(candidate)) {
          parts = candidateParts;
          best = candidate;
          removedAny = true;
        } else {
          start += chunk;
        }
      }
      if (!removedAny) chunk >>= 1;
    }
  }
  return best;
}
