import { createHash } from 'node:crypto';
import { type Dirent, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A corpus of real-world Markdown: the `*.md` / `*.markdown` files (READMEs, changelogs, docs)
 * shipped inside `node_modules`. Several hundred documents written by many different people,
 * which makes it a good source for property tests and the benchmark.
 *
 * Determinism: the walk never follows symlinks, skips dot-entries (`.bin`, `.cache`, tool
 * scratch files), orders by relative path in code-unit order (no locale), and dedupes by
 * content hash keeping the first path. Given the same package-lock.json the corpus is the same
 * on every machine.
 */

export interface CorpusFile {
  /** Relative to the project root, always with `/` separators. */
  path: string;
  text: string;
}

export interface CorpusOptions {
  /** At most this many files (default {@link DEFAULT_MAX_FILES}). */
  maxFiles?: number;
  /** At most this many UTF-8 bytes in total (default {@link DEFAULT_MAX_BYTES}). */
  maxBytes?: number;
}

export interface CorpusStats {
  /** Markdown files found (before any skipping). */
  found: number;
  skippedLarge: number;
  duplicates: number;
  /** Distinct files available (what `loadCorpus({ maxFiles: Infinity, maxBytes: Infinity })` returns). */
  available: number;
  availableBytes: number;
  packages: number;
  /** What `loadCorpus(options)` returns with these options. */
  selected: number;
  selectedBytes: number;
  largest: { path: string; bytes: number };
}

/** Files over this size are skipped: they are generated dumps rather than documents. */
export const MAX_FILE_BYTES = 1024 * 1024;
/** Defaults chosen so that a property test over the whole default corpus stays well under a minute. */
export const DEFAULT_MAX_FILES = 600;
export const DEFAULT_MAX_BYTES = 4 * 1024 * 1024;

const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MARKDOWN_FILE = /\.(md|markdown)$/i;

interface Candidate extends CorpusFile {
  bytes: number;
  /** `name` or `@scope/name` of the outermost package holding the file. */
  pkg: string;
}

interface Scan {
  files: Candidate[];
  found: number;
  skippedLarge: number;
  duplicates: number;
}

let cachedScan: Scan | undefined;

function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Relative paths of every Markdown file under node_modules; explicit stack, no symlinks. */
function markdownPaths(): string[] {
  const found: string[] = [];
  const stack = ['node_modules'];
  while (stack.length > 0) {
    const dir = stack.pop()!;
    let entries: Dirent[];
    try {
      entries = readdirSync(join(PROJECT_ROOT, dir), { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.') || entry.isSymbolicLink()) continue;
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) stack.push(rel);
      else if (entry.isFile() && MARKDOWN_FILE.test(entry.name)) found.push(rel);
    }
  }
  return found.sort(byCodeUnits);
}

function packageOf(path: string): string {
  const parts = path.split('/');
  return parts[1]?.startsWith('@') ? `${parts[1]}/${parts[2]}` : (parts[1] ?? '');
}

function scan(): Scan {
  if (cachedScan) return cachedScan;
  const seen = new Set<string>();
  const files: Candidate[] = [];
  let skippedLarge = 0;
  let duplicates = 0;
  const paths = markdownPaths();
  for (const path of paths) {
    const absolute = join(PROJECT_ROOT, ...path.split('/'));
    if (statSync(absolute).size > MAX_FILE_BYTES) {
      skippedLarge++;
      continue;
    }
    const text = readFileSync(absolute, 'utf8');
    const hash = createHash('sha256').update(text).digest('hex');
    if (seen.has(hash)) {
      duplicates++;
      continue;
    }
    seen.add(hash);
    files.push({ path, text, bytes: Buffer.byteLength(text), pkg: packageOf(path) });
  }
  cachedScan = { files, found: paths.length, skippedLarge, duplicates };
  return cachedScan;
}

/**
 * Picks within the caps. When everything fits, that is everything. Otherwise packages take
 * turns: every package's first file (in path order) comes before any package's second, and
 * within one such round smaller files come first. So a few packages with huge changelogs can
 * neither crowd the others out nor eat the byte budget; a file that would overflow the budget
 * is passed over and smaller ones still get in.
 */
function select(files: Candidate[], maxFiles: number, maxBytes: number): Candidate[] {
  const total = files.reduce((sum, f) => sum + f.bytes, 0);
  if (files.length <= maxFiles && total <= maxBytes) return files;

  const turnInPackage = new Map<string, number>();
  const turns = files.map((file) => {
    const turn = turnInPackage.get(file.pkg) ?? 0;
    turnInPackage.set(file.pkg, turn + 1);
    return { file, turn };
  });
  turns.sort(
    (a, b) => a.turn - b.turn || a.file.bytes - b.file.bytes || byCodeUnits(a.file.path, b.file.path),
  );

  const chosen: Candidate[] = [];
  let bytes = 0;
  for (const { file } of turns) {
    if (chosen.length >= maxFiles) break;
    if (bytes + file.bytes > maxBytes) continue;
    chosen.push(file);
    bytes += file.bytes;
  }
  return chosen.sort((a, b) => byCodeUnits(a.path, b.path));
}

/** The corpus, in relative-path order, without duplicates, within the caps. */
export function loadCorpus(options: CorpusOptions = {}): CorpusFile[] {
  const { maxFiles = DEFAULT_MAX_FILES, maxBytes = DEFAULT_MAX_BYTES } = options;
  return select(scan().files, maxFiles, maxBytes).map(({ path, text }) => ({ path, text }));
}

export function corpusStats(options: CorpusOptions = {}): CorpusStats {
  const { files, found, skippedLarge, duplicates } = scan();
  const { maxFiles = DEFAULT_MAX_FILES, maxBytes = DEFAULT_MAX_BYTES } = options;
  const selected = select(files, maxFiles, maxBytes);
  const largest = files.reduce((a, b) => (b.bytes > a.bytes ? b : a), files[0]);
  return {
    found,
    skippedLarge,
    duplicates,
    available: files.length,
    availableBytes: files.reduce((sum, f) => sum + f.bytes, 0),
    packages: new Set(files.map((f) => f.pkg)).size,
    selected: selected.length,
    selectedBytes: selected.reduce((sum, f) => sum + f.bytes, 0),
    largest: largest ? { path: largest.path, bytes: largest.bytes } : { path: '', bytes: 0 },
  };
}
