import {
  type AttributeSpec,
  LOCAL_ID,
  same,
  shape,
  turnsInto,
  type DirectiveSpec,
  type DirectiveText,
  LOCAL_ID_TEXT,
} from '../../registry/spec.js';
import { boolean, nonEmptyText, numberInRange, oneOf, positiveInteger } from '../../registry/value-types.js';
import type { AdfNode } from '../../types.js';

/** Where an image or an embedded page stands. */
export const MEDIA_LAYOUTS = oneOf(
  'wide',
  'full-width',
  'center',
  'wrap-right',
  'wrap-left',
  'align-end',
  'align-start',
);

const mediaSingleOf = (block: AdfNode): AdfNode | undefined =>
  block.type === 'mediaSingle' ? block : undefined;

/** The forms some editors write: no attributes, or the link on the block rather than the image. */
function reshapeMediaSingle(block: AdfNode, given: Readonly<Record<string, unknown>>): string | undefined {
  const media = block.content?.[0];
  const link = block.marks?.find((m) => m.type === 'link');
  const ownLink = media?.marks?.find((m) => m.type === 'link');
  if (given.linkOnMedia === false && media && ownLink && !link) {
    block.marks = [...(block.marks ?? []), ownLink];
    media.marks = media.marks!.filter((m) => m !== ownLink);
    if (media.marks.length === 0) delete media.marks;
  }
  const attrs = block.attrs ?? {};
  if (given.layoutOmitted !== true) return undefined;
  if (Object.keys(attrs).length === 1 && attrs.layout === 'center') delete block.attrs;
  else return '`layoutOmitted` does not fit beside a width, a layout or an identifier, which need the layout';
  return undefined;
}

export const mediaSingleDirective: DirectiveSpec = {
  target: ['mediaSingle'],
  precedes: ['paragraph'],
  receiver: mediaSingleOf,
  closed: true,
  reshape: reshapeMediaSingle,
  attributes: {
    layout: {
      type: MEDIA_LAYOUTS,
      atlassian: same('layout'),
    },
    width: {
      type: numberInRange(0, 100),
      atlassian: { kind: 'attr', name: 'width', also: { widthType: 'percentage' } },
    },
    pixelWidth: {
      type: numberInRange(0, 100_000),
      atlassian: { kind: 'attr', name: 'width', also: { widthType: 'pixel' } },
    },
    legacyWidth: {
      type: numberInRange(0, 100),
      atlassian: { kind: 'attr', name: 'width' },
    },
    layoutOmitted: {
      type: boolean,
      atlassian: shape,
    },
    linkOnMedia: {
      type: boolean,
      atlassian: shape,
    },
    localId: LOCAL_ID,
  },
};

/** What a file has of its own, on a line (`media`) or inside text (`mediaInline`). */
export const FILE_ATTRIBUTES: Readonly<Record<string, AttributeSpec>> = {
  width: { type: positiveInteger, atlassian: same('width') },
  height: { type: positiveInteger, atlassian: same('height') },
  occurrenceKey: {
    type: nonEmptyText,
    atlassian: same('occurrenceKey'),
  },
};

export const mediaDirective: DirectiveSpec = {
  target: ['media'],
  precedes: ['paragraph', 'mediaGroup'],
  receiver: (block) =>
    block.type === 'mediaGroup'
      ? block.content
      : block.type === 'mediaSingle' && block.content?.[0]?.type === 'media'
        ? block.content[0]
        : undefined,
  closed: true,
  attributes: {
    type: {
      type: oneOf('file', 'link'),
      atlassian: same('type'),
      appliesTo: { test: (media) => media.attrs?.type !== 'external', what: 'a file' },
    },
    ...FILE_ATTRIBUTES,
    occurrenceKey: {
      ...FILE_ATTRIBUTES.occurrenceKey,
      // The official schema gives an external image no occurrence key.
      appliesTo: { test: (media) => media.attrs?.type !== 'external', what: 'a file' },
    },
    localId: LOCAL_ID,
  },
};

export const mediaGroupDirective: DirectiveSpec = turnsInto('mediaGroup', 'paragraph');

/** `adf:caption`: the paragraph after an image alone becomes its caption (caption.ts fits it there). */
export const captionDirective: DirectiveSpec = turnsInto('caption', 'paragraph', { localId: LOCAL_ID });

export const FILE_TEXT = {
  width: 'Width of the file in pixels.',
  height: 'Height of the file in pixels.',
  occurrenceKey: 'Key of this use of the file.',
};

/** What docs/directives.md says of these rows (see `DirectiveText`). */
export function mediaDocs(): Readonly<Record<string, DirectiveText>> {
  return {
    mediaSingle: {
      description:
        'Size and placement of an image alone in its paragraph. Stands on the line directly before it.',
      attributes: {
        layout: 'Placement (default `center`).',
        width: 'Width in percent of the text column.',
        pixelWidth: 'Width in pixels (`width` with `widthType: pixel`), as Confluence writes resized images.',
        legacyWidth:
          'Width in percent written without `widthType`, as older editors store it (the same size as `width`).',
        layoutOmitted:
          'The block has no attributes at all, as older editors write it (default `false`: `layout` is always set; ignored beside a width or an identifier, which need the layout).',
        linkOnMedia:
          "Whether the link around the image is the `media` node's own link mark (default `true`, as the current editors write it and the only form their schema loads; `false`: a mark of the `mediaSingle`, which the official schema allows too).",
        localId: LOCAL_ID_TEXT,
      },
    },
    media: {
      description:
        'Size of an image alone in its paragraph, a file (`![alt](media:COLLECTION/ID)`, an attachment in Jira or Confluence) or an external one, or of every file of a group. Stands on the line directly before it.',
      attributes: {
        type: 'What the file is (default `file`; `link`: a link preview Jira stores as media). Files only.',
        ...FILE_TEXT,
        occurrenceKey: 'Key of this use of the file (files only).',
        localId: LOCAL_ID_TEXT,
      },
    },
    mediaGroup: {
      description:
        'Makes the paragraph on the next line, file images `![name](media:COLLECTION/ID)` only, a group of attachments.',
      attributes: {},
    },
  };
}

/** What docs/directives.md says of these rows (see `DirectiveText`). */
export function captionDocs(): Readonly<Record<string, DirectiveText>> {
  return {
    caption: {
      description:
        'Makes the paragraph on the next line the caption of the image alone in the paragraph before it.',
      attributes: {
        localId: LOCAL_ID_TEXT,
      },
    },
  };
}
