import { alignmentMark } from '../alignment/mark.js';
import { indentationMark } from '../alignment/block-marks.js';
import { LOCAL_ID, type DirectiveSpec } from '../../registry/spec.js';
import { integerInRange, oneOf } from '../../registry/value-types.js';

export const paragraphDirective: DirectiveSpec = {
  description:
    'Paragraph alignment, indentation and identifier. Stands on the line directly before the paragraph.',
  target: ['paragraph'],
  precedes: ['paragraph'],
  alone: 'paragraph',
  closed: true,
  attributes: {
    textAlign: {
      type: oneOf('left', 'center', 'right'),
      description: 'Text alignment (the `alignment` mark).',
      atlassian: alignmentMark,
    },
    indentation: {
      type: integerInRange(1, 6),
      description: 'Indentation level (the `indentation` mark).',
      atlassian: indentationMark,
    },
    localId: LOCAL_ID,
  },
};
