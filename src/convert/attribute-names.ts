import type { RawAttribute } from '../directives/parse-comment.js';

/**
 * What the duplicate-attribute check keeps of the directives a node had, to the end of the
 * conversion: their attribute names only, one name alone for a directive of one attribute (most
 * of them), else a list.
 */
export type AttributeNames = string | readonly string[];

/** Whether one of the first `count` attributes has this name (a reserved name never matches one that is not). */
export function givenIn(attributes: readonly RawAttribute[], name: string, count: number): boolean {
  for (let i = 0; i < count; i++) if (attributes[i].name === name) return true;
  return false;
}

export function givenBefore(earlier: AttributeNames | undefined, name: string): boolean {
  return typeof earlier === 'string' ? earlier === name : earlier?.includes(name) === true;
}

/**
 * The names a node was given, these added: a first list is made to its size, and a node's list
 * (made here, never a directive's) grows in place.
 */
export function withNames(
  earlier: AttributeNames | undefined,
  attributes: readonly RawAttribute[],
): AttributeNames {
  if (earlier === undefined && attributes.length === 1) return attributes[0].name;
  if (typeof earlier === 'object') {
    for (let i = 0; i < attributes.length; i++) (earlier as string[]).push(attributes[i].name);
    return earlier;
  }
  const first = earlier === undefined ? 0 : 1;
  const names = new Array<string>(first + attributes.length);
  if (earlier !== undefined) names[0] = earlier;
  for (let i = 0; i < attributes.length; i++) names[first + i] = attributes[i].name;
  return names;
}
