import { identifies, LOCAL_ID, shape, type DirectiveSpec } from '../../registry/spec.js';
import { boolean } from '../../registry/value-types.js';
import type { AdfNode } from '../../types.js';

/** ADF numbers a list without `order` from 1; only such a list can leave it out. */
function reshapeOrderedList(list: AdfNode, given: Readonly<Record<string, unknown>>): undefined {
  if (given.orderOmitted !== true || list.attrs?.order !== 1) return;
  delete list.attrs.order;
  if (Object.keys(list.attrs).length === 0) delete list.attrs;
}

export const bulletListDirective: DirectiveSpec = identifies(
  'bulletList',
  'Bullet list identifier. Stands on the line directly before the list.',
);

export const orderedListDirective: DirectiveSpec = {
  description: 'Ordered list identifier and form. Stands on the line directly before the list.',
  target: ['orderedList'],
  precedes: ['orderedList'],
  closed: true,
  reshape: reshapeOrderedList,
  attributes: {
    orderOmitted: {
      type: boolean,
      description:
        'The list numbered from 1 has no `order` attribute, as some editors write it (default `false`: `order` is always set).',
      atlassian: shape,
    },
    localId: LOCAL_ID,
  },
};

export const listItemDirective: DirectiveSpec = {
  description:
    'List item identifier. Stands first in the item, on its own line right after the item\'s marker (`- <!-- adf:listItem localId="…" -->`), the item\'s content on the lines below.',
  target: ['listItem'],
  precedes: [],
  firstIn: ['listItem'],
  closed: true,
  attributes: { localId: LOCAL_ID },
};
