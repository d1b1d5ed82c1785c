import { alignmentMark } from '../alignment/mark.js';
import { indentationMark } from '../alignment/block-marks.js';
import { LOCAL_ID, type DirectiveSpec, type DirectiveText, LOCAL_ID_TEXT } from '../../registry/spec.js';
import { integerInRange, oneOf } from '../../registry/value-types.js';

export const paragraphDirective: DirectiveSpec = {
  target: ['paragraph'],
  precedes: ['paragraph'],
  alone: 'paragraph',
  closed: true,
  attributes: {
    textAlign: {
      type: oneOf('left', 'center', 'right'),
      atlassian: alignmentMark,
    },
    indentation: {
      type: integerInRange(1, 6),
      atlassian: indentationMark,
    },
    localId: LOCAL_ID,
  },
};

/** What docs/directives.md says of these rows (see `DirectiveText`). */
export function paragraphDocs(): Readonly<Record<string, DirectiveText>> {
  return {
    paragraph: {
      description:
        'Paragraph alignment, indentation and identifier. Stands on the line directly before the paragraph.',
      attributes: {
        textAlign: 'Text alignment (the `alignment` mark).',
        indentation: 'Indentation level (the `indentation` mark).',
        localId: LOCAL_ID_TEXT,
      },
    },
  };
}
