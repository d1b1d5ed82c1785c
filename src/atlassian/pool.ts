/**
 * A small concurrency limit for the calls to one site: Jira and Confluence both push several
 * files at once, and a site answers a burst with 429s. `limit(fn)` runs `fn` when one of the
 * `size` slots is free; results and errors come back to each caller unchanged.
 */
export interface Limiter {
  <T>(task: () => Promise<T>): Promise<T>;
  readonly size: number;
  /** Tasks running now (for a progress line). */
  readonly active: number;
  /** Tasks waiting for a slot. */
  readonly pending: number;
}

export function createLimiter(size: number): Limiter {
  if (!Number.isInteger(size) || size < 1)
    throw new RangeError(`a concurrency limit is a positive integer, not ${size}`);
  const waiting: Array<() => void> = [];
  let active = 0;
  const release = () => {
    active--;
    const next = waiting.shift();
    if (next) next();
  };
  const limit = (<T>(task: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const start = () => {
        active++;
        let running: Promise<T>;
        try {
          running = task();
        } catch (error) {
          running = Promise.reject(error);
        }
        running.then(resolve, reject).finally(release);
      };
      if (active < size) start();
      else waiting.push(start);
    })) as Limiter;
  Object.defineProperties(limit, {
    size: { value: size },
    active: { get: () => active },
    pending: { get: () => waiting.length },
  });
  return limit;
}

/** Each item through `task` with at most `size` at a time; results in the items' order, every one settled. */
export async function mapSettled<I, O>(
  items: readonly I[],
  size: number,
  task: (item: I, index: number) => Promise<O>,
): Promise<PromiseSettledResult<O>[]> {
  const limit = createLimiter(size);
  return Promise.allSettled(items.map((item, index) => limit(() => task(item, index))));
}
