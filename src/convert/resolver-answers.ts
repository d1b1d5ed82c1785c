import { InputError } from '../input/errors.js';
import { snapshotJson } from '../input/json-snapshot.js';
import type { ConvertOptions } from '../types.js';

/**
 * The caller's resolvers answer from outside the converter, so their answers are checked like
 * any input: an answer is read once into a JSON copy and must have the documented shape.
 * `undefined` or `null` means "not resolved". Anything else (a Promise in `convert`, an
 * object without an id, a number) is reported with `resolver-answer-invalid` and the
 * construct stays as written, so a bad answer can never make the document invalid. An
 * exception a resolver throws is the caller's own and propagates unchanged.
 */
type Name = 'resolveMention' | 'resolveImage' | 'resolveLink';

type Data = Record<string, unknown>;

const isObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): boolean => typeof value === 'string' && value !== '';
const optionalText = (value: unknown): boolean => value === undefined || typeof value === 'string';
const onlyKeys = (value: Data, keys: readonly string[]): boolean =>
  Object.keys(value).every((key) => keys.includes(key));

const SHAPES: Readonly<Record<Name, { expected: string; fits: (answer: unknown) => boolean }>> = {
  resolveMention: {
    expected: '{ id: string, text?: string, accessLevel?: string }',
    fits: (a) =>
      isObject(a) &&
      text(a.id) &&
      optionalText(a.text) &&
      optionalText(a.accessLevel) &&
      onlyKeys(a, ['id', 'text', 'accessLevel']),
  },
  resolveLink: {
    expected: '{ inlineCard: { url: string } } or { href: string, title?: string }',
    fits: (a) =>
      isObject(a) &&
      ((onlyKeys(a, ['inlineCard']) && isObject(a.inlineCard) && text(a.inlineCard.url)) ||
        (onlyKeys(a, ['href', 'title']) && text(a.href) && optionalText(a.title))),
  },
  resolveImage: {
    expected: 'an object of media attributes',
    fits: (a) => isObject(a) && Object.keys(a).length > 0,
  },
};

const NAMES = Object.keys(SHAPES) as Name[];

/**
 * The options with each resolver wrapped; the options themselves when they give none (most
 * calls). The wrapper is made in a function of its own: a closure in the loop gave every call a
 * scope per resolver name, resolvers or not.
 */
export function checkedResolvers(
  options: ConvertOptions,
  complain: (message: string) => void,
): ConvertOptions {
  let checked: ConvertOptions | undefined;
  for (let i = 0; i < NAMES.length; i++) {
    const name = NAMES[i];
    const resolve = options[name] as ((value: string) => unknown) | undefined;
    if (!resolve) continue;
    checked ??= { ...options };
    // biome-ignore lint/suspicious/noExplicitAny: each resolver keeps its own signature
    checked[name] = wrapped(name, resolve, complain) as any;
  }
  return checked ?? options;
}

function wrapped(
  name: Name,
  resolve: (value: string) => unknown,
  complain: (message: string) => void,
): (value: string) => unknown {
  const { expected, fits } = SHAPES[name];
  return (value) => {
    const answer = resolve(value);
    if (answer === undefined || answer === null) return undefined;
    let data: unknown;
    try {
      data = snapshotJson(answer, name, 'answer');
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      const hint = /Promise/.test(error.detail)
        ? '; a resolver that answers a Promise needs convertAsync'
        : '';
      complain(
        `${name} answered ${JSON.stringify(value)} with a value that is not JSON data (${error.detail})${hint}; left as written`,
      );
      return undefined;
    }
    if (fits(data)) return data;
    complain(
      `${name} answered ${JSON.stringify(value)} with a value that is not ${expected}; left as written`,
    );
    return undefined;
  };
}
