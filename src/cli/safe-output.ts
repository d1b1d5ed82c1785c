import { constants, statSync } from 'node:fs';
import { lstat, mkdir, open, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { DiagnosticsFormat } from './diagnostics-format.js';
import { describeSystemError, runFailure, usageError } from './errors.js';
import type { Input } from './io.js';
import { printable } from './printable.js';

/**
 * Where `--out` may write. Two mistakes must never cost a user their files: a symbolic link
 * planted in the output tree that leads elsewhere (the write would land outside OUT), and an
 * OUT that is the input tree itself (outputs would replace sources: `package.md` →
 * `package.json`, and the next run would read its own outputs).
 */

/** Whether `child` is `parent` or below it (both absolute and resolved). */
export function isWithin(child: string, parent: string): boolean {
  const rel = relative(parent, child);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}

/** The real path of `path`, which need not exist yet: its nearest existing ancestor resolved. */
async function realPathOf(path: string): Promise<string> {
  const missing: string[] = [];
  let current = resolve(path);
  for (;;) {
    try {
      return join(await realpath(current), ...missing.reverse());
    } catch {
      const parent = dirname(current);
      if (parent === current) return resolve(path);
      missing.push(current.slice(parent.length).replace(/^[\\/]/, ''));
      current = parent;
    }
  }
}

/**
 * Refuses an OUT that is, or is inside, a directory argument, or that is the directory holding
 * a file argument. Checked on real paths, so `./docs/../docs` or a link to the tree is caught.
 */
export async function checkOutputDirectory(args: readonly string[], out: string): Promise<void> {
  const realOut = await realPathOf(out);
  for (const arg of args) {
    if (arg === '-') continue;
    const found = await Promise.all([stat(arg), realpath(arg)]).catch(() => undefined);
    if (found === undefined) continue;
    const [info, real] = found;
    if (info.isDirectory() && isWithin(realOut, real)) {
      throw usageError(
        `--out '${out}' is ${realOut === real ? 'the input directory' : 'inside the input directory'} '${arg}': outputs would be written among the sources and could replace them; choose a directory outside it`,
      );
    }
    if (!info.isDirectory() && dirname(real) === realOut) {
      throw usageError(
        `--out '${out}' is the directory of the input '${arg}': outputs would be written beside the sources and could replace them; choose another directory`,
      );
    }
  }
}

/** A write the output tree refused; reported as that file's failure. */
export class UnsafeOutputError extends Error {}

/**
 * Writes `path` (below `root`) without following links: every directory between `root` and
 * the file must be a real directory (created when missing), and the file is written to a fresh
 * temporary name and renamed over the target, so neither a link nor a hard link planted at the
 * target is written through. `root` itself is the user's choice and may be a link.
 */
export async function writeBelow(root: string, path: string, data: string): Promise<void> {
  const rel = relative(root, path);
  if (rel === '' || !isWithin(resolve(path), resolve(root)))
    throw new UnsafeOutputError(`'${path}' is not below '${root}'`);
  await mkdir(root, { recursive: true });
  let current = root;
  for (const part of rel.split(sep).slice(0, -1)) {
    current = join(current, part);
    const info = await lstat(current).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    if (info === undefined) {
      await mkdir(current).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error;
      });
      // Created by someone else meanwhile: check what it is.
      if (!(await lstat(current)).isDirectory())
        throw new UnsafeOutputError(`'${current}' is not a directory`);
    } else if (info.isSymbolicLink()) {
      throw new UnsafeOutputError(
        `'${current}' is a symbolic link; links in the output tree are not followed`,
      );
    } else if (!info.isDirectory()) {
      throw new UnsafeOutputError(`'${current}' is not a directory`);
    }
  }
  // node:crypto loads here, not with the command: a run that writes to stdout never needs it.
  const { randomBytes } = await import('node:crypto');
  const temporary = join(dirname(path), `.mdadf-${randomBytes(6).toString('hex')}.tmp`);
  const handle = await open(
    temporary,
    constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
    0o666,
  );
  try {
    await handle.writeFile(data);
  } catch (error) {
    await handle.close();
    await rm(temporary, { force: true });
    throw error;
  }
  await handle.close();
  await rename(temporary, path).catch(async (error: unknown) => {
    await rm(temporary, { force: true });
    throw error;
  });
}

export function describeWriteError(error: unknown): string {
  return error instanceof UnsafeOutputError ? error.message : describeSystemError(error);
}

/**
 * `-o FILE`: with one input given as a file (or a pattern matching one), OUT names the output
 * file itself unless it ends in `/` or names an existing directory; several inputs or a
 * directory argument need a directory.
 */
export function isSingleOutputFile(inputs: readonly Input[], out: string): boolean {
  const [input] = inputs;
  if (inputs.length !== 1 || input.kind !== 'file' || (input.fromDirectory && !input.fromPattern))
    return false;
  if (/[\\/]$/.test(out)) return false;
  return !statSync(out, { throwIfNoEntry: false })?.isDirectory();
}

/**
 * Makes the output directory `dir` (and its missing parents), saying so on stderr when it did:
 * a folder never appears without a word. With `--diagnostics json` stderr holds exactly the
 * JSON array, so the note is left out there; GitHub's form gets a notice.
 */
export async function makeOutputDirectory(dir: string, format: DiagnosticsFormat): Promise<void> {
  let created: string | undefined;
  try {
    created = await mkdir(dir, { recursive: true });
  } catch (error) {
    throw runFailure(`cannot create the directory '${printable(dir)}': ${describeSystemError(error)}`);
  }
  if (created === undefined || format === 'json') return;
  const note = `created the directory '${printable(dir)}'`;
  process.stderr.write(format === 'github' ? `::notice title=mdadf::${note}\n` : `mdadf: ${note}\n`);
}

/** The output file must not be the input itself. */
export async function checkOutputFile(inputPath: string, out: string): Promise<void> {
  if ((await realPathOf(out)) === (await realpath(inputPath))) {
    throw usageError(`-o '${out}' is the input itself; choose another file`);
  }
}

export async function writeOutputFile(out: string, text: string, format: DiagnosticsFormat): Promise<void> {
  await makeOutputDirectory(dirname(out), format);
  try {
    await writeFile(out, text);
  } catch (error) {
    throw runFailure(`cannot write '${out}': ${describeSystemError(error)}`);
  }
}
