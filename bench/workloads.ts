import { type Dirent, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadCorpus } from '../tests/support/corpus.js';
import { ROOT } from './converters.js';
import type { Doc } from './measure.js';
import { PATHOLOGICAL, syntheticCorpus } from './synthetic.js';

/**
 * The inputs every throughput and memory measurement runs over, by name:
 *
 * - `corpus`: the Markdown shipped in node_modules (READMEs and changelogs, tests/support/corpus.ts);
 * - `docs`: a second, independent corpus committed under bench/corpus-docs/ (the Node.js and npm
 *   documentation sites, see its SOURCES.md), so that no conclusion rests on one kind of text;
 * - `synthetic`: generated documents heavy in tables and directives (bench/synthetic.ts).
 *
 * The two real corpora are the ones the targets are judged on.
 */

export const WORKLOADS = ['corpus', 'docs', 'synthetic'] as const;
export type WorkloadName = (typeof WORKLOADS)[number];
export const REAL_CORPORA: readonly WorkloadName[] = ['corpus', 'docs'];

export const DOCS_CORPUS_DIR = join(ROOT, 'bench', 'corpus-docs');

const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Every `*.md` under bench/corpus-docs/ (SOURCES.md aside), in relative-path code-unit order. */
export function loadDocsCorpus(): Doc[] {
  const paths: string[] = [];
  const stack = [''];
  while (stack.length > 0) {
    const dir = stack.pop()!;
    const entries: Dirent[] = readdirSync(join(DOCS_CORPUS_DIR, dir), { withFileTypes: true });
    for (const entry of entries) {
      const rel = dir === '' ? entry.name : `${dir}/${entry.name}`;
      if (entry.isDirectory()) stack.push(rel);
      else if (entry.isFile() && entry.name.endsWith('.md') && rel !== 'SOURCES.md') paths.push(rel);
    }
  }
  return paths.sort(byCodeUnits).map((path) => ({
    path: `bench/corpus-docs/${path}`,
    text: readFileSync(join(DOCS_CORPUS_DIR, ...path.split('/')), 'utf8'),
  }));
}

export function loadWorkload(name: string): Doc[] {
  switch (name) {
    case 'corpus':
      return loadCorpus();
    case 'docs':
      return loadDocsCorpus();
    case 'synthetic':
      return syntheticCorpus();
    default: {
      // `pathological/NAME`: one case of the pathological list at its benchmark size, for profiling.
      const one = name.startsWith('pathological/')
        ? PATHOLOGICAL[name.slice('pathological/'.length)]
        : undefined;
      if (one) return [{ path: name, text: one.make() }];
      throw new Error(`unknown workload ${name} (one of ${WORKLOADS.join(', ')}, pathological/NAME)`);
    }
  }
}
