import {
  identifies,
  LOCAL_ID,
  shape,
  type DirectiveSpec,
  type DirectiveText,
  LOCAL_ID_TEXT,
} from '../../registry/spec.js';
import { boolean } from '../../registry/value-types.js';
import type { AdfNode } from '../../types.js';

/** ADF numbers a list without `order` from 1; only such a list can leave it out. */
function reshapeOrderedList(list: AdfNode, given: Readonly<Record<string, unknown>>): undefined {
  if (given.orderOmitted !== true || list.attrs?.order !== 1) return;
  delete list.attrs.order;
  if (Object.keys(list.attrs).length === 0) delete list.attrs;
}

export const bulletListDirective: DirectiveSpec = identifies('bulletList');

export const orderedListDirective: DirectiveSpec = {
  target: ['orderedList'],
  precedes: ['orderedList'],
  closed: true,
  reshape: reshapeOrderedList,
  attributes: {
    orderOmitted: {
      type: boolean,
      atlassian: shape,
    },
    localId: LOCAL_ID,
  },
};

export const listItemDirective: DirectiveSpec = {
  target: ['listItem'],
  precedes: [],
  firstIn: ['listItem'],
  closed: true,
  attributes: { localId: LOCAL_ID },
};

/** What docs/directives.md says of these rows (see `DirectiveText`). */
export function listsDocs(): Readonly<Record<string, DirectiveText>> {
  return {
    bulletList: {
      description: 'Bullet list identifier. Stands on the line directly before the list.',
      attributes: {
        localId: LOCAL_ID_TEXT,
      },
    },
    orderedList: {
      description: 'Ordered list identifier and form. Stands on the line directly before the list.',
      attributes: {
        orderOmitted:
          'The list numbered from 1 has no `order` attribute, as some editors write it (default `false`: `order` is always set).',
        localId: LOCAL_ID_TEXT,
      },
    },
    listItem: {
      description:
        'List item identifier. Stands first in the item, on its own line right after the item\'s marker (`- <!-- adf:listItem localId="…" -->`), the item\'s content on the lines below.',
      attributes: {
        localId: LOCAL_ID_TEXT,
      },
    },
  };
}
