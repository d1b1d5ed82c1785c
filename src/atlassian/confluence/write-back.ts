import { readFile } from 'node:fs/promises';
import { withFrontMatterEntry, writeFileAtomic } from '../write-back.js';

/**
 * After a push, `page_id: ID` goes into the front matter of each file whose page was created
 * (or found by its title), so the file keeps its page when it is moved or renamed: one line
 * added, every other byte as it was, the file replaced atomically. A file that cannot be
 * written is a warning naming the line to add.
 */
export async function writeBackPageIds(
  bindings: readonly { file: string; pageId: string }[],
): Promise<string[]> {
  const warnings: string[] = [];
  for (const { file, pageId } of bindings) {
    try {
      const text = await readFile(file, 'utf8');
      const next = withFrontMatterEntry(text, 'page_id', pageId);
      if (next !== text) await writeFileAtomic(file, next);
    } catch (error) {
      warnings.push(
        `${file}: page_id ${pageId} could not be written back (${(error as Error).message}); add 'page_id: ${pageId}' to its front matter`,
      );
    }
  }
  return warnings;
}
