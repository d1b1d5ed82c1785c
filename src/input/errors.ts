/**
 * Why an argument was refused (stable, for programs to branch on):
 * - `wrong-type`: the argument is not of the type the function takes (Markdown that is not a
 *   string, a document that is not an object, options that are not an object);
 * - `invalid-option`: an option has a value the function does not accept (`profile: 'bogus'`,
 *   `strict: 'yes'`, a resolver that is not a function);
 * - `not-json`: the document holds a value JSON cannot hold (a function, symbol, BigInt,
 *   `NaN`, `undefined` in an array, a hole in a sparse array, a Date or class instance);
 * - `cycle`: an object contains itself;
 * - `unreadable`: reading a property threw (a getter or a Proxy trap);
 * - `too-deep` / `too-large`: the input is beyond INPUT_LIMITS.
 */
export type InputProblem =
  | 'wrong-type'
  | 'invalid-option'
  | 'not-json'
  | 'cycle'
  | 'unreadable'
  | 'too-deep'
  | 'too-large';

/**
 * The one error every public function throws for an argument it cannot take. It is a
 * TypeError, so code that already catches those keeps working. Thrown before any work is
 * done: no input makes a function throw anything else, hang or exhaust memory (except what a
 * caller's own resolver throws, which propagates unchanged).
 */
export class InputError extends TypeError {
  /** The argument: `markdown`, `doc` or `options`. */
  readonly argument: string;
  /** JSON pointer (RFC 6901) inside the argument; `""` is the argument itself. */
  readonly path: string;
  readonly problem: InputProblem;
  /** What is wrong there, without the function, argument and path. */
  readonly detail: string;

  constructor(fn: string, argument: string, path: string, problem: InputProblem, detail: string) {
    super(`${fn}: ${argument}${shortPath(path)}: ${detail}`);
    this.name = 'InputError';
    this.argument = argument;
    this.path = path;
    this.problem = problem;
    this.detail = detail;
  }
}

/** A thrown value as text, whatever it is (its `message` may itself be a throwing getter). */
export function errorText(error: unknown): string {
  try {
    return error instanceof Error ? error.message : typeof error === 'string' ? error : 'a non-Error value';
  } catch {
    return 'an unreadable error';
  }
}

/** A pointer thousands of levels deep stays whole in `path`; the message shows its two ends. */
function shortPath(path: string): string {
  return path.length <= 200 ? path : `${path.slice(0, 90)}…${path.slice(-90)}`;
}
