import { escapeHtml } from './escape.js';

/** An attribute value: `true` writes `name=""`, `false`/`undefined`/`null` omit the attribute. */
export type AttrValue = string | number | boolean | undefined | null;

/** An opening tag with the attributes in the order given, every value escaped. */
export function openTag(tag: string, attrs: Record<string, AttrValue> = {}, selfClosing = false): string {
  let html = `<${tag}`;
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    html += value === true ? ` ${name}=""` : ` ${name}="${escapeHtml(String(value))}"`;
  }
  return `${html}${selfClosing ? ' />' : '>'}`;
}

/** A `style` value from declarations; undefined when every value is missing. */
export function styleOf(declarations: Record<string, string | undefined>): string | undefined {
  const parts = Object.entries(declarations)
    .filter(([, value]) => value !== undefined)
    .map(([property, value]) => `${property}: ${value}`);
  return parts.length > 0 ? parts.join('; ') : undefined;
}

/** A `class` value from names; undefined when none is given. */
export function classOf(...names: Array<string | false | undefined>): string | undefined {
  const kept = names.filter((name): name is string => typeof name === 'string' && name !== '');
  return kept.length > 0 ? kept.join(' ') : undefined;
}

/** Joins two optional `style` values. */
export function joinStyles(a: string | undefined, b: string | undefined): string | undefined {
  return a && b ? `${a}; ${b}` : (a ?? b);
}
