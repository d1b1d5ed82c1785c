import type { AdfMark, AdfNode } from '../types.js';

/**
 * Constructors for the objects a document's tree is made of, used where a literal would make
 * most of them. V8 tracks an allocation site for every object and array literal: when, in a
 * young-generation collection during a large document, 85% of a site's objects are still alive,
 * it makes all that site's objects in the old generation for the rest of the process
 * ("pretenuring"), and every later collection then copies and promotes whatever those nodes
 * point to (docs/performance.md, "Memory modes" and "Sites V8 tenured"). Objects made by `new`
 * have no allocation site. The prototype is Object's, so the objects are what the literal made:
 * the same keys in the same order, the same JSON.
 */
function plain<A extends unknown[], T>(init: (this: T, ...args: A) => void): new (...args: A) => T {
  init.prototype = Object.prototype;
  return init as unknown as new (
    ...args: A
  ) => T;
}

/**
 * `[...items]`, as a literal makes it (packed, exactly that long), but with no allocation site: a
 * rest parameter's array. `Array.of` has none either but costs a call into a generic builtin
 * (about 20 times a literal); `new Array(n)` has one.
 */
export function list<T>(...items: T[]): T[] {
  return items;
}

/** `{ type: 'text', text }` */
export const Text = plain(function (this: AdfNode, text: string) {
  this.type = 'text';
  this.text = text;
});

/** `{ type: 'text', text, marks }` */
export const MarkedText = plain(function (this: AdfNode, text: string, marks: AdfMark[]) {
  this.type = 'text';
  this.text = text;
  this.marks = marks;
});

/** `{ type, content: undefined }`: a block opened before its children are known (openBlock). */
export const Block = plain(function (this: AdfNode, type: string) {
  this.type = type;
  this.content = undefined;
});

/** `{ type, attrs, content: undefined }` */
export const BlockWithAttrs = plain(function (this: AdfNode, type: string, attrs: Record<string, unknown>) {
  this.type = type;
  this.attrs = attrs;
  this.content = undefined;
});

/** `{ type, attrs }` */
export const MarkWithAttrs = plain(function (this: AdfMark, type: string, attrs: Record<string, unknown>) {
  this.type = type;
  this.attrs = attrs;
});

/** A link's `{ href }` */
export const Href = plain(function (this: Record<string, unknown>, href: string) {
  this.href = href;
});

/** A link's `{ href, title }` */
export const HrefTitle = plain(function (this: Record<string, unknown>, href: string, title: string) {
  this.href = href;
  this.title = title;
});
