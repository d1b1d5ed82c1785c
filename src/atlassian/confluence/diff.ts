import { createTwoFilesPatch } from 'diff';
import { adfToMarkdown } from '../../reverse/index.js';
import { getPage, pageDoc } from './api.js';
import type { ConfluenceHttp } from './http.js';
import type { SourcePage } from './plan.js';

/**
 * For `--dry-run`: what an update would change, as a unified diff of Markdown: the page's
 * current body written back as Markdown (its title as the heading when the file's title is
 * its first heading) against the file without its front matter.
 */
export async function pageDiff(http: ConfluenceHttp, id: string, page: SourcePage): Promise<string> {
  const current = await getPage(http, id);
  const doc = pageDoc(current);
  const heading = page.titleFrom === 'first heading' ? `# ${current.title}\n\n` : '';
  const remote = doc ? heading + adfToMarkdown(doc) : '';
  const local = withoutFrontMatter(page.markdown);
  return createTwoFilesPatch(
    `confluence: ${current.title} (version ${current.version?.number ?? '?'})`,
    page.key,
    remote,
    local,
    undefined,
    undefined,
    { context: 3 },
  );
}

export function withoutFrontMatter(markdown: string): string {
  const match = /^---[ \t]*\r?\n[\s\S]*?\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/.exec(markdown);
  return match ? markdown.slice(match[0].length).replace(/^(?:[ \t]*\r?\n)+/, '') : markdown;
}
