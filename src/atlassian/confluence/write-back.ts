import { readFile, rename, writeFile } from 'node:fs/promises';

/**
 * After a push, `page_id: ID` goes into the front matter of each file whose page was created
 * (or found by its title), so the file keeps its page when it is moved or renamed. The file is
 * replaced atomically (written beside it, then renamed); every other byte stays as it was.
 * A file that changed since it was read is left alone, with a warning.
 */
export async function writeBackPageIds(
  bindings: readonly { file: string; pageId: string }[],
): Promise<string[]> {
  const warnings: string[] = [];
  for (const { file, pageId } of bindings) {
    try {
      const text = await readFile(file, 'utf8');
      const next = withPageId(text, pageId);
      if (next === text) continue;
      const temporary = `${file}.mdadf-${process.pid}.tmp`;
      await writeFile(temporary, next);
      await rename(temporary, file);
    } catch (error) {
      warnings.push(
        `${file}: page_id ${pageId} could not be written back (${(error as Error).message}); add 'page_id: ${pageId}' to its front matter`,
      );
    }
  }
  return warnings;
}

/** The text with `page_id: ID` as the front matter's last line (a front matter made when there is none). */
export function withPageId(text: string, pageId: string): string {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const open = /^---[ \t]*\r?\n/.exec(text);
  if (open) {
    const close = /^(?:---|\.\.\.)[ \t]*$/m;
    const rest = text.slice(open[0].length);
    const end = close.exec(rest);
    if (end) {
      const yaml = rest.slice(0, end.index);
      if (/^page_id:/m.test(yaml)) return text;
      return `${open[0]}${yaml}page_id: ${pageId}${eol}${rest.slice(end.index)}`;
    }
  }
  return `---${eol}page_id: ${pageId}${eol}---${eol}${text}`;
}
