import {
  drop,
  LOCAL_ID,
  same,
  turnsInto,
  type DirectiveSpec,
  type DirectiveText,
  LOCAL_ID_TEXT,
} from '../../registry/spec.js';
import { hexColour, nonEmptyText, oneOf } from '../../registry/value-types.js';

export const PANEL_TYPES = oneOf('info', 'note', 'tip', 'warning', 'error', 'success', 'custom');

export const blockquoteDirective: DirectiveSpec = {
  target: ['blockquote'],
  precedes: ['blockquote'],
  attributes: {
    backgroundColor: { type: hexColour, atlassian: drop },
    borderColor: { type: hexColour, atlassian: drop },
    localId: LOCAL_ID,
  },
};

export const panelDirective: DirectiveSpec = turnsInto(
  'panel',
  'blockquote',
  {
    panelType: {
      type: PANEL_TYPES,
      atlassian: same('panelType'),
    },
    panelColor: {
      type: hexColour,
      atlassian: same('panelColor'),
    },
    panelIcon: {
      type: nonEmptyText,
      atlassian: same('panelIcon'),
    },
    panelIconId: {
      type: nonEmptyText,
      atlassian: same('panelIconId'),
    },
    panelIconText: {
      type: nonEmptyText,
      atlassian: same('panelIconText'),
    },
    localId: LOCAL_ID,
  },
  { panelType: 'info' },
);

/** What docs/directives.md says of these rows (see `DirectiveText`). */
export function quoteDocs(): Readonly<Record<string, DirectiveText>> {
  return {
    blockquote: {
      description: 'Quote colours and identifier. Stands on the line directly before the quote.',
      attributes: {
        backgroundColor: 'Background colour.',
        borderColor: 'Border colour.',
        localId: LOCAL_ID_TEXT,
      },
    },
    panel: {
      description:
        'Makes the quote on the next line a panel (a GitHub alert `> [!NOTE]` already is one) and sets its type, colour and icon.',
      attributes: {
        panelType: 'Panel kind (default `info`).',
        panelColor: 'Background colour of a custom panel.',
        panelIcon: 'Icon of a custom panel, an emoji short name like `:rocket:`.',
        panelIconId: 'Emoji id of the icon.',
        panelIconText: 'Emoji character of the icon.',
        localId: LOCAL_ID_TEXT,
      },
    },
  };
}
