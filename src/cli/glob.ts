/**
 * Glob patterns for FILE arguments, for shells that do not expand them (`'docs/**\/*.md'`
 * quoted, Windows, npm scripts). A pattern is split into its literal base directory, which is
 * walked as any directory argument is, and the rest, compiled to one regular expression that
 * every relative path found is tested against.
 *
 * Supported: `*` (any characters but `/`), `?` (one), `[abc]`, `[a-z]`, `[!a]`, `{md,markdown}`
 * (not nested), and `**` as a whole segment (any number of directories, none included).
 */
const GLOB_CHARACTERS = /[*?[{]/;

export const isGlob = (argument: string): boolean => GLOB_CHARACTERS.test(argument);

/** `docs/guide/**\/*.md` → base `docs/guide`, pattern `**\/*.md`. */
export function splitGlob(pattern: string): { base: string; rest: string } {
  const normalised = pattern.replaceAll('\\', '/');
  const segments = normalised.split('/');
  const firstGlob = segments.findIndex(isGlob);
  const base = segments.slice(0, firstGlob).join('/');
  return {
    base: base === '' ? (normalised.startsWith('/') ? '/' : '.') : base,
    rest: segments.slice(firstGlob).join('/'),
  };
}

const REGEXP_SPECIAL = /[.+^$()|\\]/;

/** Compiles the glob, one character at a time: a loop over the pattern, no recursion. */
export function globToRegExp(glob: string): RegExp {
  let source = '';
  let braces = 0;
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '*') {
      const atSegmentStart = i === 0 || glob[i - 1] === '/';
      if (glob[i + 1] === '*' && atSegmentStart && (i + 2 === glob.length || glob[i + 2] === '/')) {
        // `**/` matches no directory or any number of them; a final `**` anything below.
        source += i + 2 === glob.length ? '.*' : '(?:[^/]+/)*';
        i += 2;
      } else {
        source += '[^/]*';
      }
    } else if (c === '?') {
      source += '[^/]';
    } else if (c === '[') {
      const end = glob.indexOf(']', i + 2);
      if (end === -1) {
        source += '\\[';
        continue;
      }
      const body = glob.slice(i + 1, end);
      const negated = body.startsWith('!') || body.startsWith('^');
      const members = (negated ? body.slice(1) : body).replaceAll('\\', '\\\\').replaceAll(']', '\\]');
      source += `[${negated ? '^/' : ''}${members}]`;
      i = end;
    } else if (c === '{') {
      braces++;
      source += '(?:';
    } else if (c === '}' && braces > 0) {
      braces--;
      source += ')';
    } else if (c === ',' && braces > 0) {
      source += '|';
    } else {
      source += REGEXP_SPECIAL.test(c) || c === '{' || c === '}' ? `\\${c}` : c;
    }
  }
  source += ')'.repeat(braces);
  return new RegExp(`^${source}$`);
}
