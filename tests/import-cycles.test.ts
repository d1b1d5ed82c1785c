import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No module of src/ reaches itself through the imports that run: the constructs' lists are
 * composed at the top (src/compose/), so nothing loads half made and no table waits for "first
 * use" to see the whole list. Type-only imports are erased at run time but counted too, apart
 * (the last test): a type cycle is a design cycle. Plain tooling: every `import … from` and
 * `export … from` of a relative module, and Tarjan's strongly connected components.
 */
const ROOT = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Each file's run-time imports of other files of src/. */
function importGraph(files: readonly string[], withTypes = false): Map<string, string[]> {
  const known = new Set(files);
  const pattern = withTypes
    ? /^(?:import|export) [^;]*? from '(\.[^']+)';/gms
    : /^(?:import|export) (?!type )[^;]*? from '(\.[^']+)';/gms;
  return new Map(
    files.map((file) => {
      const source = readFileSync(join(ROOT, file), 'utf8');
      const to = [...source.matchAll(pattern)]
        .map((m) => relative(ROOT, join(ROOT, dirname(file), m[1].replace(/\.js$/, '.ts'))))
        .filter((path) => known.has(path));
      return [file, to];
    }),
  );
}

/** The groups of files that import each other, directly or not (strongly connected, more than one file or a self-import). */
function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const found: string[][] = [];
  // Iterative Tarjan: each frame is a file and how many of its imports were followed.
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const frames: Array<[string, number]> = [[start, 0]];
    index.set(start, index.size);
    low.set(start, index.get(start)!);
    stack.push(start);
    onStack.add(start);
    while (frames.length > 0) {
      const frame = frames[frames.length - 1];
      const [file, next] = frame;
      const targets = graph.get(file) ?? [];
      if (next < targets.length) {
        frame[1]++;
        const to = targets[next];
        if (!index.has(to)) {
          index.set(to, index.size);
          low.set(to, index.get(to)!);
          stack.push(to);
          onStack.add(to);
          frames.push([to, 0]);
        } else if (onStack.has(to)) low.set(file, Math.min(low.get(file)!, index.get(to)!));
        continue;
      }
      frames.pop();
      if (frames.length > 0) {
        const parent = frames[frames.length - 1][0];
        low.set(parent, Math.min(low.get(parent)!, low.get(file)!));
      }
      if (low.get(file) === index.get(file)) {
        const group: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          group.push(member);
        } while (member !== file);
        if (group.length > 1 || targets.includes(file)) found.push(group.sort());
      }
    }
  }
  return found;
}

describe('imports', () => {
  const files = sources('src');

  it('form no cycle in src/', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(cycles(importGraph(files))).toEqual([]);
  });

  it('the cycle finder finds a cycle', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
    ]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c'], ['e']]);
  });

  it('form no cycle through type imports either', () => {
    // Types only, erased at run time, so no load order depends on them; counted all the same,
    // since a type cycle is a design cycle. What two sides share has a module of its own:
    // Token and SyntaxPlugin (src/markdown/types.ts), Construct (src/engine/construct.ts), the
    // parts (src/engine/parts.ts), what the inline state and the readers it calls see of a
    // conversion (src/convert/conversion.ts, which ConvertContext implements) and the directives
    // waiting for what they apply to (src/convert/pending-directives.ts).
    expect(cycles(importGraph(files, true))).toEqual([]);
  });
});
