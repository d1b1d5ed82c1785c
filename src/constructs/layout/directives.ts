import { breakoutMark } from '../alignment/block-marks.js';
import {
  LOCAL_ID,
  same,
  turnsInto,
  type DirectiveSpec,
  type DirectiveText,
  LOCAL_ID_TEXT,
} from '../../registry/spec.js';
import { numberInRange, oneOf } from '../../registry/value-types.js';

export const layoutSectionDirective: DirectiveSpec = turnsInto('layoutSection', 'blockquote', {
  breakout: {
    type: oneOf('wide', 'full-width'),
    atlassian: breakoutMark,
  },
  localId: LOCAL_ID,
});

const columnTurn = turnsInto('layoutColumn', 'blockquote', {
  width: {
    type: numberInRange(0, 100),
    atlassian: same('width'),
  },
  localId: LOCAL_ID,
});

export const layoutColumnDirective: DirectiveSpec = {
  ...columnTurn,
  becomes: { type: 'layoutColumn', attrs: {}, inside: ['layoutSection'] },
  required: ['width'],
};

/** What docs/directives.md says of these rows (see `DirectiveText`). */
export function layoutDocs(): Readonly<Record<string, DirectiveText>> {
  return {
    layoutSection: {
      description:
        'Makes the quote on the next line a row of columns (`layoutSection`); each quote inside it, with `adf:layoutColumn` before it, is a column.',
      attributes: {
        breakout: 'Wider than the text column (the `breakout` mark).',
        localId: LOCAL_ID_TEXT,
      },
    },
    layoutColumn: {
      description: 'Makes the quote on the next line, inside a layout section, one of its columns.',
      attributes: {
        width: 'Width in percent of the row.',
        localId: LOCAL_ID_TEXT,
      },
    },
  };
}
