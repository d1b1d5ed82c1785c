import { errorText, InputError, type InputProblem } from './errors.js';

/**
 * Bounds on what a public function accepts, so that its work is bounded by counts, not by
 * time: a document is refused before any conversion starts when it exceeds one of them.
 * They sit far above real documents (Confluence stores pages of a few MB; these allow tens)
 * and below what the converters' output can hold: the longest string V8 builds is 2^29
 * characters, and escaping can multiply text by up to 8.
 */
export const INPUT_LIMITS = Object.freeze({
  /** Objects, arrays, keys, strings, numbers, booleans and nulls in one document; a shared object counts each time it is reached. */
  values: 4_000_000,
  /** Objects and arrays nested in one another (a node n levels down in `content` arrays is 2n deep). */
  depth: 250_000,
  /**
   * Levels of objects and arrays inside one attribute value of a node or a mark (an
   * extension's `parameters`, a mark's `attrs`): what is not a node's `content` or `marks`.
   * Every writer of such a value (HTML data attributes, directive values, `adf:node`) uses
   * JSON.stringify, which recurses and runs out of stack near 5,000 levels; `adf:node` JSON
   * (1,008 levels in all) and a directive's JSON value stay below this.
   */
  valueDepth: 1_024,
  /**
   * Characters in all strings and keys of a document, and in a Markdown text. Dense Markdown
   * (`word **b** ` repeated) takes about 35 bytes of heap per character while it is converted:
   * this keeps the worst case near 1 GB, under Node's default heap limit.
   */
  characters: 32 * 1024 * 1024,
});

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface Frame {
  source: object;
  target: Json[] | { [key: string]: Json };
  /** Object keys still to copy, or undefined for an array. */
  keys: string[] | undefined;
  length: number;
  next: number;
  /** The key or index being copied, for the error path. */
  at: string | number;
  /** The key this object or array stands under in its parent. */
  own: string | number;
  /** Levels below the node or mark it belongs to: its `attrs` is 1, an attribute's value 2. */
  level: number;
}

function pointerOf(frames: readonly Frame[]): string {
  return frames.map((frame) => `/${String(frame.at).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
}

/** The object's prototype is some realm's `Object.prototype`, or null: a plain object literal or JSON.parse result. */
function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  if (proto === null || proto === Object.prototype) return true;
  return Object.getPrototypeOf(proto) === null && Object.hasOwn(proto, 'hasOwnProperty');
}

function describe(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'bigint') return 'a BigInt';
  if (typeof value === 'symbol') return 'a Symbol';
  if (typeof value === 'function') return 'a function';
  try {
    const name = Object.getPrototypeOf(value)?.constructor?.name;
    return typeof name === 'string' && name !== ''
      ? `an instance of ${name}`
      : 'an object that is not plain data';
  } catch {
    return 'an object that is not plain data';
  }
}

/**
 * A copy of `value` made only of JSON data (plain objects, dense arrays, strings, finite
 * numbers, booleans, null), read once and without recursion, or an InputError saying where
 * and why it cannot be one. Every later step reads this copy, so getters, Proxies, frozen or
 * shared objects and later mutation cannot change what it sees. `undefined` properties are
 * left out (as JSON.stringify does); anything else JSON cannot hold is refused, not dropped.
 */
export function snapshotJson(value: unknown, fn: string, argument: string, valueDepth = Infinity): Json {
  const frames: Frame[] = [];
  const onPath = new Set<object>();
  let values = 0;
  let characters = 0;
  const fail = (problem: InputProblem, detail: string): never => {
    throw new InputError(fn, argument, pointerOf(frames), problem, detail);
  };
  const count = (n: number, chars = 0) => {
    values += n;
    characters += chars;
    if (values > INPUT_LIMITS.values)
      fail('too-large', `more than ${INPUT_LIMITS.values} values (INPUT_LIMITS.values)`);
    if (characters > INPUT_LIMITS.characters)
      fail('too-large', `more than ${INPUT_LIMITS.characters} characters (INPUT_LIMITS.characters)`);
  };

  /** The copy of a primitive, or a new frame for an object or array (pushed here). */
  const take = (item: unknown): Json | Frame => {
    switch (typeof item) {
      case 'string':
        count(1, item.length);
        return item;
      case 'boolean':
        count(1);
        return item;
      case 'number':
        if (!Number.isFinite(item)) fail('not-json', `${item} is not a JSON number`);
        count(1);
        return item;
      case 'object': {
        if (item === null) {
          count(1);
          return null;
        }
        if (onPath.has(item)) fail('cycle', 'the object contains itself (a cycle)');
        if (frames.length >= INPUT_LIMITS.depth)
          fail('too-deep', `nested deeper than ${INPUT_LIMITS.depth} levels (INPUT_LIMITS.depth)`);
        // An entry of a `content` or `marks` array is a node or a mark: its values count from it.
        const parent = frames[frames.length - 1];
        const own = parent ? parent.at : '';
        const level =
          parent === undefined || (!parent.keys && (parent.own === 'content' || parent.own === 'marks'))
            ? 0
            : parent.level + 1;
        if (level - 1 > valueDepth)
          fail(
            'too-deep',
            `an attribute value nested deeper than ${valueDepth} levels (INPUT_LIMITS.valueDepth)`,
          );
        let frame: Frame;
        try {
          if (Array.isArray(item)) {
            const length = item.length;
            // Checked before reading any element: `new Array(2 ** 32 - 1)` is refused at once.
            if (length > INPUT_LIMITS.values - values) count(length);
            count(1);
            frame = { source: item, target: [], keys: undefined, length, next: 0, at: '', own, level };
          } else {
            if (!isPlainObject(item)) fail('not-json', `${describe(item)} is not JSON data`);
            const keys = Object.keys(item);
            count(
              1 + keys.length,
              keys.reduce((sum, key) => sum + key.length, 0),
            );
            frame = { source: item, target: {}, keys, length: keys.length, next: 0, at: '', own, level };
          }
        } catch (error) {
          if (error instanceof InputError) throw error;
          return fail('unreadable', `reading it threw (${errorText(error)})`);
        }
        onPath.add(item);
        frames.push(frame);
        return frame;
      }
      default:
        return fail('not-json', `${describe(item)} is not JSON data`);
    }
  };

  const root = take(value);
  if (!isFrame(root)) return root;
  while (frames.length > 0) {
    const frame = frames[frames.length - 1];
    if (frame.next >= frame.length) {
      frames.pop();
      onPath.delete(frame.source);
      continue;
    }
    const index = frame.next++;
    const key = frame.keys ? frame.keys[index] : index;
    frame.at = key;
    let item: unknown;
    try {
      if (!frame.keys && !Object.hasOwn(frame.source, key))
        fail('not-json', 'a sparse array (a hole) is not JSON data');
      item = (frame.source as Record<string | number, unknown>)[key];
    } catch (error) {
      if (error instanceof InputError) throw error;
      fail('unreadable', `reading it threw (${errorText(error)})`);
    }
    if (item === undefined && frame.keys) continue;
    const parent = frame.target;
    const copy = take(item);
    const child = isFrame(copy) ? copy.target : copy;
    if (Array.isArray(parent)) parent.push(child);
    // A `__proto__` key (JSON.parse makes it an own property) stays data, never a prototype.
    else if (key === '__proto__')
      Object.defineProperty(parent, key, {
        value: child,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    else parent[key as string] = child;
  }
  return root.target;
}

/** `take` answers objects and arrays only as frames: any object it returns is one. */
const isFrame = (value: Json | Frame): value is Frame => value !== null && typeof value === 'object';
