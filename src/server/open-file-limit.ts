import { readFileSync } from 'node:fs';

/**
 * The process's soft limit of open files (Linux: `/proc/self/limits`), or undefined where it
 * cannot be read. Every connection holds a descriptor; the default connection cap stays below
 * this limit so that a full house of connections never starves the process of descriptors.
 */
export function readOpenFileLimit(): number | undefined {
  let text: string;
  try {
    text = readFileSync('/proc/self/limits', 'utf8');
  } catch {
    return undefined;
  }
  const line = text.split('\n').find((l) => l.startsWith('Max open files'));
  const soft = line?.slice('Max open files'.length).trim().split(/\s+/, 1)[0];
  if (soft === undefined || soft === 'unlimited') return undefined;
  const limit = Number(soft);
  return Number.isInteger(limit) && limit > 0 ? limit : undefined;
}
