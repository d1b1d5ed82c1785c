import type { DirectiveSpec } from '../../registry/spec.js';
import type { AdfNode } from '../../types.js';

/**
 * Typed reads of a node's fields. The ADF comes from users, so every field is checked at the
 * point of use instead of trusting the declared types.
 */

export function attrsOf(node: AdfNode): Record<string, unknown> {
  const attrs = node.attrs;
  return attrs !== null && typeof attrs === 'object' && !Array.isArray(attrs) ? attrs : {};
}

export function stringAttr(node: AdfNode, name: string): string | undefined {
  const value = attrsOf(node)[name];
  return typeof value === 'string' ? value : undefined;
}

/** A string, number or boolean attribute as text; anything else (an object, even one with a `toString` key) is ''. */
export function scalarAttr(node: AdfNode, name: string): string {
  const value = attrsOf(node)[name];
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : '';
}

export function numberAttr(node: AdfNode, name: string): number | undefined {
  const value = attrsOf(node)[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** The node's children that are objects; anything else in `content` is ignored. */
export function childrenOf(node: AdfNode): AdfNode[] {
  return Array.isArray(node.content)
    ? node.content.filter((child): child is AdfNode => child !== null && typeof child === 'object')
    : [];
}

/** A value the directive's type accepts (a heading's `textAlign`, a code block's `theme`). */
export const accepts = (spec: DirectiveSpec, name: string, value: string | undefined): value is string =>
  value !== undefined && spec.attributes[name].type.parse(value).ok;
