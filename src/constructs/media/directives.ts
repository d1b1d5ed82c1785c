import { LOCAL_ID, same, turnsInto, type DirectiveSpec } from '../../registry/spec.js';
import { nonEmptyText, numberInRange, oneOf, positiveInteger } from '../../registry/value-types.js';
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

export const mediaSingleDirective: DirectiveSpec = {
  description:
    'Size and placement of an image alone in its paragraph. Stands on the line directly before it.',
  target: ['mediaSingle'],
  precedes: ['paragraph'],
  receiver: mediaSingleOf,
  closed: true,
  attributes: {
    layout: {
      type: MEDIA_LAYOUTS,
      description: 'Placement (default `center`).',
      atlassian: same('layout'),
    },
    width: {
      type: numberInRange(0, 100),
      description: 'Width in percent of the text column.',
      atlassian: { kind: 'attr', name: 'width', also: { widthType: 'percentage' } },
    },
    pixelWidth: {
      type: numberInRange(0, 100_000),
      description: 'Width in pixels (`width` with `widthType: pixel`), as Confluence writes resized images.',
      atlassian: { kind: 'attr', name: 'width', also: { widthType: 'pixel' } },
    },
    legacyWidth: {
      type: numberInRange(0, 100),
      description:
        'Width in percent written without `widthType`, as older editors store it (the same size as `width`).',
      atlassian: { kind: 'attr', name: 'width' },
    },
    localId: LOCAL_ID,
  },
};

export const mediaDirective: DirectiveSpec = {
  description:
    'Size of a file image (`![alt](media:COLLECTION/ID)`, an attachment in Jira or Confluence) alone in its paragraph. Stands on the line directly before it.',
  target: ['media'],
  precedes: ['paragraph'],
  // Only a file has a size of its own (external media takes none in the official schema).
  receiver: (block) =>
    block.type === 'mediaSingle' && block.content?.[0]?.attrs?.type === 'file' ? block.content[0] : undefined,
  closed: true,
  attributes: {
    width: { type: positiveInteger, description: 'Width of the file in pixels.', atlassian: same('width') },
    height: {
      type: positiveInteger,
      description: 'Height of the file in pixels.',
      atlassian: same('height'),
    },
    occurrenceKey: {
      type: nonEmptyText,
      description: 'Key of this use of the file.',
      atlassian: same('occurrenceKey'),
    },
    localId: LOCAL_ID,
  },
};

export const mediaGroupDirective: DirectiveSpec = turnsInto(
  'mediaGroup',
  'paragraph',
  'Makes the paragraph on the next line, file images `![name](media:COLLECTION/ID)` only, a group of attachments.',
);
