import { alignmentMark } from '../alignment/mark.js';
import { indentationMark } from '../alignment/block-marks.js';
import { drop, LOCAL_ID, type DirectiveSpec } from '../../registry/spec.js';
import { hexColour, integerInRange, nonEmptyText, oneOf } from '../../registry/value-types.js';

export const headingDirective: DirectiveSpec = {
  description: 'Heading attributes, several at once. Stands on the line directly before the heading.',
  target: ['heading'],
  precedes: ['heading'],
  attributes: {
    id: { type: nonEmptyText, description: 'Identifier; a link `#<id>` targets it.', atlassian: drop },
    textAlign: {
      type: oneOf('left', 'center', 'right', 'justify'),
      description: 'Text alignment.',
      atlassian: alignmentMark,
    },
    anchor: { type: nonEmptyText, description: 'Anchor link identifier.', atlassian: drop },
    color: { type: hexColour, description: 'Text colour (additional property).', atlassian: drop },
    indentation: {
      type: integerInRange(1, 6),
      description: 'Indentation level (the `indentation` mark).',
      atlassian: indentationMark,
    },
    localId: LOCAL_ID,
  },
};
