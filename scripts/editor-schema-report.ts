import { countKinds } from '../tests/support/editor-schema.js';
import { EDITOR_INPUT_SETS } from '../tests/support/editor-inputs.js';

/**
 * `npx tsx scripts/editor-schema-report.ts [scale]`: per input set, how many atlassian outputs
 * the editor's schema and table grid do not load unchanged, and the kinds of problem with
 * their counts (documents per kind). The generated sets take `scale` times their test size.
 */
const scale = Number(process.argv[2] ?? 1);
for (const [name, docs] of Object.entries(EDITOR_INPUT_SETS)) {
  const { documents, failing, kinds } = countKinds(docs(scale));
  console.log(`${name}: ${failing} of ${documents} documents`);
  for (const [kind, n] of Object.entries(kinds).sort((a, b) => b[1] - a[1])) console.log(`  ${n}  ${kind}`);
}
