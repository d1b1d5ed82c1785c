import { breakoutMark } from '../alignment/block-marks.js';
import { LOCAL_ID, same, turnsInto, type DirectiveSpec } from '../../registry/spec.js';
import { numberInRange, oneOf } from '../../registry/value-types.js';

export const layoutSectionDirective: DirectiveSpec = turnsInto(
  'layoutSection',
  'blockquote',
  'Makes the quote on the next line a row of columns (`layoutSection`); each quote inside it, with `adf:layoutColumn` before it, is a column.',
  {
    breakout: {
      type: oneOf('wide', 'full-width'),
      description: 'Wider than the text column (the `breakout` mark).',
      atlassian: breakoutMark,
    },
    localId: LOCAL_ID,
  },
);

const columnTurn = turnsInto(
  'layoutColumn',
  'blockquote',
  'Makes the quote on the next line, inside a layout section, one of its columns.',
  {
    width: {
      type: numberInRange(0, 100),
      description: 'Width in percent of the row.',
      atlassian: same('width'),
    },
    localId: LOCAL_ID,
  },
);

export const layoutColumnDirective: DirectiveSpec = {
  ...columnTurn,
  becomes: { type: 'layoutColumn', attrs: {}, inside: ['layoutSection'] },
  required: ['width'],
};
