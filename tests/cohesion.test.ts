import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The cohesion rule (docs/architecture.md, "Cohesion"): a construct's folder is one unit. From
 * outside it, code reaches a construct only through the modules that declare it: `index.ts` (the
 * construct), `directives.ts` (its rows), `forward.ts`, `reverse.ts`, `html.ts` (its parts with
 * their handlers) and `tokens.ts` (its syntax). Every other file of the folder is the construct's
 * own. A folder without `index.ts` (alignment/) is code constructs share, open to all. The
 * exceptions below are facts another construct or the converter reads; they may only shrink.
 */
const ROOT = join(import.meta.dirname, '..');
const DECLARING = new Set(['index.ts', 'directives.ts', 'forward.ts', 'reverse.ts', 'html.ts', 'tokens.ts']);
const SHARED_FACTS = [
  'src/adf/leaf-text.ts → src/constructs/date/day.ts',
  'src/constructs/footnotes/ref.ts → src/constructs/link/mark.ts',
  'src/constructs/html/nodes.ts → src/constructs/link/mark.ts',
  'src/constructs/html/run.ts → src/constructs/link/mark.ts',
  'src/constructs/link/forward.ts → src/constructs/media/image.ts',
  'src/constructs/link/forward.ts → src/constructs/mention/id.ts',
  'src/constructs/media/image.ts → src/constructs/link/mark.ts',
  'src/constructs/quote/alerts.ts → src/constructs/callout/kinds.ts',
  'src/constructs/quote/alerts.ts → src/constructs/callout/title.ts',
  'src/convert/blocks/inline.ts → src/constructs/html/inline.ts',
  'src/convert/blocks/inline.ts → src/constructs/link/mark.ts',
  'src/convert/blocks/inline.ts → src/constructs/media/image.ts',
  'src/convert/inline/html-tags.ts → src/constructs/html/inline.ts',
  'src/convert/inline/html-tags.ts → src/constructs/link/mark.ts',
  'src/convert/inline/inline-directive.ts → src/constructs/link/mark.ts',
  'src/convert/inline/inline-directive.ts → src/constructs/media/image.ts',
  'src/mcp/removal-guard.ts → src/constructs/date/day.ts',
  'src/registry/directives.ts → src/constructs/media/inline-directive.ts',
];

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Imports from outside a construct folder of its files that do not declare it. */
function reachesIn(): string[] {
  const found: string[] = [];
  for (const file of sources('src')) {
    const source = readFileSync(join(ROOT, file), 'utf8');
    for (const m of source.matchAll(/^(?:import|export) (?!type )[^;]*? from '(\.[^']+)';/gms)) {
      const to = relative(ROOT, join(ROOT, dirname(file), m[1].replace(/\.js$/, '.ts')));
      const inside = to.match(/^src\/constructs\/([^/]+)\/([^/]+)$/);
      if (!inside || DECLARING.has(inside[2])) continue;
      if (!existsSync(join(ROOT, 'src/constructs', inside[1], 'index.ts'))) continue;
      if (file.startsWith(`src/constructs/${inside[1]}/`)) continue;
      found.push(`${file} → ${to}`);
    }
  }
  return found.sort();
}

describe('cohesion', () => {
  it('code outside a construct reaches it only through the modules that declare it', () => {
    expect(reachesIn()).toEqual(SHARED_FACTS);
  });

  it('no file only wires others: no construct keeps a part apart from its handlers', () => {
    const wiring = sources('src/constructs').filter((file) => /-part\.ts$/.test(file));
    expect(wiring).toEqual([]);
  });
});
