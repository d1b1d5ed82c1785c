import { describe, expect, it } from 'vitest';
import { NodeTable } from '../../src/convert/node-table.js';

const nodes = (n: number): object[] => Array.from({ length: n }, () => ({}));

describe('NodeTable', () => {
  it('finds every entry across chunks, the last write winning, and nothing for a node never written', () => {
    const table = new NodeTable<number>();
    const all = nodes(1000);
    for (const [i, node] of all.entries()) table.set(node, i);
    table.set(all[3], -3);
    expect(all.map((node) => table.get(node))).toEqual(all.map((_, i) => (i === 3 ? -3 : i)));
    expect(table.get(all[999])).toBe(999);
    expect(table.get({})).toBeUndefined();
  });

  it('keeps its answers once reads have made it index its entries, and for entries written after', () => {
    const table = new NodeTable<string>();
    const all = nodes(300);
    for (const [i, node] of all.entries()) table.set(node, `v${i}`);
    // Misses read every entry: enough of them index the table.
    for (let i = 0; i < 40; i++) table.get({});
    const later = nodes(5);
    for (const [i, node] of later.entries()) table.set(node, `w${i}`);
    table.set(all[0], 'again');
    expect(table.get(all[0])).toBe('again');
    expect(table.get(all[299])).toBe('v299');
    expect(later.map((node) => table.get(node))).toEqual(['w0', 'w1', 'w2', 'w3', 'w4']);
  });
});
