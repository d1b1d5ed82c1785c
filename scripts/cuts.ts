import { readFileSync } from 'node:fs';
import type { Plugin } from 'esbuild';

/**
 * A cut from a package's source file before esbuild bundles it into a generated module: what
 * `text` matches, `times` times exactly, becomes `by`. A new version of the package that moved
 * the text stops the build rather than ship an uncut or a miscut module.
 */
export interface Cut {
  /** The file, relative to the package folder the plugin is given. */
  file: string;
  text: string | RegExp;
  times: number;
  by: string;
}

/** An esbuild plugin that applies `cuts` to the files of the package in `dir` (`loader` as they are read). */
export function cutsPlugin(dir: string, cuts: readonly Cut[], loader: 'js' | 'ts'): Plugin {
  return {
    name: 'cuts',
    setup(b) {
      const files = new Set(cuts.map((cut) => cut.file));
      b.onLoad({ filter: /\.[jt]s$/ }, ({ path }) => {
        const file = path.slice(dir.length + 1).replaceAll('\\', '/');
        if (!files.has(file)) return undefined;
        let contents = readFileSync(path, 'utf8');
        for (const cut of cuts.filter((cut) => cut.file === file)) {
          const pattern =
            typeof cut.text === 'string'
              ? new RegExp(cut.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g')
              : new RegExp(cut.text.source, 'g');
          const found = contents.match(pattern)?.length ?? 0;
          if (found !== cut.times)
            throw new Error(`${cut.text} occurs ${found} times in ${file}, not ${cut.times}`);
          contents = contents.replace(pattern, cut.by);
        }
        return { contents, loader };
      });
    },
  };
}
