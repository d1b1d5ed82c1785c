import { MEDIA_LAYOUTS } from '../media/directives.js';
import {
  LOCAL_ID,
  same,
  turnsInto,
  type DirectiveSpec,
  type DirectiveText,
  LOCAL_ID_TEXT,
} from '../../registry/spec.js';
import type { AdfNode } from '../../types.js';
import { absoluteUrl, json, numberInRange } from '../../registry/value-types.js';
import { datasource } from './datasource.js';

const ABSOLUTE_URL = /^[A-Za-z][A-Za-z0-9+.-]*:\S+$/;

/** A card given by its JSON-LD `data` (the page's name, summary, icon) instead of a URL. */
const CARD_DATA = {
  type: json,
  atlassian: same('data'),
};

const CARD_LAYOUT = {
  type: MEDIA_LAYOUTS,
  atlassian: same('layout'),
};
const CARD_WIDTH = {
  type: numberInRange(0, 100),
  atlassian: same('width'),
};
/** The official schema gives a block card a layout and width only beside a datasource. */
const OF_DATASOURCE = {
  test: (node: AdfNode) => node.attrs?.datasource !== undefined,
  what: 'a card of a datasource',
};

export const blockCardDirective: DirectiveSpec = {
  ...turnsInto('blockCard', 'paragraph', {
    data: CARD_DATA,
    datasource: {
      type: datasource,
      atlassian: same('datasource'),
    },
    layout: { ...CARD_LAYOUT, appliesTo: OF_DATASOURCE },
    width: { ...CARD_WIDTH, appliesTo: OF_DATASOURCE },
    localId: LOCAL_ID,
  }),
  alone: 'blockCard',
  aloneRequired: ['data'],
};

export const embedCardDirective: DirectiveSpec = turnsInto(
  'embedCard',
  'paragraph',
  {
    layout: CARD_LAYOUT,
    width: CARD_WIDTH,
    originalWidth: {
      type: numberInRange(0, 1_000_000),
      atlassian: same('originalWidth'),
    },
    originalHeight: {
      type: numberInRange(0, 1_000_000),
      atlassian: same('originalHeight'),
    },
    localId: LOCAL_ID,
  },
  { layout: 'center' },
);

export const inlineCardDirective: DirectiveSpec = {
  target: ['inlineCard'],
  precedes: [],
  closed: true,
  inline: {
    node: 'inlineCard',
    takes: 'link',
    completeWith: ['data', 'url'],
    attr: 'url',
    build: (url) =>
      ABSOLUTE_URL.test(url) ? { type: 'inlineCard', attrs: { url } } : `"${url}" is not an absolute URL`,
    write: (v) => (typeof v === 'string' && ABSOLUTE_URL.test(v) ? { kind: 'link', url: v } : null),
  },
  attributes: {
    url: {
      type: absoluteUrl,
      atlassian: same('url'),
    },
    data: CARD_DATA,
    localId: LOCAL_ID,
  },
};

const CARD_DATA_TEXT =
  'The linked page as JSON-LD, for a card given without a URL (the directive then stands alone).';
const CARD_LAYOUT_TEXT = 'Placement (default `center`).';
const CARD_WIDTH_TEXT = 'Width in percent.';

/** What docs/directives.md says of these rows (see `DirectiveText`). */
export function cardDocs(): Readonly<Record<string, DirectiveText>> {
  return {
    blockCard: {
      description:
        'Makes the link (or bare URL) alone in the paragraph on the next line a smart link card block; alone on its line with `data`, the card is given by its data.',
      attributes: {
        data: CARD_DATA_TEXT,
        datasource: 'Datasource (JSON).',
        layout: CARD_LAYOUT_TEXT,
        width: CARD_WIDTH_TEXT,
        localId: LOCAL_ID_TEXT,
      },
    },
    embedCard: {
      description:
        'Makes the link (or bare URL) alone in the paragraph on the next line an embedded page (`embedCard`).',
      attributes: {
        layout: CARD_LAYOUT_TEXT,
        width: CARD_WIDTH_TEXT,
        originalWidth: 'Width of the embedded page in pixels.',
        originalHeight: 'Height of the embedded page in pixels.',
        localId: LOCAL_ID_TEXT,
      },
    },
    inlineCard: {
      description:
        'Inline: the URL (or link) directly after it becomes a smart link card; with `url` or `data`, the comment itself is the card.',
      attributes: {
        url: 'The URL; the comment is then the card.',
        data: CARD_DATA_TEXT,
        localId: LOCAL_ID_TEXT,
      },
    },
  };
}
