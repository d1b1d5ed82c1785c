import { parseFileMediaUrl } from '../adf/file-media.js';
import { checkNode } from '../schema/check-node.js';
import type { Conversion } from './conversion.js';
import type { Position } from '../diagnostics/sink.js';

/**
 * What an image URL stands for: the caller's answer, a file (`media:COLLECTION/ID`), or the URL
 * itself; a warning about it goes `at` the image (by default at the block being built).
 */
export function mediaAttrs(ctx: Conversion, url: string, at?: Position): Record<string, unknown> {
  const resolved = ctx.options.resolveImage?.(url);
  if (resolved) {
    const attrs = { ...resolved };
    const problem = checkNode({ type: 'media', attrs }, ctx.profile);
    if (!problem) return attrs;
    ctx.report(
      'resolver-answer-invalid',
      `resolveImage answered ${JSON.stringify(url)} with media attributes that are not valid ${ctx.profile} ADF (at ${problem.path || '/'}: ${problem.message}); the image keeps its URL`,
      at ?? ctx.positionOf(ctx.current),
    );
  }
  const file = parseFileMediaUrl(url);
  if (file) return { type: 'file', id: file.id, collection: file.collection };
  if (ctx.profile === 'atlassian' && isRelative(url)) {
    ctx.report(
      'relative-image',
      `the image URL ${JSON.stringify(url)} is relative: Jira and Confluence cannot load it (upload the file and give resolveImage, or --images, its media id, or use an absolute URL)`,
      at ?? ctx.positionOf(ctx.current),
    );
  }
  return { type: 'external', url };
}

/** No scheme (`https:`, `data:`) and not protocol-relative (`//host/…`): a path only the writer's repository has. */
function isRelative(url: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith('//');
}
