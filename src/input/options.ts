import { PROFILES, type Profile } from '../types.js';
import { errorText, InputError } from './errors.js';
import { INPUT_LIMITS } from './json-snapshot.js';

/**
 * Reads of the arguments that are not documents: each option is read once, checked against
 * the type the function documents, and refused with an InputError otherwise. `undefined` and
 * `null` mean "not given"; options a function does not know are ignored (one options object
 * may serve several functions).
 */
export type OptionKind = 'profile' | 'boolean' | 'function' | 'string';

type Read<K extends OptionKind> = K extends 'profile'
  ? Profile
  : K extends 'boolean'
    ? boolean
    : K extends 'function'
      ? (...args: never[]) => unknown
      : string;

export type ReadOptions<S extends Record<string, OptionKind>> = { [K in keyof S]?: Read<S[K]> };

const EXPECTED: Readonly<Record<OptionKind, string>> = {
  profile: PROFILES.map((p) => JSON.stringify(p)).join(' or '),
  boolean: 'true or false',
  function: 'a function',
  string: 'a string',
};

function accepts(kind: OptionKind, value: unknown): boolean {
  switch (kind) {
    case 'profile':
      return typeof value === 'string' && (PROFILES as readonly string[]).includes(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'function':
      return typeof value === 'function';
    case 'string':
      return typeof value === 'string';
  }
}

function shown(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  return typeof value === 'object' ? (Array.isArray(value) ? 'an array' : 'an object') : `a ${typeof value}`;
}

export function readOptions<S extends Record<string, OptionKind>>(
  fn: string,
  options: unknown,
  spec: S,
): ReadOptions<S> {
  if (options === undefined || options === null) return {};
  if (typeof options !== 'object' || Array.isArray(options)) {
    throw new InputError(fn, 'options', '', 'wrong-type', `must be an object, got ${shown(options)}`);
  }
  const result: Record<string, unknown> = {};
  for (const [name, kind] of Object.entries(spec)) {
    let value: unknown;
    try {
      value = (options as Record<string, unknown>)[name];
    } catch (error) {
      throw new InputError(fn, 'options', `/${name}`, 'unreadable', `reading it threw (${errorText(error)})`);
    }
    if (value === undefined || value === null) continue;
    if (!accepts(kind, value)) {
      throw new InputError(
        fn,
        'options',
        `/${name}`,
        'invalid-option',
        `must be ${EXPECTED[kind]}, got ${shown(value)}`,
      );
    }
    result[name] = value;
  }
  return result as ReadOptions<S>;
}

/**
 * The Markdown argument: a string within INPUT_LIMITS.characters, without the byte order mark
 * Windows editors start UTF-8 files with (it is not content: kept, it hides front matter and
 * turns a first heading into a paragraph).
 */
export function readMarkdown(fn: string, markdown: unknown): string {
  if (typeof markdown !== 'string') {
    throw new InputError(fn, 'markdown', '', 'wrong-type', `must be a string, got ${shown(markdown)}`);
  }
  if (markdown.length > INPUT_LIMITS.characters) {
    throw new InputError(
      fn,
      'markdown',
      '',
      'too-large',
      `more than ${INPUT_LIMITS.characters} characters (INPUT_LIMITS.characters)`,
    );
  }
  return markdown.charCodeAt(0) === 0xfeff ? markdown.slice(1) : markdown;
}
