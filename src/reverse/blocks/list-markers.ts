import type { AdfNode } from '../../types.js';

/**
 * Two lists of the same kind one after the other would read back as one list. CommonMark
 * starts a new list when the bullet character (or the ordered delimiter) changes, so
 * neighbouring lists alternate: `-`/`*` for bullet and task lists, `.`/`)` for ordered ones.
 */
const FAMILY: Readonly<Record<string, string>> = {
  bulletList: 'bullet',
  taskList: 'bullet',
  decisionList: 'bullet',
  orderedList: 'ordered',
};

/** 0 for the first list of a run of neighbouring lists of one family, 1 for the second, ... */
export function positionInRun(siblings: readonly AdfNode[], index: number): number {
  const family = FAMILY[siblings[index].type];
  let position = 0;
  for (let i = index - 1; i >= 0 && FAMILY[siblings[i]?.type] === family; i--) position++;
  return position;
}

export function bulletChar(siblings: readonly AdfNode[], index: number): string {
  return positionInRun(siblings, index) % 2 === 0 ? '-' : '*';
}

export function orderedDelimiter(siblings: readonly AdfNode[], index: number): string {
  return positionInRun(siblings, index) % 2 === 0 ? '.' : ')';
}
