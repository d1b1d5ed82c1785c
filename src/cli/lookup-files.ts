import { readFile } from 'node:fs/promises';
import { type LookupEntries, type MapKind, readLookupMap } from '../convert/lookup-maps.js';
import { describeSystemError, usageError } from './errors.js';

/** `--mentions FILE` / `--images FILE`: the JSON map, checked before any input is read. */
export async function readLookupFile(
  kind: MapKind,
  path: string | undefined,
): Promise<LookupEntries | undefined> {
  if (path === undefined) return undefined;
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw usageError(`--${kind} ${path}: ${describeSystemError(error)}`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw usageError(`--${kind} ${path}: not JSON (${(error as Error).message})`);
  }
  const entries = readLookupMap(kind, value);
  if (typeof entries === 'string') throw usageError(`--${kind} ${path}: ${entries}`);
  return entries;
}
