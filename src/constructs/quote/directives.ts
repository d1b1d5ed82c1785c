import { drop, LOCAL_ID, same, turnsInto, type DirectiveSpec } from '../../registry/spec.js';
import { hexColour, nonEmptyText, oneOf } from '../../registry/value-types.js';

export const PANEL_TYPES = oneOf('info', 'note', 'tip', 'warning', 'error', 'success', 'custom');

export const blockquoteDirective: DirectiveSpec = {
  description: 'Quote colours and identifier. Stands on the line directly before the quote.',
  target: ['blockquote'],
  precedes: ['blockquote'],
  attributes: {
    backgroundColor: { type: hexColour, description: 'Background colour.', atlassian: drop },
    borderColor: { type: hexColour, description: 'Border colour.', atlassian: drop },
    localId: LOCAL_ID,
  },
};

export const panelDirective: DirectiveSpec = turnsInto(
  'panel',
  'blockquote',
  'Makes the quote on the next line a panel (a GitHub alert `> [!NOTE]` already is one) and sets its type, colour and icon.',
  {
    panelType: {
      type: PANEL_TYPES,
      description: 'Panel kind (default `info`).',
      atlassian: same('panelType'),
    },
    panelColor: {
      type: hexColour,
      description: 'Background colour of a custom panel.',
      atlassian: same('panelColor'),
    },
    panelIcon: {
      type: nonEmptyText,
      description: 'Icon of a custom panel, an emoji short name like `:rocket:`.',
      atlassian: same('panelIcon'),
    },
    panelIconId: {
      type: nonEmptyText,
      description: 'Emoji id of the icon.',
      atlassian: same('panelIconId'),
    },
    panelIconText: {
      type: nonEmptyText,
      description: 'Emoji character of the icon.',
      atlassian: same('panelIconText'),
    },
    localId: LOCAL_ID,
  },
  { panelType: 'info' },
);
