// Step of `npm run build` after tsc, which compiles only TypeScript: this copies what dist/ needs
// besides, the generated modules of every `src/**/generated/` folder (schemas, validators,
// content model, emoji table) and every file under a `src/**/assets/` folder (the playground's
// static files), to the same place in dist/.
// Plain Node, no dependency.
import { copyFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'src');
const dist = join(root, 'dist');
const GENERATED = [join(src, 'schema', 'generated'), join(src, 'markdown', 'generated')];
const GENERATED_FILE = /\.(js|d\.ts|json)$/;

function copyToDist(file) {
  const target = join(dist, relative(src, file));
  mkdirSync(dirname(target), { recursive: true });
  copyFileSync(file, target);
  return 1;
}

/** Every file below `dir`, iteratively. */
function filesUnder(dir) {
  const files = [];
  const pending = [dir];
  while (pending.length > 0) {
    const current = pending.pop();
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) pending.push(path);
      else if (entry.isFile()) files.push(path);
    }
  }
  return files.sort();
}

/** Every `assets` folder below src/. */
function assetFolders() {
  const found = [];
  const pending = [src];
  while (pending.length > 0) {
    const current = pending.pop();
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const path = join(current, entry.name);
      if (entry.name === 'assets') found.push(path);
      else pending.push(path);
    }
  }
  return found.sort();
}

let copied = 0;
for (const folder of GENERATED) {
  if (!existsSync(folder)) {
    console.error(
      `copy-assets: ${relative(root, folder)} is missing; run the generators (npm run build) first`,
    );
    process.exit(1);
  }
  for (const file of readdirSync(folder)) {
    if (GENERATED_FILE.test(file)) copied += copyToDist(join(folder, file));
  }
}
for (const folder of assetFolders()) {
  for (const file of filesUnder(folder)) copied += copyToDist(file);
}
console.log(`copy-assets: ${copied} file(s) copied to dist/`);
