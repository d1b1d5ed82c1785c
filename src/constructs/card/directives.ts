import { MEDIA_LAYOUTS } from '../media/directives.js';
import { LOCAL_ID, same, turnsInto, type DirectiveSpec } from '../../registry/spec.js';
import { numberInRange } from '../../registry/value-types.js';

const ABSOLUTE_URL = /^[A-Za-z][A-Za-z0-9+.-]*:\S+$/;

export const blockCardDirective: DirectiveSpec = turnsInto(
  'blockCard',
  'paragraph',
  'Makes the link (or bare URL) alone in the paragraph on the next line a smart link card block.',
  { localId: LOCAL_ID },
);

export const embedCardDirective: DirectiveSpec = turnsInto(
  'embedCard',
  'paragraph',
  'Makes the link (or bare URL) alone in the paragraph on the next line an embedded page (`embedCard`).',
  {
    layout: {
      type: MEDIA_LAYOUTS,
      description: 'Placement (default `center`).',
      atlassian: same('layout'),
    },
    width: { type: numberInRange(0, 100), description: 'Width in percent.', atlassian: same('width') },
    originalWidth: {
      type: numberInRange(0, 1_000_000),
      description: 'Width of the embedded page in pixels.',
      atlassian: same('originalWidth'),
    },
    originalHeight: {
      type: numberInRange(0, 1_000_000),
      description: 'Height of the embedded page in pixels.',
      atlassian: same('originalHeight'),
    },
    localId: LOCAL_ID,
  },
  { layout: 'center' },
);

export const inlineCardDirective: DirectiveSpec = {
  description: 'Inline: the URL (or link) directly after it becomes a smart link card.',
  target: ['inlineCard'],
  precedes: [],
  closed: true,
  inline: {
    node: 'inlineCard',
    takes: 'link',
    attr: 'url',
    build: (url) =>
      ABSOLUTE_URL.test(url) ? { type: 'inlineCard', attrs: { url } } : `"${url}" is not an absolute URL`,
    write: (v) => (typeof v === 'string' && ABSOLUTE_URL.test(v) ? { kind: 'link', url: v } : null),
  },
  attributes: {},
};
