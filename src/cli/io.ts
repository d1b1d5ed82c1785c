import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { describeSystemError, usageError } from './errors.js';
import { globToRegExp, isGlob, splitGlob } from './glob.js';

/** The argument that means standard input, as in most Unix tools. */
export const STDIN_ARGUMENT = '-';
export const STDIN_NAME = '<stdin>';
/** Names the output in diagnostics that point into it (to-markdown). */
export const STDOUT_NAME = '<stdout>';

export type Input =
  | { kind: 'stdin' }
  /**
   * `relativePath` is the path below the directory argument (or a pattern's base directory)
   * it was found in, or the base name. `fromDirectory`: found by a walk, so the tree is mirrored.
   */
  | { kind: 'file'; path: string; relativePath: string; fromDirectory: boolean; fromPattern?: true };

export function inputName(input: Input): string {
  return input.kind === 'stdin' ? STDIN_NAME : input.path;
}

/** Folders a tree walk never enters: tool state and dependencies, not documents. */
const isSkippedEntry = (name: string): boolean => name.startsWith('.') || name === 'node_modules';

/**
 * Turns the FILE arguments into inputs: no argument or `-` is standard input, a directory
 * stands for every file below it with one of `extensions`. A missing path, or a directory
 * without one such file, is a usage error, reported before anything runs.
 */
export async function resolveInputs(
  args: readonly string[],
  extensions: readonly string[],
): Promise<Input[]> {
  if (args.length === 0) return [{ kind: 'stdin' }];
  const inputs: Input[] = [];
  for (const arg of args) {
    if (arg === STDIN_ARGUMENT) {
      if (inputs.some((input) => input.kind === 'stdin')) throw usageError('standard input (-) given twice');
      inputs.push({ kind: 'stdin' });
      continue;
    }
    const info = await stat(arg).catch((error: unknown) => {
      // A name that exists is taken as it is, even with `*` in it; otherwise a pattern is expanded.
      if (isGlob(arg)) return undefined;
      throw usageError(`cannot read '${arg}': ${describeSystemError(error)}`);
    });
    if (info === undefined) {
      inputs.push(...(await expandGlob(arg)));
    } else if (info.isDirectory()) {
      const files = await collectFiles(arg, (path) => extensions.includes(extname(path).toLowerCase()));
      // As for a pattern that matches nothing: a CI step pointed at the wrong folder must not pass.
      if (files.length === 0 && extensions.length > 0)
        throw usageError(`no ${extensions.join(' or ')} file in '${arg}'`);
      inputs.push(
        ...files.map((path) => ({
          kind: 'file' as const,
          path,
          relativePath: relative(arg, path),
          fromDirectory: true,
        })),
      );
    } else {
      inputs.push({ kind: 'file', path: arg, relativePath: baseName(arg), fromDirectory: false });
    }
  }
  return inputs;
}

const baseName = (path: string): string => path.split(/[\\/]/).pop() ?? path;

/**
 * The files a quoted pattern (`'docs/**\/*.md'`) stands for: its base directory walked as a
 * directory argument is, each path below it tested against the pattern. Any extension the
 * pattern names is taken; the tree below the base is mirrored under `--out`.
 */
async function expandGlob(pattern: string): Promise<Input[]> {
  const { base, rest } = splitGlob(pattern);
  const matcher = globToRegExp(rest);
  const info = await stat(base).catch(() => undefined);
  const files = info?.isDirectory()
    ? await collectFiles(base, (path) => matcher.test(relative(base, path).replaceAll('\\', '/')))
    : [];
  if (files.length === 0) throw usageError(`no file matches '${pattern}'`);
  return files.map((path) => ({
    kind: 'file' as const,
    path,
    relativePath: relative(base, path),
    fromDirectory: true,
    fromPattern: true,
  }));
}

/**
 * Every file below `root` that `accept` takes, sorted so runs are repeatable. An explicit
 * stack, not recursion: the depth of the tree must not bound the walk. Symbolic links are not
 * followed, so a link cycle cannot make the walk endless.
 */
export async function collectFiles(root: string, accept: (path: string) => boolean): Promise<string[]> {
  const found: string[] = [];
  const pending = [root];
  while (pending.length > 0) {
    const dir = pending.pop()!;
    const entries = await readdir(dir, { withFileTypes: true }).catch((error: unknown) => {
      throw usageError(`cannot read directory '${dir}': ${describeSystemError(error)}`);
    });
    for (const entry of entries) {
      if (isSkippedEntry(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) pending.push(path);
      else if (entry.isFile() && accept(path)) found.push(path);
    }
  }
  return found.sort();
}

/** Editors on Windows like to start UTF-8 files with a byte order mark; it is not content. */
export const withoutByteOrderMark = (text: string): string =>
  text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;

export async function readInput(input: Input): Promise<string> {
  if (input.kind === 'stdin') return withoutByteOrderMark(await readStdin());
  const text = await readFile(input.path, 'utf8').catch((error: unknown) => {
    throw usageError(`cannot read '${input.path}': ${describeSystemError(error)}`);
  });
  return withoutByteOrderMark(text);
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Writes to stdout and resolves once the data is handed to the OS (large outputs to a pipe). */
export function writeStdout(text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    process.stdout.write(text, (error) => (error ? reject(error) : resolve()));
  });
}
