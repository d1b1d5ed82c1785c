import { describe, expect, it } from 'vitest';
import { createLimiter, mapSettled } from '../../src/atlassian/pool.js';

describe('createLimiter', () => {
  it('runs at most size tasks at once, in order, each result to its caller', async () => {
    const limit = createLimiter(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const results = await Promise.all(
      [0, 1, 2, 3, 4].map((n) =>
        limit(async () => {
          started.push(n);
          running++;
          most = Math.max(most, running);
          await new Promise((resolve) => setImmediate(resolve));
          running--;
          return n * 10;
        }),
      ),
    );
    expect(results).toEqual([0, 10, 20, 30, 40]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
    expect(limit.active).toBe(0);
  });

  it('a task that throws frees its slot and rejects only its caller', async () => {
    const limit = createLimiter(1);
    const failed = limit(() => {
      throw new Error('no');
    });
    await expect(failed).rejects.toThrow('no');
    await expect(limit(async () => 'yes')).resolves.toBe('yes');
  });

  it('refuses a size that is not a positive integer', () => {
    expect(() => createLimiter(0)).toThrow('a concurrency limit is a positive integer, not 0');
  });
});

describe('mapSettled', () => {
  it('settles every item in order', async () => {
    const settled = await mapSettled([1, 2, 3], 2, async (n) => {
      if (n === 2) throw new Error('two');
      return n;
    });
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});
