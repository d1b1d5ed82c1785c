import { fileMediaUrl, parseFileMediaUrl } from '../../adf/file-media.js';
import {
  LOCAL_ID,
  same,
  type DirectiveSpec,
  type DirectiveText,
  LOCAL_ID_TEXT,
} from '../../registry/spec.js';
import { border, oneOf } from '../../registry/value-types.js';
import { FILE_ATTRIBUTES, FILE_TEXT } from './directives.js';
import type { AdfNode } from '../../types.js';

const INLINE_DEFAULTS = { type: 'file' };

/** The link around an inline file, when it is a plain one (`href`, maybe `title`). */
function plainLink(node: AdfNode): { href?: string; title?: string } | null {
  const links = (node.marks ?? []).filter((m) => m?.type === 'link');
  if (links.length === 0) return {};
  const attrs = links[0].attrs ?? {};
  const { href, title, ...rest } = attrs;
  const plain =
    links.length === 1 &&
    typeof href === 'string' &&
    (title === undefined || (typeof title === 'string' && title !== '')) &&
    Object.keys(rest).length === 0;
  return plain ? { href, title: title as string | undefined } : null;
}

export const mediaInlineDirective: DirectiveSpec = {
  target: ['mediaInline'],
  precedes: [],
  closed: true,
  inline: {
    node: 'mediaInline',
    takes: 'image',
    defaults: INLINE_DEFAULTS,
    attr: 'id',
    carries: ['collection', 'alt'],
    build: (url, alt) => {
      const file = parseFileMediaUrl(url);
      if (!file) return `"${url}" is not a file image (media:COLLECTION/ID)`;
      const attrs: Record<string, unknown> = { ...INLINE_DEFAULTS, id: file.id, collection: file.collection };
      if (alt !== '') attrs.alt = alt;
      return { type: 'mediaInline', attrs };
    },
    write: (_id, node) => {
      const { id, collection, alt } = node.attrs ?? {};
      if (typeof id !== 'string' || typeof collection !== 'string') return null;
      if (alt !== undefined && (typeof alt !== 'string' || alt === '')) return null;
      const url = fileMediaUrl({ id, collection });
      const link = plainLink(node);
      if (url === null || link === null) return null;
      return { kind: 'image', url, alt: (alt as string | undefined) ?? '', ...link };
    },
  },
  attributes: {
    type: {
      type: oneOf('file', 'image', 'link'),
      atlassian: same('type'),
    },
    ...FILE_ATTRIBUTES,
    border: {
      type: border,
      atlassian: {
        kind: 'mark',
        markType: 'border',
        toMark: (value) => ({ type: 'border', attrs: { ...(value as object) } }),
        fromMark: (mark) => ({ size: mark.attrs?.size, color: mark.attrs?.color }),
      },
    },
    localId: LOCAL_ID,
  },
};

/** What docs/directives.md says of these rows (see `DirectiveText`). */
export function mediaInlineDocs(): Readonly<Record<string, DirectiveText>> {
  return {
    mediaInline: {
      description:
        'Inline: the file image directly after it (`![alt](media:COLLECTION/ID)`, or that image in a link) becomes a file inside the text (`mediaInline`).',
      attributes: {
        type: 'What the file is (default `file`).',
        ...FILE_TEXT,
        border: 'A border around it (the `border` mark): width in pixels and colour.',
        localId: LOCAL_ID_TEXT,
      },
    },
  };
}
