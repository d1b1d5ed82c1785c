import { escapeHtml } from './escape.js';

/** An attribute value: `true` writes `name=""`, `false`/`undefined`/`null` omit the attribute. */
export type AttrValue = string | number | boolean | undefined | null;

/** An opening tag with the attributes in the order given, every value escaped. */
export function openTag(tag: string, attrs: Record<string, AttrValue> = {}, selfClosing = false): string {
  let html = `<${tag}`;
  for (const name in attrs) {
    const value = attrs[name];
    if (value === undefined || value === null || value === false) continue;
    html += value === true ? ` ${name}=""` : ` ${name}="${escapeHtml(String(value))}"`;
  }
  return `${html}${selfClosing ? ' />' : '>'}`;
}

/** A `style` value from declarations; undefined when every value is missing. */
export function styleOf(declarations: Record<string, string | undefined>): string | undefined {
  let style: string | undefined;
  for (const property in declarations) {
    const value = declarations[property];
    if (value !== undefined)
      style = style === undefined ? `${property}: ${value}` : `${style}; ${property}: ${value}`;
  }
  return style;
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
