import { alignmentMark } from '../alignment/mark.js';
import { indentationMark } from '../alignment/block-marks.js';
import {
  drop,
  LOCAL_ID,
  type DirectiveSpec,
  type DirectiveText,
  LOCAL_ID_TEXT,
} from '../../registry/spec.js';
import { hexColour, integerInRange, nonEmptyText, oneOf } from '../../registry/value-types.js';

export const headingDirective: DirectiveSpec = {
  target: ['heading'],
  precedes: ['heading'],
  attributes: {
    id: { type: nonEmptyText, atlassian: drop },
    textAlign: {
      type: oneOf('left', 'center', 'right', 'justify'),
      atlassian: alignmentMark,
    },
    anchor: { type: nonEmptyText, atlassian: drop },
    color: { type: hexColour, atlassian: drop },
    indentation: {
      type: integerInRange(1, 6),
      atlassian: indentationMark,
    },
    localId: LOCAL_ID,
  },
};

/** What docs/directives.md says of these rows (see `DirectiveText`). */
export function headingDocs(): Readonly<Record<string, DirectiveText>> {
  return {
    heading: {
      description: 'Heading attributes, several at once. Stands on the line directly before the heading.',
      attributes: {
        id: 'Identifier; a link `#<id>` targets it.',
        textAlign: 'Text alignment.',
        anchor: 'Anchor link identifier.',
        color: 'Text colour (additional property).',
        indentation: 'Indentation level (the `indentation` mark).',
        localId: LOCAL_ID_TEXT,
      },
    },
  };
}
