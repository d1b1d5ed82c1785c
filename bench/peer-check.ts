import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PEER_PACKAGES, ROOT } from './converters.js';

/**
 * The peers are there to be measured against, never shipped: they must be devDependencies
 * only, and nothing in the built dist/ may import them.
 */
export function checkPeersAreDevOnly(): { ok: boolean; detail: string } {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as Record<
    string,
    Record<string, string> | undefined
  >;
  const problems: string[] = [];
  for (const peer of PEER_PACKAGES) {
    for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
      if (manifest[field]?.[peer]) problems.push(`${peer} in ${field}`);
    }
    if (!manifest.devDependencies?.[peer]) problems.push(`${peer} missing from devDependencies`);
  }
  const dist = join(ROOT, 'dist');
  if (existsSync(dist)) {
    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
    for (const file of files) {
      const source = readFileSync(join(dist, file), 'utf8');
      for (const peer of PEER_PACKAGES) {
        if (source.includes(`'${peer}`) || source.includes(`"${peer}`))
          problems.push(`dist/${file} imports ${peer}`);
      }
    }
  }
  return problems.length === 0
    ? { ok: true, detail: `${PEER_PACKAGES.join(', ')}: devDependencies only, not imported by dist/` }
    : { ok: false, detail: problems.join('; ') };
}
